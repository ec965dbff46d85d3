// The language switch of the header and footer (issue 27, ADR 0300). For a visitor, a plain link
// to /language, which remembers the choice in a cookie and comes back here; for a signed-in
// user, a form posting there, since the choice also becomes the account's language (their
// e-mails and documents) and a GET must not change stored state (issue 41, ADR 0351). Both load
// the whole document on purpose: every string of the page (and the root's) comes again from the
// server in the new language; both work without JavaScript.
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { LANG_PARAM, type Lang } from "~/i18n/config";
import { useLang } from "~/i18n/use-strings";

// Each language named in itself, marked with its lang (screen readers pronounce it right).
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", id: "Bahasa Indonesia" };

export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const location = useLocation();
  const signedIn = !!(useRouteLoaderData("root") as { user?: unknown } | undefined)?.user;
  const params = new URLSearchParams(location.search);
  params.delete(LANG_PARAM);
  const query = params.toString();
  const next = `${location.pathname}${query ? `?${query}` : ""}`;
  const other: Lang = lang === "id" ? "en" : "id";
  if (signedIn) {
    return (
      <Form method="post" action="/language" reloadDocument className={className ? `${className} m-0` : "m-0 inline"}>
        <input type="hidden" name="lang" value={other} />
        <input type="hidden" name="next" value={next} />
        <button type="submit" lang={other} className="cursor-pointer bg-transparent p-0 text-left text-inherit [font:inherit] [text-decoration:inherit]" data-testid="language-switch">
          {LANGUAGE_NAMES[other]}
        </button>
      </Form>
    );
  }
  return (
    <a
      href={`/language?${new URLSearchParams({ lang: other, next })}`}
      hrefLang={other}
      lang={other}
      className={className}
      data-testid="language-switch"
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
