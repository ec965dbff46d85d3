// The admin console's validation and refusal messages in Indonesian (issue 27): what is left of
// cancel and refunds, and display words of other domains (coupons, closure days,
// payment status, delete and restore, payouts and the audit log are on ids: app/i18n/catalog/admin.server.ts, ADR 0391). The schemas and domain modules keep the English (the /v1 API and tests read it);
// the console's actions translate on the way out (translateMessage). Spread into MESSAGES_ID.
// Literal texts, not imports of the domain modules: messages.server is loaded by every page, and
// tests/unit/language.test.ts checks each list against the modules' own constants.
import { timesIn } from "~/utils/format";


export const ADMIN_MESSAGES_ID: Record<string, string> = {
  // The overview's balance states (app/payments/balances.server.ts balanceState)
  "balance due tomorrow": "sisa pembayaran jatuh tempo besok",
  "balance due today": "sisa pembayaran jatuh tempo hari ini",
  // Refund states (app/cancellations/line-cancellations.server.ts adminRefundState)
  Refunded: "Dikembalikan",
  // Who cancelled a line (CANCELLED_BY_LABELS of app/cancellations/line-cancellations.server.ts)
  Planner: "Perencana acara",
  "Automatic (balance not paid)": "Otomatis (sisa pembayaran tidak dibayar)",
  "Automatic (paid after the release)": "Otomatis (dibayar setelah reservasi dilepas)",
  "Failed: retry on the refunds page": "Gagal: coba lagi di halaman pengembalian dana",
  "To send by bank transfer": "Untuk dikirim lewat transfer bank",
  "Processing at the gateway": "Diproses di gateway",
  "Requested from the gateway": "Diminta dari gateway",
};

const PAYMENT_STATUS_ID: Record<string, string> = { "Waiting Payment": "Menunggu Pembayaran", "Booking Fee": "Biaya Pemesanan", "Down Payment": "Uang Muka", "Full Paid": "Lunas" };
const status = (label: string) => PAYMENT_STATUS_ID[label] ?? label;

/** Admin messages with a date, a code or a number in them: the English pattern and its Indonesian. */
export const ADMIN_PATTERNS_ID: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^balance due in (\d+) days$/, (m) => `sisa pembayaran jatuh tempo dalam ${m[1]} hari`],
  [/^overdue by (\d+) days?$/, (m) => `terlambat ${m[1]} hari`],
  [/^Sent \(reference (.*)\)$/, (m) => `Terkirim (referensi ${m[1]})`],
  // A date and time the server wrote (formatDateTime): HH.mm and WITA in Indonesian.
  [/^(\d\d\/\d\d\/\d{4} \d\d:\d\d)( \(Bali time\))?$/, (m) => `${timesIn(m[1], "id")}${m[2] ? " (WITA)" : ""}`],
  [/^(Waiting Payment|Booking Fee|Down Payment|Full Paid)( \(not paid yet\))?$/, (m) => `${status(m[1])}${m[2] ? " (belum dibayar)" : ""}`],
];
