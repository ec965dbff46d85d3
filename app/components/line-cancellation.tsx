// A cancelled reservation line in the operations tables and details (admin payments console):
// when, by whom, and its refund with what is left to do (ADR 0253).
import { formatRupiah } from "~/utils/format";

export type LineCancellation = {
  at: string;
  by: string;
  reason: string;
  refund: { amount: number; state: string; method: string; stateLabel: string } | null;
};

export function LineCancellationNote({ cancellation }: { cancellation: LineCancellation }) {
  const { refund } = cancellation;
  return (
    <span className="mt-1 block whitespace-normal text-xs" data-testid="line-cancellation">
      <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 font-bold text-red-800">Cancelled</span>{" "}
      <span className="text-slate-700">by {cancellation.by}</span>
      <span className="block text-slate-700">
        {refund ? (
          <>
            Refund <span className="whitespace-nowrap font-semibold">{formatRupiah(refund.amount)}</span>: {refund.stateLabel}
          </>
        ) : (
          "No refund"
        )}
      </span>
    </span>
  );
}
