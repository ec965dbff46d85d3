// An amount of rupiah as pages show it ("Rp 1.500.000"): one unbreakable piece, so a narrow
// column never leaves "Rp" or a minus sign on one line and the digits on the next (issue 26).
import { formatRupiah } from "~/utils/format";

export function Money({ amount, negative = false, className = "" }: { amount: number; negative?: boolean; className?: string }) {
  return (
    // `money`: nowrap, and the marker tests find amounts by (app/tailwind.css); one short class
    // instead of a utility and a data attribute, on every amount of every card (ADR 0415).
    <span className={`money ${className}`.trim()}>
      {`${negative ? "-" : ""}${formatRupiah(amount)}`}
    </span>
  );
}
