// The language of an e-mail (issue 27, ADR 0322): the recipient's. An account holder's is the
// account's (`users.language`, set by the language switch and at sign-up); a guest booker's is
// the invoice's (`invoices.language`, the checkout page's). The builders ask here, so their
// callers need not know.
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { fill, isLang, optionLabel, type Lang } from "~/i18n/config";
import { strings } from "~/i18n/strings.server";
import { LAYOUTS } from "~/utils/constants";
import { formatDate, formatDateTime, formatTimeOfDay, unitLabel } from "~/utils/format";

export type { Lang };
export { fill };

/** The mail dictionary in one language. */
export function mailStrings(lang: Lang) {
  return strings(lang, "mail");
}

/** A user's stored language; English for an unknown user. */
export function userLanguage(userId: number | null | undefined): Lang {
  if (!userId) return "en";
  const row = getDb().select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.id, userId)).get();
  return isLang(row?.language) ? row.language : "en";
}

/** The language of the booker of an invoice: their account's, or for a guest the checkout page's. */
export function invoiceLanguage(invoice: { userId: number | null; language?: string | null }): Lang {
  if (invoice.userId) return userLanguage(invoice.userId);
  return isLang(invoice.language) ? invoice.language : "en";
}

/** DD/MM/YYYY HH:mm, or HH.mm in Indonesian (Bali time). */
export function dateTimeIn(lang: Lang, at: Date | number): string {
  return lang === "en" ? formatDateTime(at) : `${formatDate(at)} ${formatTimeOfDay(at, lang)}`;
}

export function layoutIn(lang: Lang, setup: string): string {
  return optionLabel(strings(lang, "product"), "layout", setup, LAYOUTS.find((l) => l.value === setup)?.label ?? setup);
}

export function unitIn(lang: Lang, unit: string): string {
  return optionLabel(strings(lang, "product"), "unit", unit, unitLabel(unit));
}

/** An invoice's payment status word (Waiting Payment, Down Payment ...). */
export function paymentStatusIn(lang: Lang, status: string): string {
  return optionLabel(mailStrings(lang), "status", status, status);
}

export function taxShortIn(lang: Lang, value: string | null | undefined): string {
  return mailStrings(lang)[value === "added" ? "tax.added" : "tax.included"];
}
