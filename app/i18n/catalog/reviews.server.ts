// The review page's messages (app/reviews/*.server.ts, app/routes/review.$lineId.tsx).
// Ids are `reviews.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const reviews = defineMessages({
  published: { en: "Thank you: your review is published on the venue page.", id: "Terima kasih: ulasan Anda sudah terbit di halaman venue." },
  updated: { en: "Your review has been updated.", id: "Ulasan Anda telah diperbarui." },
});
