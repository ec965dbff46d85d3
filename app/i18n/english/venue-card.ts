// The English of a component, owned by the string catalogue (ADR 0390): the component's
// default words in the browser, and the `en` its dictionary (app/i18n/dict/*.server.ts) spreads.
// Client-safe: no imports from higher layers.

/** The card's words; pages not yet translated (ADR 0300) get the English ones. */
export const VENUE_CARD_ENGLISH = {
  minimumOrder: "Minimum order",
  area: "Area",
  subVenue: "Sub venue",
  capacityPerLayout: "Capacity per layout",
  originalPrice: "Original price",
  bookNow: "BOOK NOW",
  headCountPrice: "{n} pax: {total}",
  minimumPrice: "minimum {n} pax: {total}",
};
