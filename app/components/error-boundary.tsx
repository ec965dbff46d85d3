import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { fill } from "~/i18n/config";

/**
 * English, for an error page whose root loader failed (then no strings reached the page); also
 * the errors dictionary's `en` (app/i18n/dict/errors.server.ts spreads it), so it is the one source.
 */
export const ERRORS_ENGLISH = {
  errorStatus: "Error {status}",
  somethingWentWrong: "Something went wrong",
  notAllowedMessage: "You are not allowed to see this page.",
  badRequestHeading: "We could not read that request",
  badRequestMessage: "The link or form you used was incomplete or not valid. Please go back and try again, or start from the home page.",
  serverErrorMessage: "We could not complete your request. Please try again in a moment.",
  backToHome: "Back To Home Page",
  titleNotFound: "Page not found",
  titleNotAllowed: "Not allowed",
  titleBadRequest: "Bad request",
  notFoundHeading: "Page not found",
  notFoundMessage: "The page you followed does not exist or has moved. Search for a venue instead:",
  venueOrArea: "Venue or area",
  venueOrAreaExample: "Venue or area, e.g. Nusa Dua",
  search: "Search",
  notFoundDescription: "This page does not exist. Search Bali venues or go back to the home page.",
  productNotFound: "Not found",
  productNotFoundDescription: "This venue product does not exist or is no longer listed.",
  close: "Close",
};
// Typed from the constant, not from the dictionary: the dictionary is built from it.
export type ErrorStrings = typeof ERRORS_ENGLISH;

type RootWithErrors = { i18n?: { errors?: ErrorStrings } } | undefined;

/** The error pages' words in the page's language: the root loader sends them (ADR 0326). */
export function useErrorStrings(): ErrorStrings {
  return (useRouteLoaderData("root") as RootWithErrors)?.i18n?.errors ?? ERRORS_ENGLISH;
}

/** The same for a route's meta function, from its matches. */
export function errorStringsOf(matches: readonly { id: string; data?: unknown }[] | undefined): ErrorStrings {
  return (matches?.find((m) => m.id === "root")?.data as RootWithErrors)?.i18n?.errors ?? ERRORS_ENGLISH;
}

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
