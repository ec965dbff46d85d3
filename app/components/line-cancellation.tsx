// A cancelled reservation line in the operations tables and details (admin payments console):
// when, by whom, and its refund with what is left to do (ADR 0253).
import { fill } from "~/i18n/config";
import { formatRupiah } from "~/utils/format";

export type LineCancellation = {
  at: string;
  by: string;
  reason: string;
  refund: { amount: number; state: string; method: string; stateLabel: string } | null;
};

/** Its words: the reservations table's (English by default, the page's language when given). */
type LineCancellationLabels = { dCancelled: string; lcBy: string; lcRefund: string; lcNoRefund: string };
const LABELS: LineCancellationLabels = { dCancelled: "Cancelled", lcBy: "by {by}", lcRefund: "Refund", lcNoRefund: "No refund" };

export function LineCancellationNote({ cancellation, labels: l = LABELS }: { cancellation: LineCancellation; labels?: LineCancellationLabels }) {
  const { refund } = cancellation;
  return (
    <span className="mt-1 block whitespace-normal text-xs" data-testid="line-cancellation">
      <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 font-bold text-red-800">{l.dCancelled}</span>{" "}
      <span className="text-slate-700">{fill(l.lcBy, { by: cancellation.by })}</span>
      <span className="block text-slate-700">
        {refund ? (
          <>
            {l.lcRefund} <span className="whitespace-nowrap font-semibold">{formatRupiah(refund.amount)}</span>: {refund.stateLabel}
          </>
        ) : (
          l.lcNoRefund
        )}
      </span>
    </span>
  );
}
