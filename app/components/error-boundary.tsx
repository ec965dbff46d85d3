import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { fill } from "~/i18n/config";
import { ERRORS_ENGLISH } from "~/i18n/english/errors";
import { useErrorStrings, type ErrorStrings } from "~/components/error-strings";

export { errorStringsOf, useErrorStrings, type ErrorStrings } from "~/components/error-strings";

/**
 * Shared error boundary: 404 shows the not-found screen; anything else a friendly page.
 * Never renders a stack trace or an error message from the server.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const t = useErrorStrings();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (typeof document !== "undefined") console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { heading, message } = errorText(status, t);
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="error-page">
      <p className="text-sm font-semibold text-slate-500">{fill(t.errorStatus, { status })}</p>
      <h1 className="text-3xl font-bold text-slate-800">{heading}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <Link to="/" className="mt-8 inline-block rounded-full bg-teal-700 px-6 py-2 font-semibold text-white">
        {t.backToHome}
      </Link>
    </main>
  );
}

/** Heading and message per status; also the document title (errorTitle) of error pages. */
function errorText(status: number, t: ErrorStrings) {
  if (status === 403) return { heading: t.somethingWentWrong, message: t.notAllowedMessage };
  if (status >= 400 && status < 500) return { heading: t.badRequestHeading, message: t.badRequestMessage };
  return { heading: t.somethingWentWrong, message: t.serverErrorMessage };
}

/** The document title of an error page (root meta), so a 500 never says "Not found". */
export function errorTitle(error: unknown, t: ErrorStrings = ERRORS_ENGLISH): string {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return t.titleNotFound;
  if (status === 403) return t.titleNotAllowed;
  if (status >= 400 && status < 500) return t.titleBadRequest;
  return t.somethingWentWrong;
}
