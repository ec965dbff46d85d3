// The vendor's Cancel booking step (ADR 0254): the refund the planner gets, in rupiah, then a
// required reason and the confirm button. A plain form in a page-state dialog (no JS needed).
import { Form, Link } from "@remix-run/react";
import { ErrorList, SubmitButton, TextareaField } from "~/components/forms";
import { formatRupiah } from "~/utils/format";

export type VendorCancelReply = { reason: string; errors: { reason?: string[]; ""?: string[] } };

export function VendorCancelForm({
  lineId,
  summary,
  quote,
  reply,
  backTo,
  returnTo,
}: {
  lineId: number;
  summary: string;
  quote: { refund: number; cancellable: boolean; blocked: string | null; reasonMax: number };
  reply: VendorCancelReply | null;
  backTo: string;
  returnTo: string;
}) {
  if (!quote.cancellable) {
    return (
      <>
        <p className="text-sm text-slate-600">{summary}</p>
        <p className="mt-3 font-semibold" role="note">{quote.blocked}</p>
        <p className="mt-4">
          <Link to={backTo} preventScrollReset className="rounded-full border border-slate-300 px-5 py-2 font-semibold">Back</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-slate-600">{summary}</p>
      <p className="mt-3 text-lg" data-testid="vendor-cancel-refund">
        The planner gets <strong className="whitespace-nowrap">{formatRupiah(quote.refund)}</strong> back in full.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Whatever your cancellation policy, a booking you cancel is refunded in full. The planner is e-mailed your reason and a link
        to find another space for the same date; the time is free for other bookings at once. Cancellations by venues are counted.
      </p>
      <ErrorList id="vendor-cancel-error" errors={reply?.errors[""]} />
      <Form method="post" preventScrollReset className="mt-4">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="id" value={lineId} />
        <input type="hidden" name="expectedRefund" value={quote.refund} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <TextareaField
          label="Reason, sent to the planner *"
          textareaProps={{ name: "reason", id: "vendor-cancel-reason", rows: 3, required: true, maxLength: quote.reasonMax, defaultValue: reply?.reason ?? "" }}
          errors={reply?.errors.reason}
        />
        <div className="mt-4 flex flex-wrap gap-3">
          <SubmitButton pendingText="Cancelling..." className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800">
            Cancel booking
          </SubmitButton>
          <Link to={backTo} preventScrollReset className="rounded-full border border-slate-300 px-5 py-2 font-semibold">
            Keep the booking
          </Link>
        </div>
      </Form>
    </>
  );
}
