// Validation and refusal messages of the planner's forms in Indonesian (ADR 0300). The schemas
// keep the spec's English texts (tests and /v1 read them); a page action answering an
// Indonesian page passes its reply through translateReply on the way out.
import { ADD_TO_CART_MESSAGES } from "~/i18n/english/cart";
import { CART_MESSAGE_TEXTS as CART_MESSAGES } from "~/i18n/english/cart.server";
import type { Lang } from "~/i18n/config";
import { isMessageRef, messageText } from "~/i18n/catalog/text.server";
import { checkoutMessagesId, CHECKOUT_PATTERNS_ID } from "~/i18n/messages/checkout.server";

/** English message -> Indonesian; tests/unit/language.test.ts checks each list is covered. */
// Built on first use (the checkout's table reads modules that import this one).
let messagesIdTable: Record<string, string> | undefined;
function messagesId(): Record<string, string> {
  return (messagesIdTable ??= {
  // Adding to the reservation list (the product page; spec section 5).
  [ADD_TO_CART_MESSAGES.layout]: "Silakan pilih tata letak yang sesuai",
  [ADD_TO_CART_MESSAGES.minimumOrder]: "Pemesanan minimal 1",
  [ADD_TO_CART_MESSAGES.wholeNumber]: "Jumlah harus bilangan bulat",
  [ADD_TO_CART_MESSAGES.eventName]: "Nama acara wajib diisi",
  [ADD_TO_CART_MESSAGES.missing]: "Mohon lengkapi formulir!",
  [ADD_TO_CART_MESSAGES.reserved]: "Produk sudah direservasi, silakan periksa daftar reservasi Anda",
  [ADD_TO_CART_MESSAGES.success]: "Berhasil ditambahkan ke Daftar Reservasi",
  [CART_MESSAGES.notFound]: "Produk tidak ditemukan",
  [CART_MESSAGES.inactive]: "Produk ini tidak dapat dipesan",
  "This product is not available for booking.": "Produk ini tidak dapat dipesan.",
  [CART_MESSAGES.rateInvalid]: "Tarif produk ini tidak berlaku pada tanggal yang dipilih",
  [CART_MESSAGES.pastTime]: "Silakan pilih waktu setelah saat ini",
  [CART_MESSAGES.maxHours]: "Maksimal 24 jam",
  [CART_MESSAGES.maxDays]: "Maksimal 30 hari",
  [CART_MESSAGES.full]: CART_MESSAGES.full.replace(/^Your reservation list is full \((\d+) items\)\. Please check out or remove an item first\.$/, "Daftar reservasi Anda penuh ($1 item). Silakan selesaikan pemesanan atau hapus satu item terlebih dahulu."),
  [CART_MESSAGES.overlapInCart]: "Bertabrakan dengan item lain di daftar reservasi Anda",
  [CART_MESSAGES.slotTaken]: "Tanggal dan waktu ini sudah tidak tersedia",
  [CART_MESSAGES.passed]: "Tanggal dan waktu ini sudah lewat",
  ...checkoutMessagesId(),
  });
}

/** Bali's closure days and public holidays (app/bali-calendar/holidays.ts, and the seeded Nyepi). */
export const HOLIDAY_NAMES_ID: Record<string, string> = {
  "Ascension of Jesus Christ": "Kenaikan Yesus Kristus",
  "Chinese New Year (Imlek)": "Tahun Baru Imlek",
  "Christmas Day": "Hari Raya Natal",
  "Easter Sunday": "Hari Paskah",
  "Good Friday": "Wafat Yesus Kristus",
  "Idul Adha": "Idul Adha",
  "Idul Fitri (second day)": "Idul Fitri (hari kedua)",
  "Idul Fitri": "Idul Fitri",
  "Independence Day": "Hari Kemerdekaan",
  "Islamic New Year": "Tahun Baru Islam",
  "Isra Mi'raj": "Isra Mi'raj",
  "Labour Day": "Hari Buruh",
  "New Year's Day": "Tahun Baru Masehi",
  "Nyepi, Day of Silence": "Hari Raya Nyepi",
  "Pancasila Day": "Hari Lahir Pancasila",
  "Prophet Muhammad's Birthday": "Maulid Nabi Muhammad",
  Waisak: "Hari Raya Waisak",
};

/** The date pickers' calendar notes with the days' names in the page's language (unknown names as given). */
export function calendarNotesIn<N extends { closed: { date: string; name: string }[]; holidays: { date: string; name: string }[] }>(lang: Lang, notes: N): N {
  if (lang === "en") return notes;
  const named = (d: { date: string; name: string }) => ({ ...d, name: HOLIDAY_NAMES_ID[d.name] ?? d.name });
  return { ...notes, closed: notes.closed.map(named), holidays: notes.holidays.map(named) };
}

// Messages with a number in them: the English pattern and its Indonesian.
const PATTERNS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^Min quantity is (\d+)$/, (m) => `Jumlah minimal ${m[1]}`],
  [/^Maximum for (.+) is (\d+) pax$/, (m) => `Maksimal untuk ${m[1]} adalah ${m[2]} pax`],
  [/^Please choose a date from (.+) to (.+)$/, (m) => `Silakan pilih tanggal dari ${m[1]} sampai ${m[2]}`],
  [/^Please choose a start time within the opening hours \((.+)\)$/, (m) => `Silakan pilih waktu mulai dalam jam buka (${m[1]})`],
  [/^Closes at (\S+): at most (\d+) hours? from this start time$/, (m) => `Tutup pukul ${m[1]}: paling lama ${m[2]} jam dari waktu mulai ini`],
  [/^Bali is closed on (\S+) \((.+)\): please choose another date$/, (m) => `Bali tutup pada ${m[1]} (${HOLIDAY_NAMES_ID[m[2]] ?? m[2]}): silakan pilih tanggal lain`],
];

/**
 * A message in the page's language: a message reference (app/i18n/message-ref.ts) from its
 * catalogue; an English text of a domain not yet on ids from the English-keyed tables above
 * (ADR 0391 lists what is left).
 */
export function translateMessage(lang: Lang, message: string): string {
  if (isMessageRef(message)) return messageText(lang, message);
  if (lang === "en") return message;
  const exact = messagesId()[message];
  if (exact) return exact;
  for (const [pattern, make] of PATTERNS) {
    const m = message.match(pattern);
    if (m) return make(m);
  }
  for (const [pattern, make] of CHECKOUT_PATTERNS_ID) {
    const m = message.match(pattern);
    if (m) return make(m, (part) => translateMessage(lang, part));
  }
  return message;
}

/** A Conform reply with every error message in the page's language. */
export function translateReply<T extends { error?: Record<string, string[] | null> | null } | undefined>(lang: Lang, reply: T): T {
  if (!reply?.error) return reply;
  const error = Object.fromEntries(Object.entries(reply.error).map(([field, list]) => [field, list ? list.map((m) => translateMessage(lang, m)) : list]));
  return { ...reply, error };
}

/**
 * A reservation list row's server-made words in the page's language (the vendor's and the admin's
 * lists, issue 42): its quantity ("100 orang", not "100 pax") and who cancelled it, both message references.
 */
export function reservationRowIn<T extends { totalUnit: string; cancelled: { by: string } | null }>(lang: Lang, row: T): T {
  return { ...row, totalUnit: messageText(lang, row.totalUnit), cancelled: row.cancelled ? { ...row.cancelled, by: messageText(lang, row.cancelled.by) } : row.cancelled };
}
