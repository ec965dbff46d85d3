// The language of an e-mail (issue 27, ADRs 0322 and 0327): an account mail (activation, password
// reset) in the account's language (`users.language`, set by the language switch and at sign-up);
// a booking's mails in the invoice's (`invoices.language`: the web checkout page's, or for /v1 the
// signed-in booker's account's). The builders ask here, so their callers need not know.
import { eq } from "drizzle-orm";
import { getDb, tables, first } from "~/db.server";
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
export async function userLanguage(userId: number | null | undefined): Promise<Lang> {
  if (!userId) return "en";
  const row = await first(getDb().select({ language: tables.users.language }).from(tables.users).where(eq(tables.users.id, userId)));
  return isLang(row?.language) ? row.language : "en";
}

/**
 * The language of an invoice's mails and documents: the invoice's own (ADR 0327), written at
 * checkout. A planner who booked on Indonesian pages reads Indonesian even if their account,
 * never switched, says English.
 */
export function invoiceLanguage(invoice: { language?: string | null }): Lang {
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
