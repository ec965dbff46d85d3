// The taxes inside an inclusive amount in an e-mail's words (ADR 0364), at the configured rates.
import { taxConfig } from "~/env.server";
import { fill, mailStrings, type Lang } from "~/mail/mail-language.server";
import { formatRupiah } from "~/utils/format";
import { percentText, type TaxSplit } from "~/payments/tax";

/** "  incl. service charge 10 % Rp 100.000 and PPN 11 % Rp 121.000 on a base of Rp 1.000.000 (...)". */
export function taxMailText(lang: Lang, split: TaxSplit): string {
  const config = taxConfig();
  return fill(mailStrings(lang).taxIncluded, {
    serviceRate: percentText(config.serviceBps, lang), service: formatRupiah(split.service),
    ppnRate: percentText(config.ppnBps, lang), ppn: formatRupiah(split.ppn),
    base: formatRupiah(split.base), npwp: config.sellerNpwp,
  });
}
