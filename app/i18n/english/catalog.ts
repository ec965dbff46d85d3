// The English of the vendor listing checks of app/catalog (map position, package hours and
// inclusions, the terms text), owned by the string catalogue (ADR 0390): app/catalog refers to it;
// the Indonesian is app/i18n/messages/listing.server.ts. Client-safe.

/** A venue's map position that could not be read (app/catalog/geo.ts). */
export const POSITION_MESSAGE = "Type latitude, longitude (e.g. -8.8008, 115.2317) or paste a maps link that shows the position";

/** A package's hours or inclusions that do not fit its kind (app/catalog/package-fit.ts). */
export const PACKAGE_FIT_MESSAGES = {
  evening: "An evening or dinner package must stay open until 21:00 or later",
  halfday: "A half-day package needs at least 4 hours between open and close",
  fullday: "A full-day package needs at least 8 hours between open and close",
  hire: "Close time must be after open time",
  eveningInclusion: "An evening or dinner package cannot include coffee breaks, breakfast or lunch: list what the evening includes",
  dayInclusion: "A day meeting package cannot include a dinner: offer the dinner as its own evening package",
} as const;

/** Money or cancellation terms written in a product's terms text (app/catalog/terms-text.ts). */
const HOUSE_RULES = "Payment terms are shown from the settings: remove them from this text (it is for house rules).";
export const TERMS_TEXT_MESSAGES = {
  deposit: `The terms text states a {text} % deposit, but the payment settings say {settings}. ${HOUSE_RULES}`,
  noDeposit: `The terms text mentions a deposit, but the payment settings say payment in full. ${HOUSE_RULES}`,
  full: `The terms text says payment in full, but the payment settings say a {settings} % deposit. ${HOUSE_RULES}`,
  balance: `The terms text says the balance is due {text} days before the event, but the payment settings say {settings}. ${HOUSE_RULES}`,
  cancellation: "Cancellation and refund terms are shown from the venue's cancellation policy: remove them from this text (it is for house rules).",
} as const;
