import { Link } from "@remix-run/react";
import { Form } from "~/components/form";
import { useErrorStrings } from "~/components/error-strings";

/**
 * The not-found screen: the spec's background image, plus (ADR 0152) a short message, a venue
 * search and a way home, so a planner on a dead link is not left with a picture only.
 */
export function NotFound() {
  const t = useErrorStrings();
  return (
    <main id="main-content"
      data-testid="not-found"
      className="grid min-h-[70vh] w-full grid-cols-1 place-items-center bg-cover bg-center px-4 py-16"
      style={{ backgroundImage: "url(/images/not-found.jpg)" }}
    >
      <div className="w-full max-w-md rounded-2xl bg-white/95 p-6 text-center shadow-lg">
        <h1 className="text-2xl font-bold text-slate-800">{t.notFoundHeading}</h1>
        <p className="mt-2 text-slate-600">{t.notFoundMessage}</p>
        <Form method="get" action="/search" className="mt-4 flex gap-2" role="search">
          <label htmlFor="not-found-keyword" className="sr-only">{t.venueOrArea}</label>
          <input
            id="not-found-keyword"
            name="keyword"
            type="search"
            placeholder={t.venueOrAreaExample}
            // w-0: the input's own default width (about 20 characters) pushed the card 2 px past
            // a 390 px screen; flex-1 gives it the room there is.
            className="w-0 min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
          />
          <button type="submit" className="rounded-md bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800">{t.search}</button>
        </Form>
        <Link to="/" className="mt-4 inline-block font-semibold text-teal-800 underline">{t.backToHome}</Link>
      </div>
    </main>
  );
}
