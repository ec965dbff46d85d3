// The review page's notices and refusals (app/reviews/*.server.ts, app/routes/review.$lineId.tsx);
// dates are DD/MM/YYYY in both languages.
// Ids are `reviews.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const reviews = defineMessages({
  published: { en: "Thank you: your review is published on the venue page.", id: "Terima kasih: ulasan Anda sudah terbit di halaman venue." },
  updated: { en: "Your review has been updated.", id: "Ulasan Anda telah diperbarui." },
  onlyPaid: { en: "Only paid bookings can be reviewed.", id: "Hanya reservasi yang sudah dibayar yang dapat diulas." },
  cancelled: { en: "This booking was cancelled, so it cannot be reviewed.", id: "Reservasi ini dibatalkan, jadi tidak dapat diulas." },
  notEnded: {
    en: "You can review this booking once the event has ended ({date}).",
    id: "Anda dapat mengulas reservasi ini setelah acaranya selesai ({date}).",
  },
  closed: {
    en: "Reviews are open for {days} days after the event; this one closed on {date}.",
    id: "Ulasan dibuka selama {days} hari setelah acara; ulasan untuk reservasi ini ditutup pada {date}.",
  },
  bookingNotFound: { en: "Booking not found.", id: "Reservasi tidak ditemukan." },
  editClosed: {
    en: "Reviews can be edited for {days} days; this one was written on {date}.",
    id: "Ulasan dapat diubah selama {days} hari; ulasan ini ditulis pada {date}.",
  },
  alreadyReviewed: { en: "This booking has already been reviewed.", id: "Reservasi ini sudah diulas." },
});
