// Whether a product's price includes tax and service charge (issue 26 item 9, ADR 0263). The
// vendor says so on the product form; planners read it beside every price. Bali venues often
// quote "++" prices: 10 % service charge and 11 % tax (PB1 / VAT) are added on top.
import type { TaxAndService } from "~/db/enums";

export const TAX_AND_SERVICE_WORDS: Record<TaxAndService, { short: string; long: string; option: string }> = {
  included: {
    short: "incl. tax & service",
    long: "The price includes tax and service charge.",
    option: "The price includes tax and service charge",
  },
  added: {
    short: "++ tax & service (21 %)",
    long: "The price excludes tax and service charge (\"++\"): the venue adds 10 % service charge and 11 % tax (21 % in all), payable at the venue.",
    option: "The price excludes tax and service charge (\"++\": the venue adds 10 % service and 11 % tax)",
  },
};

/** The words of a stored value; anything unknown reads as the default. */
export function taxAndServiceWords(value: string | null | undefined) {
  return TAX_AND_SERVICE_WORDS[value === "added" ? "added" : "included"];
}
