// Shared (client and server) formatting and Bali-time helpers.
// Bali (Asia/Makassar, WITA) is UTC+8 all year: Indonesia has no daylight saving,
// so a fixed offset is exact and avoids shipping time-zone data to the browser.

export const BALI_TIME_ZONE = "Asia/Makassar";
export const BALI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
// Indonesian short months (id-ID): written out here, so the browser bundle carries no locale data.
const MONTHS_ID = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];
const MONTHS_LONG = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTHS_LONG_ID = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const WEEKDAYS_ID = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];

/** A site language ("en" | "id", app/i18n/config.ts); kept as a string here so format stays dependency-free. */
type Language = "en" | "id";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Integer rupiah as `Rp 1.500.000` (dot thousands separator, no decimals). */
export function formatRupiah(amount: number): string {
  const rounded = Math.round(amount);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${rounded < 0 ? "-" : ""}Rp ${digits}`;
}

/** Unit label: Person is shown as pax, the others lowercased (Day -> day). */
export function unitLabel(unit: string): string {
  return unit === "Person" ? "pax" : unit.toLowerCase();
}

export type BaliParts = {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
};

function toDate(value: Date | number): Date {
  return typeof value === "number" ? new Date(value) : value;
}

/** Wall-clock fields of an instant in Bali. */
export function baliParts(value: Date | number): BaliParts {
  const shifted = new Date(toDate(value).getTime() + BALI_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** `YYYY-MM-DD` of the instant in Bali. */
export function baliIsoDate(value: Date | number = Date.now()): string {
  const p = baliParts(value);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** `HH:mm` (24-hour) of the instant in Bali. */
export function baliTime(value: Date | number): string {
  const p = baliParts(value);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/**
 * The UTC instant of a Bali wall-clock date and time.
 * `baliToUtc("2026-11-22", "08:00")` is 2026-11-22T00:00:00Z.
 */
export function baliToUtc(isoDate: string, time = "00:00"): Date {
  const d = ISO_DATE.exec(isoDate);
  const t = TIME.exec(time);
  if (!d || !t || !isIsoDate(isoDate)) throw new RangeError(`Invalid Bali date/time: ${isoDate} ${time}`);
  const hour = +t[1];
  const minute = +t[2];
  if (hour > 23 || minute > 59) throw new RangeError(`Invalid time: ${time}`);
  return new Date(Date.UTC(+d[1], +d[2] - 1, +d[3], hour, minute) - BALI_OFFSET_MS);
}

/** Start (00:00 Bali) of the Bali day containing the instant. */
export function baliStartOfDay(value: Date | number = Date.now()): Date {
  return baliToUtc(baliIsoDate(value));
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDaysIso(isoDate: string, days: number): string {
  return baliIsoDate(baliToUtc(isoDate).getTime() + days * DAY_MS);
}

/** A Bali month ("YYYY-MM") in the language: "August 2026", "Agustus 2026". */
export function formatMonthYear(monthKey: string, lang: Language = "en"): string {
  const [year, month] = monthKey.split("-").map(Number);
  return `${(lang === "id" ? MONTHS_LONG_ID : MONTHS_LONG)[month - 1]} ${year}`;
}

/** DD/MM/YYYY in Bali time. */
export function formatDate(value: Date | number): string {
  const p = baliParts(value);
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
}

/** A date picker's value (YYYY-MM-DD) as the site writes dates (DD/MM/YYYY); "" when it is not one. */
export function isoDateLabel(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}

/** DD/MM/YYYY HH:mm in Bali time (HH.mm in Indonesian). */
export function formatDateTime(value: Date | number, lang: Language = "en"): string {
  return `${formatDate(value)} ${formatTimeOfDay(value, lang)}`;
}

/** Invoice dates: DD MMM YYYY (e.g. 05 Nov 2026; Indonesian 05 Agu 2026) in Bali time. */
export function formatInvoiceDate(value: Date | number, lang: Language = "en"): string {
  const p = baliParts(value);
  return `${pad(p.day)} ${(lang === "id" ? MONTHS_ID : MONTHS)[p.month - 1]} ${p.year}`;
}

/** The weekday and DD/MM/YYYY in Bali time: "Monday 17/08/2026", "Senin 17/08/2026". */
export function formatWeekdayDate(value: Date | number, lang: Language = "en"): string {
  const weekday = new Date(toDate(value).getTime() + BALI_OFFSET_MS).getUTCDay();
  return `${(lang === "id" ? WEEKDAYS_ID : WEEKDAYS)[weekday]} ${formatDate(value)}`;
}

/** HH:mm in English, HH.mm in Indonesian (the id-ID way of writing the time), Bali time. */
export function formatTimeOfDay(value: Date | number, lang: Language = "en"): string {
  const time = baliTime(value);
  return lang === "id" ? time.replace(":", ".") : time;
}

/**
 * The times inside a text the server wrote ("17/08/2026 09:30", "09:30") as the page's language
 * writes them: HH.mm in Indonesian. For display only, never for a form's value.
 */
export function timesIn(text: string, lang: Language): string {
  return lang === "id" ? text.replace(/\b([01]\d|2[0-3]):([0-5]\d)\b/g, "$1.$2") : text;
}

/**
 * A count with thousands separators: 1,250 in English, 1.250 in Indonesian (id-ID); decimals
 * with a comma in Indonesian (4,5). Money is not a count: formatRupiah writes Rp 1.500.000 in both.
 */
export function formatNumber(value: number, lang: Language = "en"): string {
  const [whole, fraction] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === "id" ? "." : ",");
  const sign = value < 0 ? "-" : "";
  return fraction ? `${sign}${grouped}${lang === "id" ? "," : "."}${fraction}` : `${sign}${grouped}`;
}

/**
 * A decimal rounded to `digits` places in the page's language: 12.5 / 2,000 in English,
 * 12,5 / 2.000 in Indonesian (id-ID). formatNumber writes the digits it is given.
 */
export function formatDecimal(value: number, lang: Language = "en", digits = 1): string {
  const factor = 10 ** digits;
  return formatNumber(Math.round(value * factor) / factor, lang);
}

/** A distance in km, one decimal at most: "12.5 km" in English, "12,5 km" in Indonesian. */
export function formatDistance(km: number, lang: Language = "en"): string {
  return `${formatDecimal(km, lang, 1)} km`;
}

/** Hourly time options 00:00 ... 23:00 (24-hour). */
export function hourlyTimes(fromHour = 0, toHour = 23): string[] {
  const out: string[] = [];
  for (let h = fromHour; h <= toHour; h++) out.push(`${pad(h)}:00`);
  return out;
}

/** Unit price after a whole-percent discount, rounded to the nearest rupiah. */
export function discountedPrice(price: number, discountPercentage: number): number {
  if (!discountPercentage) return price;
  return Math.round((price * (100 - discountPercentage)) / 100);
}
