// PPN (VAT) and service charge inside an inclusive price (issue 42 item 8, ADR 0364). Prices stay
// inclusive; documents and e-mails show what an inclusive amount is made of, as an Indonesian
// finance team files it: the base (DPP), the service charge on the base, and PPN on base plus
// service. Integer rupiah, exact: base + service + ppn is always the amount.
// Pure: the rates come from configuration (taxRates() in app/env.server.ts).

/** Rates in basis points (1100 = 11 %). */
export type TaxRates = { ppnBps: number; serviceBps: number };
export type TaxSplit = { total: number; base: number; service: number; ppn: number };

/** a / b rounded half up, for non-negative integers. */
function divRound(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/**
 * Splits an inclusive amount: first PPN, the rest of total / (1 + PPN rate) rounded; then the
 * service charge, the rest of that / (1 + service rate) rounded, whose quotient is the base.
 * Each is a remainder, so the three are never negative and always sum back to the amount; each
 * is within a rupiah of its rate times what it is charged on.
 */
export function splitInclusive(total: number, rates: TaxRates): TaxSplit {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`not a whole rupiah amount: ${total}`);
  const t = BigInt(total);
  const beforePpn = divRound(t * 10_000n, 10_000n + BigInt(rates.ppnBps));
  const base = divRound(beforePpn * 10_000n, 10_000n + BigInt(rates.serviceBps));
  return { total, base: Number(base), service: Number(beforePpn - base), ppn: Number(t - beforePpn) };
}

type TaxLine = { totalPrice: number; discountShare: number; paidAmount: number; taxAndService?: string | null };

/**
 * An invoice's taxes: the split of what its lines with inclusive prices come to (after the
 * coupon), and of what was paid on them. Lines priced "++" (tax added at the venue, ADR 0263)
 * are outside it: `excluded` is their amount.
 */
export function invoiceTax(lines: readonly TaxLine[], rates: TaxRates) {
  const inclusive = lines.filter((l) => l.taxAndService !== "added");
  const sum = (ls: readonly TaxLine[], f: (l: TaxLine) => number) => ls.reduce((a, l) => a + f(l), 0);
  return {
    total: splitInclusive(sum(inclusive, (l) => l.totalPrice - l.discountShare), rates),
    paid: splitInclusive(sum(inclusive, (l) => l.paidAmount), rates),
    excluded: sum(lines.filter((l) => l.taxAndService === "added"), (l) => l.totalPrice - l.discountShare),
  };
}

/** "11 %", "12,5 %" (Indonesian decimal comma) from basis points. */
export function percentText(bps: number, lang: "en" | "id" = "en"): string {
  const text = (bps / 100).toFixed(2).replace(/\.?0+$/, "");
  return `${lang === "id" ? text.replace(".", ",") : text} %`;
}
