// The English of the inquiry and auction forms' answers, owned by the string catalogue (ADR 0390):
// app/inquiries refers to it; the Indonesian is app/i18n/messages/pages.server.ts. Server-only.

export const INQUIRY_SUCCESS =
  "Thank you for your inquiry. Your message has been submitted, we will contact you shortly";

export const AUCTION_SUCCESS =
  "Thank you for your auction. Your request has been submitted, we will contact you shortly";
