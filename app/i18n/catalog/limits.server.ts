// Length limits that forms of several domains word alike: a reason (the vendor's review report,
// the admin's review moderation, the vendor's cancellation) and a message to the planner (the
// vendor's answer to a date change). Limits as written today ("500", no separator).
// Ids are `limits.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const limits = defineMessages({
  reasonTooLong: { en: "Please keep the reason under {max} characters.", id: "Mohon tulis alasan kurang dari {max} karakter." },
  messageTooLong: { en: "Please keep the message under {max} characters.", id: "Mohon batasi pesan hingga {max} karakter." },
});
