// The English of a component, owned by the string catalogue (ADR 0390): the component's
// default words in the browser, and the `en` its dictionary (app/i18n/dict/*.server.ts) spreads.
// Client-safe: no imports from higher layers.

/** The vendor benefits and FAQ (app/components/vendor-benefits.tsx). */
export const VENDOR_BENEFITS_ENGLISH = {
  benefit1Title: "List up to 10 products free",
  benefit1Text: "Create your venue, sub venues and up to 10 products at no cost. Need more? Contact us.",
  benefit2Title: "Pay only when you earn",
  benefit2Text: "A commission applies only when an event planner pays for a booking.",
  benefit3Title: "Bookings straight to your inbox",
  benefit3Text: "Every reservation is e-mailed to you; acknowledge it from your dashboard.",
  benefit4Title: "You control availability",
  benefit4Text: "Set availability and blackout dates for each sub venue or product.",
  faq1Q: "How much does it cost to list my venue?",
  faq1A: "Listing up to 10 products is free. For more products, please contact us.",
  faq2Q: "When do I pay a commission?",
  faq2A: "Only when the event planner pays for the reservation.",
  faq3Q: "How do I know I have a booking?",
  faq3A: "We notify you by e-mail, and you acknowledge the reservation in your dashboard.",
  faq4Q: "Can I block dates?",
  faq4A: "Yes. You set availability or blackout dates for your sub venues and products.",
  faq5Q: "Can I talk to the planner?",
  faq5A: "One-to-one chat with planners is on its way; until then we put you in touch by e-mail or phone.",
};
