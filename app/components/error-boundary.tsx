import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { NotFound } from "~/components/not-found";

/**
 * Shared error boundary: 404 shows the not-found screen; anything else a friendly page.
 * Never renders a stack trace or an error message from the server.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (typeof document !== "undefined") console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { heading, message } = errorText(status);
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="error-page">
      <p className="text-sm font-semibold text-slate-500">Error {status}</p>
      <h1 className="text-3xl font-bold text-slate-800">{heading}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <Link to="/" className="mt-8 inline-block rounded-full bg-teal-700 px-6 py-2 font-semibold text-white">
        Back To Home Page
      </Link>
    </main>
  );
}

/** Heading and message per status; also the document title (errorTitle) of error pages. */
function errorText(status: number) {
  if (status === 403) return { heading: "Something went wrong", message: "You are not allowed to see this page." };
  if (status >= 400 && status < 500) {
    return {
      heading: "We could not read that request",
      message: "The link or form you used was incomplete or not valid. Please go back and try again, or start from the home page.",
    };
  }
  return { heading: "Something went wrong", message: "We could not complete your request. Please try again in a moment." };
}

/** The document title of an error page (root meta), so a 500 never says "Not found". */
export function errorTitle(error: unknown): string {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return "Page not found";
  if (status === 403) return "Not allowed";
  if (status >= 400 && status < 500) return "Bad request";
  return "Something went wrong";
}
