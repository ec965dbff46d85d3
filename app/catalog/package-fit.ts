// What a package is for, read from its name and package type, and whether its hours and
// inclusions fit that (issue 42 item 2, ADR 0361). Pure: the vendor's product form refuses a
// package that does not fit, and the seed's consistency test checks every seeded product.
import { msg } from "~/i18n/message-ref";

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
  evening: { minHours: 3, closeAtLeast: 21, message: msg("listing.eveningHours") },
  halfday: { minHours: 4, message: msg("listing.halfdayHours") },
  fullday: { minHours: 8, message: msg("listing.fulldayHours") },
  hire: { minHours: 1, message: msg("listing.closeAfterOpen") },
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

export const EVENING_INCLUSION_MESSAGE = msg("listing.eveningInclusion");
export const DAY_INCLUSION_MESSAGE = msg("listing.dayInclusion");

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
