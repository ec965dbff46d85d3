// The vendor's free-text terms are for house rules (issue 42 item 1, ADR 0360): payment and
// cancellation terms are rendered from the settings (deposit %, balance days, policy) in the
// page's language. Pure: the product form refuses text that states money terms other than the
// settings, and the seed's consistency test checks that no seeded text states any.
import { msg } from "~/i18n/message-ref";
import type { PaymentTerms } from "~/terms/payment-schedule";

const DEPOSIT_WORD = String.raw`(?:deposit|down[\s-]?payment|DP|uang muka)`;
const DEPOSIT_PERCENT = new RegExp(String.raw`(\d{1,3})\s*%\s*${DEPOSIT_WORD}|${DEPOSIT_WORD}\s*(?:of|sebesar)?\s*(\d{1,3})\s*%`, "i");
const DEPOSIT_ANY = new RegExp(String.raw`\b${DEPOSIT_WORD}\b`, "i");
const PAID_IN_FULL = /\b(paid in full|full payment|pay in full)\b|\blunas\b|pembayaran penuh/i;
const BALANCE_DAYS = /(\d{1,3})\s*(?:days?|hari)\s*(?:before|prior|sebelum)/i;
const BALANCE_WORD = /\bbalance\b|pelunasan|sisa pembayaran/i;
const REFUND_OR_CANCEL = /\b(refunds?|refundable|non-?refundable|cancell?ations?|cancel(?:led|s)?)\b|pengembalian dana|pembatalan|dibatalkan|batal\b/i;

/** Any money term (deposit, full payment, balance, refund or cancellation) in a text. */
export function statesMoneyTerms(text: string): boolean {
  return [DEPOSIT_ANY, PAID_IN_FULL, BALANCE_WORD, REFUND_OR_CANCEL].some((re) => re.test(text));
}

/**
 * Null when the text states no money terms other than `terms`, else why it is refused (English;
 * a message reference, ADR 0391). Cancellation and refund statements are always refused: the policy
 * tiers' wording is the one that applies.
 */
export function termsTextConflict(text: string, terms: PaymentTerms): string | null {
  if (!text.trim()) return null;
  const pct = Math.trunc(terms.depositPercent) > 0 && Math.trunc(terms.depositPercent) < 100 ? Math.trunc(terms.depositPercent) : 0;
  const stated = DEPOSIT_PERCENT.exec(text);
  if (stated) {
    const n = Number(stated[1] ?? stated[2]);
    if (n !== pct) return msg("listing.termsDeposit", { text: n, settings: pct ? msg("listing.settingsDeposit", { percent: pct }) : msg("listing.settingsPaidInFull") });
  } else if (DEPOSIT_ANY.test(text) && pct === 0) {
    return msg("listing.termsNoDeposit");
  }
  if (PAID_IN_FULL.test(text) && pct > 0) return msg("listing.termsFull", { percent: pct });
  const days = BALANCE_DAYS.exec(text);
  if (days && BALANCE_WORD.test(text) && (pct === 0 || Number(days[1]) !== terms.balanceDaysBefore)) {
    return msg("listing.termsBalance", { text: days[1], settings: pct ? msg("listing.settingsDays", { days: terms.balanceDaysBefore }) : msg("listing.settingsPaidInFull") });
  }
  if (REFUND_OR_CANCEL.test(text)) return msg("listing.termsCancellation");
  return null;
}
