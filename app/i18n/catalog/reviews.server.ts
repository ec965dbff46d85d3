// The review page's notices and refusals (app/reviews/*.server.ts, app/routes/review.$lineId.tsx),
// the review forms' checks (app/reviews/review-schema.ts: the planner's review, the vendor's reply
// and report, the admin's moderation reason), and the words of a shown review (event type, rated
// aspects, verified line); dates are DD/MM/YYYY in both languages.
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
  // The review form (ReviewSchema); limits as written today ("2000", no separator).
  ratingMissing: { en: "Choose a rating from 1 to 5 stars.", id: "Pilih penilaian 1 sampai 5 bintang." },
  subRatingMissing: { en: "Choose 1 to 5 stars.", id: "Pilih 1 sampai 5 bintang." },
  bodyShort: { en: "Please write at least {min} characters about your event.", id: "Mohon tulis minimal {min} karakter tentang acara Anda." },
  bodyLong: { en: "Please keep your review under {max} characters.", id: "Mohon tulis ulasan kurang dari {max} karakter." },
  eventTypeMissing: { en: "Choose the kind of event you held.", id: "Pilih jenis acara yang Anda adakan." },
  // The vendor's reply and report (ReplySchema, ReasonSchema; replyToReview, reportReview); the
  // admin's moderation reason shares the reason's checks (its length: limits.reasonTooLong).
  replyEmpty: { en: "Write your reply.", id: "Tulis balasan Anda." },
  replyTooLong: { en: "Please keep your reply under {max} characters.", id: "Mohon batasi balasan Anda hingga {max} karakter." },
  reasonShort: { en: "Please give a reason (at least {min} characters).", id: "Mohon tuliskan alasan (minimal {min} karakter)." },
  reviewNotFound: { en: "Review not found.", id: "Ulasan tidak ditemukan." },
  alreadyReplied: { en: "You have already replied to this review.", id: "Anda sudah membalas ulasan ini." },
  alreadyReported: { en: "You have already reported this review.", id: "Anda sudah melaporkan ulasan ini." },
  // A review's event type (REVIEW_EVENT_TYPES of app/reviews/review-rules.ts).
  eventMeeting: { en: "Meeting", id: "Rapat" },
  eventConference: { en: "Conference", id: "Konferensi" },
  eventIncentive: { en: "Incentive trip", id: "Perjalanan insentif" },
  eventTraining: { en: "Training or workshop", id: "Pelatihan atau lokakarya" },
  eventGala: { en: "Gala dinner or party", id: "Makan malam gala atau pesta" },
  eventLaunch: { en: "Product launch", id: "Peluncuran produk" },
  eventExhibition: { en: "Exhibition", id: "Pameran" },
  eventWedding: { en: "Wedding", id: "Pernikahan" },
  eventOther: { en: "Other event", id: "Acara lainnya" },
  // The rated aspects (SUB_RATINGS).
  aspectSpace: { en: "Space", id: "Ruang" },
  aspectService: { en: "Service", id: "Layanan" },
  aspectFood: { en: "Food and beverage", id: "Makanan dan minuman" },
  aspectValue: { en: "Value", id: "Nilai" },
  // "Verified booking - event in Mar 2027": {month} is one of the month references below.
  verifiedBooking: { en: "Verified booking - event in {month} {year}", id: "Reservasi terverifikasi - acara pada {month} {year}" },
  month1: { en: "Jan", id: "Jan" },
  month2: { en: "Feb", id: "Feb" },
  month3: { en: "Mar", id: "Mar" },
  month4: { en: "Apr", id: "Apr" },
  month5: { en: "May", id: "Mei" },
  month6: { en: "Jun", id: "Jun" },
  month7: { en: "Jul", id: "Jul" },
  month8: { en: "Aug", id: "Agu" },
  month9: { en: "Sep", id: "Sep" },
  month10: { en: "Oct", id: "Okt" },
  month11: { en: "Nov", id: "Nov" },
  month12: { en: "Dec", id: "Des" },
});
