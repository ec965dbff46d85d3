// The cancellation tiers and payment terms in words (app/terms/*.ts): the product, venue,
// cancel and checkout pages, the vendor's venue form, mails, quotations and /v1 (in English).
// policyWords and policyTimeline build their sentences from these pieces. Ids are
// `terms.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const terms = defineMessages({
  // The tiers' names (POLICY_TIERS)
  veryFlexible: { en: "Very flexible", id: "Sangat fleksibel" },
  flexible: { en: "Flexible", id: "Fleksibel" },
  standard30: { en: "Standard 30", id: "Standar 30" },
  standard90: { en: "Standard 90", id: "Standar 90" },
  // A tier in words (policyWords): its steps, then the rule every tier shares
  policyWords: {
    en: "{steps}. No cancellation from the day before the event (Bali time).",
    id: "{steps}. Tidak bisa dibatalkan sejak sehari sebelum acara (WITA).",
  },
  policyWordsThenNone: {
    en: "{steps}; no refund after that. No cancellation from the day before the event (Bali time).",
    id: "{steps}; tanpa pengembalian dana setelahnya. Tidak bisa dibatalkan sejak sehari sebelum acara (WITA).",
  },
  twoSteps: { en: "{first}; {second}", id: "{first}; {second}" },
  /** A step's refund, opening the sentence (First) or after a semicolon (Next). */
  fullRefundFirst: { en: "Full refund", id: "Pengembalian dana penuh" },
  fullRefundNext: { en: "full refund", id: "pengembalian dana penuh" },
  percentRefundFirst: { en: "{percent} % refund", id: "Pengembalian dana {percent} %" },
  percentRefundNext: { en: "{percent} % refund", id: "pengembalian dana {percent} %" },
  stepUntilDayBefore: { en: "{refund} if cancelled until the day before the event", id: "{refund} jika dibatalkan hingga sehari sebelum acara" },
  stepUntilDays: { en: "{refund} if cancelled until {days} days before the event", id: "{refund} jika dibatalkan hingga {days} hari sebelum acara" },
  // The timeline's steps (policyTimeline)
  fullUntilDayBefore: { en: "Full refund until the day before", id: "Pengembalian dana penuh hingga sehari sebelumnya" },
  fullUntilDays: { en: "Full refund until {days} days before", id: "Pengembalian dana penuh hingga {days} hari sebelumnya" },
  percentUntilDayBefore: { en: "{percent} % refund until the day before", id: "Pengembalian dana {percent} % hingga sehari sebelumnya" },
  percentUntilDays: { en: "{percent} % refund until {days} days before", id: "Pengembalian dana {percent} % hingga {days} hari sebelumnya" },
  noRefundUntilDayBefore: { en: "No refund until the day before", id: "Tanpa pengembalian dana hingga sehari sebelumnya" },
  noCancellationFromDayBefore: { en: "No cancellation from the day before the event", id: "Tidak bisa dibatalkan sejak sehari sebelum acara" },
  // The payment terms (paymentTermsWords)
  paidInFull: { en: "Paid in full when you book.", id: "Dibayar lunas saat memesan." },
  deposit: {
    en: "A {percent} % deposit secures the booking; the balance is due {days} days before the event. Bookings made later than that are paid in full.",
    id: "Uang muka {percent} % mengamankan reservasi; sisa pembayaran jatuh tempo {days} hari sebelum acara. Reservasi yang dibuat setelah itu dibayar lunas.",
  },
});
