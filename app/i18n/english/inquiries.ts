// The English of the enquiry forms' answers (the special-event pages render them), owned by the
// string catalogue (ADR 0390): app/inquiries refers to it; the Indonesian is
// app/i18n/messages/pages.server.ts. Client-safe.

export const BIG_PLAN_SUCCESS =
  "Thank you for your enquiry. Your Big Plan request has been submitted, we will contact you within one business day";

export const SHE_SUCCESS =
  "Thank you for your enquiry. Your SHE request has been submitted, we will contact you within one business day";

export const DOCUMENT_MESSAGES = {
  tooBig: "The document is larger than 4 MB.",
  type: "The document must be a PDF or an image (JPG, PNG, WebP or GIF).",
} as const;
