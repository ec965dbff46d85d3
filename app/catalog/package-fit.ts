// What a package is for, read from its name and package type, and whether its hours and
// inclusions fit that (issue 42 item 2, ADR 0361). Pure: the vendor's product form refuses a
// package that does not fit, and the seed's consistency test checks every seeded product.

/** evening: dinners and receptions; meeting: day packages; hire: a room by the hour or day. */
export type PackageKind = "evening" | "halfday" | "fullday" | "hire";

const EVENING_NAME = /\b(dinner|gala|cocktail|reception|evening|sunset|makan malam|resepsi)\b/i;

export function packageKind(product: { productName: string; packageType?: string | null }): PackageKind {
  if (EVENING_NAME.test(product.productName)) return "evening";
  const type = product.packageType ?? "";
  if (type === "halfday" || /\bhalf[\s-]?day\b|setengah hari/i.test(product.productName)) return "halfday";
  if (type === "fullday" || type === "fullboard" || type === "residental" || /\b(full[\s-]?day|full board|residential|meeting package)\b/i.test(product.productName)) return "fullday";
  return "hire";
}

const hour = (hhmm: string) => Number(hhmm.slice(0, 2)) + Number(hhmm.slice(3, 5) || 0) / 60;

/** An evening package runs into the evening (until 21:00 at least); a full day has 8 hours, a half day 4. */
export const PACKAGE_HOURS_RULE: Record<PackageKind, { minHours: number; closeAtLeast?: number; message: string }> = {
  evening: { minHours: 3, closeAtLeast: 21, message: "An evening or dinner package must stay open until 21:00 or later" },
  halfday: { minHours: 4, message: "A half-day package needs at least 4 hours between open and close" },
  fullday: { minHours: 8, message: "A full-day package needs at least 8 hours between open and close" },
  hire: { minHours: 1, message: "Close time must be after open time" },
};

/** Null when the hours fit the package, else the message saying why not. */
export function hoursMisfit(kind: PackageKind, openTime: string, closeTime: string): string | null {
  const rule = PACKAGE_HOURS_RULE[kind];
  const open = hour(openTime);
  const close = hour(closeTime);
  if (close - open < rule.minHours) return rule.message;
  if (rule.closeAtLeast !== undefined && close < rule.closeAtLeast) return rule.message;
  return null;
}

/** Inclusions that name a meal or break of another time of day (English and Indonesian). */
const DAYTIME_ITEMS = /\b(coffee[\s-]?breaks?|lunch|breakfast)\b|rehat kopi|makan siang|sarapan/i;
const EVENING_ITEMS = /\b(dinner|gala)\b|makan malam/i;

export const EVENING_INCLUSION_MESSAGE = "An evening or dinner package cannot include coffee breaks, breakfast or lunch: list what the evening includes";
export const DAY_INCLUSION_MESSAGE = "A day meeting package cannot include a dinner: offer the dinner as its own evening package";

/** Null when the inclusions fit the package, else the message saying why not. */
export function inclusionsMisfit(kind: PackageKind, inclusionHtml: string): string | null {
  const text = inclusionHtml.replace(/<[^>]*>/g, " ");
  if (kind === "evening" && DAYTIME_ITEMS.test(text)) {
    return EVENING_INCLUSION_MESSAGE;
  }
  if ((kind === "halfday" || kind === "fullday") && EVENING_ITEMS.test(text)) {
    return DAY_INCLUSION_MESSAGE;
  }
  return null;
}

/** The messages in Indonesian (app/i18n/messages/listing.server.ts lists them). */
export const PACKAGE_FIT_MESSAGES_ID: Record<string, string> = {
  [PACKAGE_HOURS_RULE.evening.message]: "Paket malam atau makan malam harus buka sampai pukul 21.00 atau lebih",
  [PACKAGE_HOURS_RULE.halfday.message]: "Paket setengah hari memerlukan sedikitnya 4 jam antara buka dan tutup",
  [PACKAGE_HOURS_RULE.fullday.message]: "Paket sehari penuh memerlukan sedikitnya 8 jam antara buka dan tutup",
  [EVENING_INCLUSION_MESSAGE]: "Paket malam atau makan malam tidak dapat mencakup rehat kopi, sarapan, atau makan siang: tulis apa yang termasuk pada malam hari",
  [DAY_INCLUSION_MESSAGE]: "Paket rapat siang hari tidak dapat mencakup makan malam: tawarkan makan malam sebagai paket malam tersendiri",
};
