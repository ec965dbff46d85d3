// Validation and refusal messages of the planner's forms in Indonesian (ADR 0300). The schemas
// keep the spec's English texts (tests and /v1 read them); a page action answering an
// Indonesian page passes its reply through translateReply on the way out.
import { INVALID_CREDENTIALS, MESSAGES, NOT_ACTIVATED, PASSWORD_STRENGTH_MESSAGES, PASSWORD_TOO_LONG } from "~/i18n/english/accounts.server";
import { PERSON_NAME_MESSAGE } from "~/i18n/english/accounts";
import type { Lang } from "~/i18n/config";
import { isMessageRef, messageText } from "~/i18n/catalog/text.server";
import { ADMIN_MESSAGES_ID, ADMIN_PATTERNS_ID } from "~/i18n/messages/admin.server";
import { ACCOUNT_MESSAGES_ID, ACCOUNT_PATTERNS_ID } from "~/i18n/messages/account.server";
import { checkoutMessagesId, quantityIn } from "~/i18n/messages/checkout.server";
import { DASHBOARD_MESSAGES_ID, dashboardMessageId } from "~/i18n/messages/dashboard.server";
import { LISTING_MESSAGES_ID, LISTING_PATTERNS_ID } from "~/i18n/messages/listing.server";

/** English message -> Indonesian; tests/unit/language.test.ts checks each list is covered. */
// Built on first use (the checkout's table reads modules that import this one).
let messagesIdTable: Record<string, string> | undefined;
function messagesId(): Record<string, string> {
  return (messagesIdTable ??= {
  ...DASHBOARD_MESSAGES_ID,
  ...ACCOUNT_MESSAGES_ID,
  [MESSAGES.loginEmpty]: "E-mail atau kata sandi kosong!",
  [MESSAGES.registrationIncomplete]: "Mohon lengkapi formulir pendaftaran!",
  [MESSAGES.passwordMismatch]: "Kata sandi tidak cocok!",
  [MESSAGES.invalidEmail]: "Mohon masukkan alamat e-mail yang valid",
  [MESSAGES.passwordTooShort]: "Kata sandi minimal 8 karakter",
  [MESSAGES.resetInvalidPassword]: "Kata sandi Anda tidak valid!",
  [MESSAGES.resetInvalidToken]: "Token Anda tidak valid!",
  [MESSAGES.emailRequired]: "Mohon isi alamat e-mail Anda",
  [PASSWORD_TOO_LONG]: "Kata sandi maksimal 72 byte: gunakan lebih sedikit karakter (huruf beraksen dihitung 2, emoji 4).",
  [PASSWORD_STRENGTH_MESSAGES.common]: "Kata sandi ini terlalu umum: ada dalam daftar kata sandi yang bocor. Silakan pilih yang lain.",
  [PASSWORD_STRENGTH_MESSAGES.personal]: "Kata sandi Anda tidak boleh memuat alamat e-mail atau nama Anda.",
  [PASSWORD_STRENGTH_MESSAGES.weak]: "Kata sandi ini terlalu mudah ditebak. Coba yang lebih panjang, misalnya tiga atau empat kata yang tidak saling berkaitan.",
  [PERSON_NAME_MESSAGE]: "Nama tidak boleh memuat alamat web, alamat e-mail, atau < >",
  "First name is too long": "Nama depan terlalu panjang",
  "Last name is too long": "Nama belakang terlalu panjang",
  [INVALID_CREDENTIALS]: "E-mail atau kata sandi salah.",
  [NOT_ACTIVATED]: "Akun Anda belum diaktifkan. Silakan ikuti tautan di e-mail aktivasi yang kami kirimkan.",
  // The /login notices (app/routes/login.tsx; the spec's spelling kept in English).
  "Thank You For Registering and please checck your email!": "Terima kasih telah mendaftar, silakan periksa e-mail Anda!",
  "Please check your e-mail!": "Silakan periksa e-mail Anda!",
  // The product page's words from the catalog (payment terms, cancellation tiers, reply time).
  "Paid in full when you book.": "Dibayar lunas saat memesan.",
  "Very flexible": "Sangat fleksibel",
  Flexible: "Fleksibel",
  "Standard 30": "Standar 30",
  "Standard 90": "Standar 90",
  "No refund until the day before": "Tanpa pengembalian dana hingga sehari sebelumnya",
  "No cancellation from the day before the event": "Tidak bisa dibatalkan sejak sehari sebelum acara",
  // Reviews on the venue page: event types and rated aspects (app/reviews/review-rules.ts).
  Meeting: "Rapat",
  Conference: "Konferensi",
  "Incentive trip": "Perjalanan insentif",
  "Training or workshop": "Pelatihan atau lokakarya",
  "Gala dinner or party": "Makan malam gala atau pesta",
  "Product launch": "Peluncuran produk",
  Exhibition: "Pameran",
  Wedding: "Pernikahan",
  "Other event": "Acara lainnya",
  Space: "Ruang",
  Service: "Layanan",
  "Food and beverage": "Makanan dan minuman",
  Value: "Nilai",
  ...checkoutMessagesId(),
  ...ADMIN_MESSAGES_ID,
  ...LISTING_MESSAGES_ID,
  });
}

/**
 * The date pickers' calendar notes with the days' names in the page's language: a fixed
 * holiday's name is its reference (app/i18n/catalog/calendar.server.ts); a closure day's name an
 * admin typed is shown as typed.
 */
export function calendarNotesIn<N extends { closed: { date: string; name: string }[]; holidays: { date: string; name: string }[] }>(lang: Lang, notes: N): N {
  const named = (d: { date: string; name: string }) => ({ ...d, name: messageText(lang, d.name) });
  return { ...notes, closed: notes.closed.map(named), holidays: notes.holidays.map(named) };
}

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTHS_ID = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];

const UNTIL_ID = (until: string) => (until === "the day before the event" ? "sehari sebelum acara" : until.replace(/^(\d+) days before the event$/, "$1 hari sebelum acara"));
const REFUND_ID = (what: string) => (/^full refund$/i.test(what) ? "pengembalian dana penuh" : what.replace(/^(\d+) % refund$/i, "pengembalian dana $1 %"));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** policyWords (app/terms/cancellation-policies.ts) in Indonesian: "Full refund if cancelled until ...; ...". */
function policyWordsId(text: string): string | null {
  const m = text.match(/^(.+?)(; no refund after that)?\. No cancellation from the day before the event \(Bali time\)\.$/);
  if (!m) return null;
  const parts = m[1].split("; ").map((part) => {
    const p = part.match(/^(.+) if cancelled until (.+)$/);
    return p ? `${REFUND_ID(p[1])} jika dibatalkan hingga ${UNTIL_ID(p[2])}` : null;
  });
  if (parts.some((p) => p === null)) return null;
  const after = m[2] ? "; tanpa pengembalian dana setelahnya" : "";
  return `${capital(parts.join("; "))}${after}. Tidak bisa dibatalkan sejak sehari sebelum acara (WITA).`;
}

// Messages with a number in them: the English pattern and its Indonesian.
const PATTERNS: [RegExp, (m: RegExpMatchArray) => string][] = [
  ...ACCOUNT_PATTERNS_ID,
  [/^If (.+) has an account, we have sent it a link to reset the password\.$/, (m) => `Jika ${m[1]} memiliki akun, kami telah mengirimkan tautan untuk mengatur ulang kata sandinya.`],
  [/^Verified booking - event in (\w{3}) (\d{4})$/, (m) => `Reservasi terverifikasi - acara pada ${MONTHS_ID[MONTHS_EN.indexOf(m[1])] ?? m[1]} ${m[2]}`],
  [/^A (\d+) % deposit secures the booking; the balance is due (\d+) days before the event\. Bookings made later than that are paid in full\.$/, (m) => `Uang muka ${m[1]} % mengamankan reservasi; sisa pembayaran jatuh tempo ${m[2]} hari sebelum acara. Reservasi yang dibuat setelah itu dibayar lunas.`],
  [/^(Full|\d+ %) refund until (the day before|\d+ days before)$/, (m) => `Pengembalian dana ${m[1] === "Full" ? "penuh" : m[1]} hingga ${m[2] === "the day before" ? "sehari sebelumnya" : m[2].replace(" days before", " hari sebelumnya")}`],
  [/^Too many attempts\. Please wait (\d+) minutes? and try again\.$/, (m) => `Terlalu banyak percobaan. Silakan tunggu ${m[1]} menit lalu coba lagi.`],
  ...ADMIN_PATTERNS_ID,
  ...LISTING_PATTERNS_ID,
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
  const policy = policyWordsId(message);
  if (policy) return policy;
  for (const [pattern, make] of PATTERNS) {
    const m = message.match(pattern);
    if (m) return make(m);
  }
  return dashboardMessageId(message) ?? message;
}

/** A Conform reply with every error message in the page's language. */
export function translateReply<T extends { error?: Record<string, string[] | null> | null } | undefined>(lang: Lang, reply: T): T {
  if (!reply?.error) return reply;
  const error = Object.fromEntries(Object.entries(reply.error).map(([field, list]) => [field, list ? list.map((m) => translateMessage(lang, m)) : list]));
  return { ...reply, error };
}

/**
 * A reservation list row's server-made words in the page's language (the vendor's and the admin's
 * lists, issue 42): its quantity ("100 orang", not "100 pax") and who cancelled it.
 */
export function reservationRowIn<T extends { totalUnit: string; cancelled: { by: string } | null }>(lang: Lang, row: T): T {
  return { ...row, totalUnit: quantityIn(lang, row.totalUnit), cancelled: row.cancelled ? { ...row.cancelled, by: translateMessage(lang, row.cancelled.by) } : row.cancelled };
}
