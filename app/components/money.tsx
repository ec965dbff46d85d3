// An amount of rupiah as pages show it ("Rp 1.500.000"): one unbreakable piece, so a narrow
// column never leaves "Rp" or a minus sign on one line and the digits on the next (issue 26).
import { formatRupiah } from "~/utils/format";

export function Money({ amount, negative = false, className = "" }: { amount: number; negative?: boolean; className?: string }) {
  return (
    <span className={`whitespace-nowrap ${className}`.trim()} data-money="">
      {`${negative ? "-" : ""}${formatRupiah(amount)}`}
    </span>
  );
}
