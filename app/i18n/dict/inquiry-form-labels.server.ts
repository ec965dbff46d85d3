// The enquiry form's English words (app/components/inquiry-form.tsx), for the "enquiry"
// dictionary: server-only, so no page ships them as defaults (ADR 0372).
/** The form's words in English; each page passes its own in the page's language (ADR 0300). */
export const INQUIRY_FORM_ENGLISH = {
  titleOptional: "Title (optional)",
  name: "Name",
  email: "Email",
  phone: "Phone",
  companyOptional: "Company (optional)",
  startDateOptional: "Start date (optional)",
  endDateOptional: "End date (optional)",
  participantsOptional: "Participants (optional)",
  budgetRupiahOptional: "Budget in rupiah (optional)",
  locationOptional: "Location (optional)",
  sending: "Sending...",
};
export type InquiryFormLabels = typeof INQUIRY_FORM_ENGLISH;
