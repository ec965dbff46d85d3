// The reservation lines' server-made words in Indonesian (issue 27, ADR 0300): spread into
// MESSAGES_ID. Checkout's and payment's refusals moved to the checkout and payments catalogues
// (app/i18n/catalog/, ADR 0391).
import type { Lang } from "~/i18n/config";

// Built on first use, as the table that spreads it.
let checkoutTable: Record<string, string> | undefined;
export function checkoutMessagesId(): Record<string, string> {
  return (checkoutTable ??= {
  // The reservation lines' words computed on the server (setups, tax, badges, refunds).
  "U-Style": "Huruf U",
  Board: "Meja rapat",
  Classroom: "Kelas",
  Cocktail: "Koktail",
  Theatre: "Teater",
  "incl. tax & service": "termasuk pajak & layanan",
  "++ tax & service (21 %)": "++ pajak & layanan (21 %)",
  Paid: "Lunas",
  Expired: "Kedaluwarsa",
  Cancelled: "Dibatalkan",
  "Waiting Payment": "Menunggu Pembayaran",
  "Booking Fee": "Biaya Pemesanan",
  "Down Payment": "Uang Muka",
  "Full Paid": "Lunas",
  "Refund requested": "Pengembalian dana diminta",
  "Refund processing": "Pengembalian dana diproses",
  Refunded: "Dana dikembalikan",
  "Refund failed: we are on it": "Pengembalian dana gagal: sedang kami tangani",
  you: "Anda",
  "the venue": "venue",
  });
}

/** Units of a line's quantity ("x 2 hour"). */
export const UNIT_WORDS_ID: Record<string, string> = { pax: "orang", day: "hari", hour: "jam" };

/** A server-made quantity ("100 pax", "3 day") in the page's language: "100 orang", "3 hari" (issue 42). */
export function quantityIn(lang: Lang, text: string): string {
  return lang === "id" ? text.replace(/\b(pax|day|hour)\b/g, (w) => UNIT_WORDS_ID[w] ?? w) : text;
}
