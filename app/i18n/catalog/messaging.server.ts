// Messaging's replies and words (app/messages): the message form's rule, the refusals of
// sending, the venue's reply time. Ids are `messaging.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const messaging = defineMessages({
  empty: { en: "Please write a message.", id: "Silakan tulis pesan." },
  tooLong: { en: "Please keep the message to {max, number} characters or fewer.", id: "Mohon batasi pesan hingga {max, number} karakter." },
  plannersOnly: { en: "Only planner accounts can message a venue.", id: "Hanya akun perencana acara yang dapat mengirim pesan ke venue." },
  productGone: { en: "This product no longer exists.", id: "Produk ini sudah tidak ada." },
  adminReadsOnly: { en: "The admin reads conversations only.", id: "Admin hanya dapat membaca percakapan." },
  bookingNotFound: { en: "This booking cannot be found.", id: "Reservasi ini tidak ditemukan." },
  conversationNotFound: { en: "This conversation cannot be found.", id: "Percakapan ini tidak ditemukan." },
  // The venue's reply time (app/messages/reply-time.server.ts), on the product and venue pages.
  repliesWithinAnHour: { en: "Usually replies within an hour", id: "Biasanya membalas dalam satu jam" },
  repliesWithinHours: { en: "Usually replies within {n} hours", id: "Biasanya membalas dalam {n} jam" },
  repliesWithinADay: { en: "Usually replies within a day", id: "Biasanya membalas dalam satu hari" },
  repliesWithinDays: { en: "Usually replies within {n} days", id: "Biasanya membalas dalam {n} hari" },
});
