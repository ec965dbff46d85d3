// /admin/manage-payments: every reservation line (5 per page, searchable), with Update Payment
// Status (?status=ID), Update Reservation (?ack=ID), Reservation Detail with the invoice's
// bank-transfer confirmations (?detail=ID), delete with confirmation (?delete=ID) and cancel
// with a refund of the admin's choosing (?cancel=ID, ADR 0253); cancelled lines say so.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { requireAdmin } from "~/accounts/session.server";
import { PAYMENT_STATUS_OPTIONS } from "~/admin/payment-labels";
import { auditActor, auditForLine } from "~/admin/audit.server";
import { confirmationViews, deleteReservationLine, setAcknowledgeAsAdmin, setPaymentStatusOfLine, venueChoices } from "~/admin/payments.server";
import { adminCancelDone, adminCancelLine, adminCancelView, withCancellations } from "~/admin/refunds.server";
import { lineCancellations } from "~/cancellations/line-cancellations.server";
import { AcknowledgeForm } from "~/components/acknowledge-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuditList } from "~/components/admin-audit";
import { ErrorList, Field, SubmitButton } from "~/components/forms";
import { LineCancellationNote } from "~/components/line-cancellation";
import { Dialog, Pager, ReservationDetailList, ReservationsTable, withParams } from "~/components/ops-reservations";
import { redirectWithToast } from "~/utils/toast.server";
import { appOrigin } from "~/utils/url.server";
import { ReservationFilterForm } from "~/components/reservation-filters";
import { listReturnTo } from "~/supplier/list-url";
import { filtersQuery, parseReservationFilters } from "~/supplier/reservation-filters";
import {
  getReservationDetail,
  listReservations,
  pageNumber,
  parseAcknowledge,
} from "~/supplier/reservations.server";
import { readFormData } from "~/utils/request-body.server";
import { formatRupiah } from "~/utils/format";
import { pageMeta } from "~/utils/meta";

const LIST_PATH = "/admin/manage-payments";
const DIALOGS = ["status", "ack", "detail", "delete", "cancel"] as const;
type DialogKind = (typeof DIALOGS)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const scope = { admin: true } as const;
  const params = new URL(request.url).searchParams;
  const page = pageNumber(params.get("page"));
  const filters = parseReservationFilters(params, "booked");
  const list = listReservations(scope, { page, filters });
  const query = filtersQuery(filters, "booked").toString();
  const kind = DIALOGS.find((k) => params.has(k)) as DialogKind | undefined;
  let dialog = null;
  if (kind) {
    const id = Number(params.get(kind));
    const detail = Number.isInteger(id) && id > 0 ? getReservationDetail(scope, id) : null;
    if (!detail) throw new Response("Not Found", { status: 404 });
    const confirmations = kind === "detail" ? confirmationViews(detail.invoiceReservationVenue.id) : [];
    const history = kind === "detail" ? auditForLine(detail.id, detail.invoiceReservationVenue.id) : [];
    const cancellation = kind === "detail" ? (lineCancellations([detail.id]).get(detail.id) ?? null) : null;
    const cancel = kind === "cancel" ? adminCancelView(detail.id) : null;
    dialog = { kind, detail, confirmations, history, cancellation, cancel };
  }
  return json({
    ...list,
    rows: withCancellations(list.rows),
    filters,
    venues: venueChoices(),
    csvHref: `/admin/manage-payments.csv${query ? `?${query}` : ""}`,
    nodata: params.has("nodata") || (page > 1 && list.rows.length === 0),
    dialog,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const actor = auditActor(admin, "console");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  const back = listReturnTo(form.get("returnTo"), LIST_PATH);
  if (intent === "acknowledge") {
    const value = parseAcknowledge(form.get("acknowledge"));
    if (value === null) throw new Response("Bad Request", { status: 400 });
    if (!setAcknowledgeAsAdmin(id, value, actor)) throw new Response("Not Found", { status: 404 });
    return redirectWithToast(back, { type: "success", description: "Reservation has been updated!" });
  }
  if (intent === "status") {
    const result = await setPaymentStatusOfLine(id, String(form.get("paymentStatus") ?? ""), actor, { origin: appOrigin(request) });
    if (!result.ok) {
      if (result.status === 404) throw new Response("Not Found", { status: 404 });
      return redirectWithToast(back, { type: "error", description: result.message });
    }
    return redirectWithToast(back, {
      type: "success",
      description: `Payment status of invoice ${result.invoice.invoiceNo} is ${result.invoice.paymentStatus}.`,
    });
  }
  if (intent === "cancel") {
    const result = await adminCancelLine(id, { refund: form.get("refund"), reason: form.get("reason") }, { actor, origin: appOrigin(request) });
    if (!result.ok) {
      if (result.status === 404) throw new Response("Not Found", { status: 404 });
      return json({ cancel: result }, { status: result.status });
    }
    return redirectWithToast(back, { type: "success", description: adminCancelDone(result) });
  }
  if (intent === "delete") {
    const result = deleteReservationLine(id, actor);
    if (!result.ok) throw new Response("Not Found", { status: 404 });
    return redirectWithToast(back, {
      type: "success",
      description: result.invoiceCancelled
        ? "Reservation has been deleted. Its invoice had no other reservation and is cancelled. It can be restored from the audit log."
        : "Reservation has been deleted. The invoice total has been updated. It can be restored from the audit log.",
    });
  }
  throw new Response("Bad Request", { status: 400 });
}

export default function ManagePayments() {
  const { rows, page, pageSize, total, filters, venues, csvHref, nodata, dialog } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const cancelReply = reply && "cancel" in reply ? reply.cancel : null;
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const closeTo = withParams(params, {});
  const returnTo = `${LIST_PATH}${closeTo}`;
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Welcome Admin</h1>
      <h2 className="mt-6 text-lg font-semibold">Manage Payment</h2>
      <ReservationFilterForm filters={filters} path={LIST_PATH} csvHref={csvHref} searchLabel="Search invoice no., name or e-mail" venues={venues} />
      <p className="mt-3 text-sm text-slate-600">{total} reservation(s).</p>
      <div className="mt-3">
        {rows.length ? (
          <ReservationsTable rows={rows} offset={(page - 1) * pageSize} params={params} admin />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {page > 1 ? "Data not available!" : "No reservations."}
          </p>
        )}
        <Pager page={page} full={rows.length === pageSize} params={params} notice={nodata} />
      </div>

      {dialog?.kind === "status" ? (
        <Dialog title="Update Payment Status" closeTo={closeTo}>
          <p className="mb-4 text-sm text-slate-600">
            Invoice {dialog.detail.invoiceNo} ({dialog.detail.name}). The status applies to the whole invoice.
          </p>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="id" value={dialog.detail.id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">Payment Status</legend>
              <div className="grid gap-2">
                {PAYMENT_STATUS_OPTIONS.map((label) => (
                  <label key={label} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="paymentStatus" value={label} defaultChecked={dialog.detail.paymentStatus === label} required />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-6 flex gap-3">
              <SubmitButton>Save</SubmitButton>
              <Link to={closeTo} preventScrollReset className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">
                Cancel
              </Link>
            </div>
          </Form>
        </Dialog>
      ) : dialog?.kind === "ack" ? (
        <Dialog title="Update Reservation" closeTo={closeTo}>
          <AcknowledgeForm lineId={dialog.detail.id} current={dialog.detail.acknowledge} cancelTo={closeTo} returnTo={returnTo} />
        </Dialog>
      ) : dialog?.kind === "detail" ? (
        <Dialog title="Reservation Detail" closeTo={closeTo}>
          <ReservationDetailList detail={dialog.detail} />
          {dialog.cancellation ? (
            <div className="mt-4 text-sm" data-testid="detail-cancellation">
              <h3 className="font-semibold">Cancellation</h3>
              <LineCancellationNote cancellation={dialog.cancellation} />
              <p className="mt-1 text-slate-600">On {dialog.cancellation.at} (Bali time){dialog.cancellation.reason ? `. Reason: ${dialog.cancellation.reason}` : ""}</p>
            </div>
          ) : null}
          <h3 className="mt-5 font-semibold">Bank transfer confirmations</h3>
          {dialog.confirmations.length ? (
            <ul className="mt-2 space-y-3 text-sm" data-testid="confirmations">
              {dialog.confirmations.map((c) => (
                <li key={c.id} className="rounded-lg border border-slate-200 p-3">
                  <p className="font-semibold">{c.amount} on {c.paymentTime} (Bali time)</p>
                  <p>{c.fullName}, {c.email}</p>
                  <p>From: {c.from}{c.bankAddress ? `, ${c.bankAddress}` : ""}</p>
                  {c.to ? <p>To: {c.to}</p> : null}
                  <p className="text-slate-500">Received {c.receivedAt}</p>
                  {c.receiptUrl ? (
                    <a href={c.receiptUrl} target="_blank" rel="noreferrer" className="font-semibold text-teal-800 underline">
                      Open receipt
                    </a>
                  ) : (
                    <p className="text-slate-500">No receipt attached</p>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">None received.</p>
          )}
          <h3 className="mt-5 font-semibold">History</h3>
          <AuditList entries={dialog.history} empty="No admin changes yet." />
        </Dialog>
      ) : dialog?.kind === "cancel" && dialog.cancel ? (
        <Dialog title="Cancel Reservation" closeTo={closeTo}>
          <CancelLineForm view={dialog.cancel} reply={cancelReply} returnTo={returnTo} closeTo={closeTo} />
        </Dialog>
      ) : dialog?.kind === "delete" ? (
        <Dialog title="Delete Reservation" closeTo={closeTo}>
          <p className="font-semibold">Are you sure delete this data?</p>
          <p className="mt-2 text-sm text-slate-600">
            {dialog.detail.productName}, {dialog.detail.date} {dialog.detail.start}, invoice {dialog.detail.invoiceNo}. The
            invoice total is recomputed; an invoice left without reservations is cancelled. The slot becomes free; the
            reservation is kept and can be restored from the audit log while the slot is still free.
          </p>
          <Form method="post" preventScrollReset className="mt-6 flex gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={dialog.detail.id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <SubmitButton className="rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800">Yes, delete</SubmitButton>
            <Link to={closeTo} preventScrollReset className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">
              Cancel
            </Link>
          </Form>
        </Dialog>
      ) : null}
    </main>
  );
}

type CancelView = NonNullable<NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["dialog"]>["cancel"]>;
type CancelReply = { errors: { refund?: string[]; reason?: string[]; form?: string[] }; values: { refund: string; reason: string } } | null;

/** The admin's cancel form: the refund (what was paid, by default; never more) and a reason for the record. */
function CancelLineForm({ view, reply, returnTo, closeTo }: { view: CancelView; reply: CancelReply; returnTo: string; closeTo: string }) {
  const keep = (
    <Link to={closeTo} preventScrollReset className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">
      Keep it
    </Link>
  );
  if (view.mode === "cancelled" || view.mode === "closed") {
    return (
      <>
        <p role="alert" className="font-semibold">
          {view.mode === "cancelled" ? "This reservation has already been cancelled." : `Invoice ${view.invoiceNo} is ${view.invoiceStatus}: there is nothing to cancel.`}
        </p>
        <div className="mt-6">{keep}</div>
      </>
    );
  }
  const formErrors = reply?.errors.form;
  return (
    <Form method="post" preventScrollReset noValidate aria-describedby={formErrors ? "cancel-form-error" : undefined}>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="id" value={view.lineId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <p className="text-sm">
        {view.what} (Bali time), invoice {view.invoiceNo}.
      </p>
      {view.mode === "release" ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="cancel-release">
          The invoice is not paid: cancelling releases the whole invoice ({view.invoiceLines} reservation{view.invoiceLines === 1 ? "" : "s"}) and
          nothing is refunded. The booker is e-mailed.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Paid for this reservation: <span className="whitespace-nowrap font-semibold" data-testid="cancel-paid">{formatRupiah(view.paid)}</span>.{" "}
            {view.policyRefund
              ? `Under its policy (${view.policy}) the planner would get ${formatRupiah(view.policyRefund.amount)} (${view.policyRefund.percent} %) now.`
              : `The planner can no longer cancel it under its policy (${view.policy}).`}{" "}
            {view.method === "bank"
              ? "The refund will be sent by bank transfer: it goes to the refunds page."
              : "The refund is made through the payment gateway."}{" "}
            The planner and the vendor are e-mailed.
          </p>
          <Field
            className="mt-4"
            label="Refund (Rp)"
            hint={`From 0 up to ${formatRupiah(view.paid)}.`}
            errors={reply?.errors.refund}
            inputProps={{ name: "refund", inputMode: "numeric", autoComplete: "off", defaultValue: reply?.values.refund ?? String(view.paid) }}
          />
        </>
      )}
      <Field
        className="mt-2"
        label="Reason (kept in the audit log)"
        errors={reply?.errors.reason}
        inputProps={{ name: "reason", maxLength: 500, autoComplete: "off", defaultValue: reply?.values.reason ?? "" }}
      />
      <ErrorList id="cancel-form-error" errors={formErrors} />
      <div className="mt-4 flex flex-wrap gap-3">
        <SubmitButton className="rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800">
          {view.mode === "release" ? "Cancel the invoice" : "Cancel reservation"}
        </SubmitButton>
        {keep}
      </div>
    </Form>
  );
}

export const meta: MetaFunction = () => pageMeta("Manage Payment", "Payment status, acknowledgement and documents of every reservation.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
