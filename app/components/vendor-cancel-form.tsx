// The vendor's Cancel booking step (ADR 0254): the refund the planner gets, in rupiah, then a
// required reason and the confirm button. A plain form in a page-state dialog (no JS needed).
// For a member who may not cancel (an event coordinator, ADR 0352) the same step asks the
// owner to: the reason goes to the action centre, nothing is cancelled or refunded.
import { Link } from "@remix-run/react";
import { Form } from "~/components/form";
import { ErrorList, SubmitButton, TextareaField } from "~/components/forms";
import { formatRupiah } from "~/utils/format";
import { useStrings } from "~/i18n/use-strings";

export type VendorCancelReply = { reason: string; errors: { reason?: string[]; ""?: string[] } };

export function VendorCancelForm({
  mode = "cancel",
  lineId,
  summary,
  quote,
  reply,
  backTo,
  returnTo,
}: {
  mode?: "cancel" | "request";
  lineId: number;
  summary: string;
  quote: { refund: number; cancellable: boolean; blocked: string | null; reasonMax: number };
  reply: VendorCancelReply | null;
  backTo: string;
  returnTo: string;
}) {
  // Only Manage Reservation shows the form: its loader sends the strings.
  const t = useStrings("dashboardReservations");
  if (!quote.cancellable) {
    return (
      <>
        <p className="text-sm text-slate-600">{summary}</p>
        <p className="mt-3 font-semibold" role="note">{quote.blocked}</p>
        <p className="mt-4">
          <Link to={backTo} preventScrollReset className="rounded-full border border-slate-300 px-5 py-2 font-semibold">{t.back}</Link>
        </p>
      </>
    );
  }
  const asking = mode === "request";
  return (
    <>
      <p className="text-sm text-slate-600">{summary}</p>
      {asking ? <p className="mt-3 text-sm text-slate-600" data-testid="vendor-cancel-request">{t.requestExplain}</p> : null}
      {asking ? null : (
        <p className="mt-3 text-lg" data-testid="vendor-cancel-refund">
          {t.refundBefore} <strong className="whitespace-nowrap">{formatRupiah(quote.refund)}</strong> {t.refundAfter}
        </p>
      )}
      {asking ? null : <p className="mt-2 text-sm text-slate-600">{t.cancelExplain}</p>}
      <ErrorList id="vendor-cancel-error" errors={reply?.errors[""]} />
      <Form method="post" preventScrollReset className="mt-4">
        <input type="hidden" name="intent" value={asking ? "requestCancel" : "cancel"} />
        <input type="hidden" name="id" value={lineId} />
        <input type="hidden" name="expectedRefund" value={quote.refund} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <TextareaField
          label={asking ? t.requestReasonLabel : t.reasonLabel}
          textareaProps={{ name: "reason", id: "vendor-cancel-reason", rows: 3, required: true, maxLength: quote.reasonMax, defaultValue: reply?.reason ?? "" }}
          errors={reply?.errors.reason}
        />
        <div className="mt-4 flex flex-wrap gap-3">
          <SubmitButton pendingText={asking ? t.sendingRequest : t.cancelling} className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800">
            {asking ? t.sendRequest : t.cancelBooking}
          </SubmitButton>
          <Link to={backTo} preventScrollReset className="rounded-full border border-slate-300 px-5 py-2 font-semibold">
            {t.keepBooking}
          </Link>
        </div>
      </Form>
    </>
  );
}
