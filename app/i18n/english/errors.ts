// The English of a component, owned by the string catalogue (ADR 0390): the component's
// default words in the browser, and the `en` its dictionary (app/i18n/dict/*.server.ts) spreads.
// Client-safe: no imports from higher layers.

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
