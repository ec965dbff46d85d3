// /admin/manage-payments: every reservation line (5 per page, searchable), with Update Payment
// Status (?status=ID), Update Reservation (?ack=ID), Reservation Detail with the invoice's
// bank-transfer confirmations (?detail=ID), delete with confirmation (?delete=ID) and cancel
// with a refund of the admin's choosing (?cancel=ID, ADR 0253); cancelled lines say so.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Form } from "~/components/form";
import { requireAdmin } from "~/accounts/session.server";
import { PAYMENT_STATUS_OPTIONS } from "~/db/enums";
import { auditActor, auditForLine } from "~/audit/audit.server";
import { confirmationViews, deleteReservationLine, setAcknowledgeAsAdmin, setPaymentStatusOfLine, venueChoices, withDeletable } from "~/admin/payments.server";
import { adminCancelDone, adminCancelLine, adminCancelView, withCancellations } from "~/admin/refunds.server";
import { lineCancellations, type LineCancellationView } from "~/cancellations/line-cancellations.server";
import { paymentStatusRef } from "~/i18n/payment-status-ref";
import { AcknowledgeForm } from "~/components/acknowledge-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuditList } from "~/components/admin-audit";
import { ErrorList, Field, SubmitButton } from "~/components/forms";
import { LineCancellationNote } from "~/components/line-cancellation";
import { Dialog, Pager, ReservationDetailList, ReservationsTable, withParams } from "~/components/ops-reservations";
import { redirectWithToast } from "~/utils/toast.server";
import { appOrigin } from "~/utils/url.server";
import { ReservationFilterForm } from "~/components/reservation-filters";
import { listReturnTo } from "~/supplier/list-url.server";
import { filtersQuery, parseReservationFilters } from "~/supplier/reservation-filters";
import {
  getReservationDetail,
  listReservations,
  pageNumber,
  parseAcknowledge,
} from "~/supplier/reservations.server";
import { readFormData } from "~/utils/request-body.server";
import { formatRupiah, timesIn } from "~/utils/format";
import { fill } from "~/i18n/config";
import { adminMeta } from "~/i18n/admin-meta";
import { pageLanguage, reservationRowIn, messageText } from "~/i18n/page-language.server";
import { useStrings, useLang } from "~/i18n/use-strings";

const LIST_PATH = "/admin/manage-payments";
const DIALOGS = ["status", "ack", "detail", "delete", "cancel"] as const;
type DialogKind = (typeof DIALOGS)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // The list, filters, pager and dialogs are the vendor's Manage Reservation parts: their words.
  const { lang, i18n } = pageLanguage(request, "dashboardReservations");
  const say = (text: string) => messageText(lang, text);
  const cancellationIn = (c: LineCancellationView | null) =>
    c && { ...c, at: timesIn(c.at, lang), by: say(c.by), refund: c.refund && { ...c.refund, stateLabel: say(c.refund.stateLabel) } };
  const scope = { admin: true } as const;
  const params = new URL(request.url).searchParams;
  const page = pageNumber(params.get("page"));
  const filters = parseReservationFilters(params, "booked");
  const list = await listReservations(scope, { page, filters });
  const query = filtersQuery(filters, "booked").toString();
  const kind = DIALOGS.find((k) => params.has(k)) as DialogKind | undefined;
  let dialog = null;
  if (kind) {
    const id = Number(params.get(kind));
    const detail = Number.isInteger(id) && id > 0 ? await getReservationDetail(scope, id) : null;
    if (!detail) throw new Response("Not Found", { status: 404 });
    const confirmations = kind === "detail" ? await confirmationViews(detail.invoiceReservationVenue.id) : [];
    const history = kind === "detail" ? (await auditForLine(detail.id, detail.invoiceReservationVenue.id, lang)).map((h) => ({ ...h, action: say(h.action), oldValue: say(paymentStatusRef(h.oldValue)), newValue: say(paymentStatusRef(h.newValue)) })) : [];
    const cancellation = kind === "detail" ? cancellationIn((await lineCancellations([detail.id])).get(detail.id) ?? null) : null;
    const view = kind === "cancel" ? await adminCancelView(detail.id) : null;
    // The policy's tier name in the page's language (the planner's pages use the same words).
    const cancel = view && "policy" in view ? { ...view, policy: messageText(lang, view.policy) } : view;
    // A paid reservation is never deleted (ADR 0357): its dialog points to Cancel instead.
    const canDelete = kind === "delete" ? (await withDeletable([{ id: detail.id, invoiceId: detail.invoiceReservationVenue.id }]))[0]?.canDelete ?? false : false;
    // The status dialog ticks the current status by its English value.
    dialog = { kind, detail: kind === "detail" ? reservationRowIn(lang, { ...detail, paymentStatus: say(paymentStatusRef(detail.paymentStatus)) }) : reservationRowIn(lang, detail), confirmations, history, cancellation, cancel, canDelete };
  }
  return json({
    ...list,
    rows: (await withDeletable(await withCancellations(list.rows))).map((r) => ({
      // The quantity's unit and who cancelled, in the page's language (issue 42).
      ...reservationRowIn(lang, r),
      paymentStatus: say(paymentStatusRef(r.paymentStatus)),
      balance: r.balance ? { ...r.balance, state: say(r.balance.state) } : r.balance,
      cancellation: cancellationIn(r.cancellation),
    })),
    filters,
    venues: await venueChoices(),
    csvHref: `/admin/manage-payments.csv${query ? `?${query}` : ""}`,
    nodata: params.has("nodata") || (page > 1 && list.rows.length === 0),
    dialog,
    i18n,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const actor = auditActor(admin, "console");
  const form = await readFormData(request);
  const { lang, i18n } = pageLanguage(request, "admin");
  const t = i18n.admin;
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  const back = listReturnTo(form.get("returnTo"), LIST_PATH);
  if (intent === "acknowledge") {
    const value = parseAcknowledge(form.get("acknowledge"));
    if (value === null) throw new Response("Bad Request", { status: 400 });
    if (!await setAcknowledgeAsAdmin(id, value, actor)) throw new Response("Not Found", { status: 404 });
    return redirectWithToast(back, { type: "success", description: t["payments.updated"] });
  }
  if (intent === "status") {
    const result = await setPaymentStatusOfLine(id, String(form.get("paymentStatus") ?? ""), actor, { origin: appOrigin(request) });
    if (!result.ok) {
      if (result.status === 404) throw new Response("Not Found", { status: 404 });
      return redirectWithToast(back, { type: "error", description: messageText(lang, result.message) });
    }
    return redirectWithToast(back, {
      type: "success",
      description: fill(t["payments.statusSet"], { no: result.invoice.invoiceNo, status: messageText(lang, paymentStatusRef(result.invoice.paymentStatus)) }),
    });
  }
  if (intent === "cancel") {
    const result = await adminCancelLine(id, { refund: form.get("refund"), reason: form.get("reason") }, { actor, origin: appOrigin(request) });
    if (!result.ok) {
      if (result.status === 404) throw new Response("Not Found", { status: 404 });
      const errors = Object.fromEntries(Object.entries(result.errors).map(([field, list]) => [field, list?.map((m) => messageText(lang, m))]));
      return json({ cancel: { ...result, errors } }, { status: result.status });
    }
    const cancelled = { no: result.invoiceNo, amount: formatRupiah(result.refund) };
    const done = result.released ? "payments.cancelReleased" : !result.refund ? "payments.cancelNoRefund" : result.method === "bank" ? "payments.cancelBank" : "payments.cancelGateway";
    // adminCancelDone words the same four cases in English (the /v1 answer).
    return redirectWithToast(back, { type: "success", description: lang === "en" ? adminCancelDone(result) : fill(t[done], cancelled) });
  }
  if (intent === "delete") {
    const result = await deleteReservationLine(id, actor);
    if (!result.ok && result.status === 409) return redirectWithToast(back, { type: "error", description: t["payments.deletePaid"] });
    if (!result.ok) throw new Response("Not Found", { status: 404 });
    return redirectWithToast(back, {
      type: "success",
      description: result.invoiceCancelled ? t["payments.deletedCancelled"] : t["payments.deleted"],
    });
  }
  throw new Response("Bad Request", { status: 400 });
}

export default function ManagePayments() {
  const lang = useLang();
  const { rows, page, pageSize, total, filters, venues, csvHref, nodata, dialog } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const cancelReply = reply && "cancel" in reply ? reply.cancel : null;
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const closeTo = withParams(params, {});
  const returnTo = `${LIST_PATH}${closeTo}`;
  const t = useStrings("admin");
  const r = useStrings("dashboardReservations");
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t["payments.welcome"]}</h1>
      <h2 className="mt-6 text-lg font-semibold">{t["payments.title"]}</h2>
      <ReservationFilterForm filters={filters} path={LIST_PATH} csvHref={csvHref} searchLabel={t["payments.search"]} venues={venues} allVenuesLabel={r.allVenues} labels={r} />
      <p className="mt-3 text-sm text-slate-600">{fill(t["payments.count"], { count: total })}</p>
      <div className="mt-3">
        {rows.length ? (
          <ReservationsTable rows={rows} offset={(page - 1) * pageSize} params={params} admin labels={r} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {page > 1 ? t["payments.noData"] : t["payments.none"]}
          </p>
        )}
        <Pager page={page} full={rows.length === pageSize} params={params} notice={nodata} labels={r} />
      </div>

      {dialog?.kind === "status" ? (
        <Dialog title={t["payments.statusTitle"]} closeTo={closeTo} closeLabel={r.close}>
          <p className="mb-4 text-sm text-slate-600">{fill(t["payments.statusIntro"], { no: dialog.detail.invoiceNo, name: dialog.detail.name })}</p>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="id" value={dialog.detail.id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">{t["payments.statusLegend"]}</legend>
              <div className="grid gap-2">
                {PAYMENT_STATUS_OPTIONS.map((label) => (
                  <label key={label} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="paymentStatus" value={label} defaultChecked={dialog.detail.paymentStatus === label} required />
                    {t[`paymentStatus.${label}`]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-6 flex gap-3">
              <SubmitButton>{t.save}</SubmitButton>
              <Link to={closeTo} preventScrollReset className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">
                {t.cancel}
              </Link>
            </div>
          </Form>
        </Dialog>
      ) : dialog?.kind === "ack" ? (
        <Dialog title={t["payments.ackTitle"]} closeTo={closeTo} closeLabel={r.close}>
          <AcknowledgeForm lineId={dialog.detail.id} current={dialog.detail.acknowledge} cancelTo={closeTo} returnTo={returnTo} labels={r} />
        </Dialog>
      ) : dialog?.kind === "detail" ? (
        <Dialog title={t["payments.detailTitle"]} closeTo={closeTo} closeLabel={r.close}>
          <ReservationDetailList detail={dialog.detail} labels={r} />
          {dialog.cancellation ? (
            <div className="mt-4 text-sm" data-testid="detail-cancellation">
              <h3 className="font-semibold">{t["payments.cancellation"]}</h3>
              <LineCancellationNote cancellation={dialog.cancellation} labels={r} />
              <p className="mt-1 text-slate-600">
                {fill(t["payments.cancelledOn"], { at: dialog.cancellation.at })}
                {dialog.cancellation.reason ? `. ${fill(t["payments.reason"], { reason: dialog.cancellation.reason })}` : ""}
              </p>
            </div>
          ) : null}
          <h3 className="mt-5 font-semibold">{t["payments.confirmations"]}</h3>
          {dialog.confirmations.length ? (
            <ul className="mt-2 space-y-3 text-sm" data-testid="confirmations">
              {dialog.confirmations.map((c) => (
                <li key={c.id} className="rounded-lg border border-slate-200 p-3">
                  <p className="font-semibold">{fill(t["payments.confirmationAmount"], { amount: c.amount, at: c.paymentTime })}</p>
                  <p>{c.fullName}, {c.email}</p>
                  <p>{fill(t["payments.from"], { value: `${c.from}${c.bankAddress ? `, ${c.bankAddress}` : ""}` })}</p>
                  {c.to ? <p>{fill(t["payments.to"], { value: c.to })}</p> : null}
                  <p className="text-slate-500">{fill(t["payments.received"], { at: c.receivedAt })}</p>
                  {c.receiptUrl ? (
                    <a href={c.receiptUrl} target="_blank" rel="noreferrer" className="font-semibold text-teal-800 underline">
                      {t.openReceipt}
                    </a>
                  ) : (
                    <p className="text-slate-500">{t["payments.noReceipt"]}</p>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t["payments.noneReceived"]}</p>
          )}
          <h3 className="mt-5 font-semibold">{t["payments.history"]}</h3>
          <AuditList entries={dialog.history} empty={t.noAdminChanges} />
        </Dialog>
      ) : dialog?.kind === "cancel" && dialog.cancel ? (
        <Dialog title={t["payments.cancelTitle"]} closeTo={closeTo} closeLabel={r.close}>
          <CancelLineForm view={dialog.cancel} reply={cancelReply} returnTo={returnTo} closeTo={closeTo} />
        </Dialog>
      ) : dialog?.kind === "delete" && !dialog.canDelete ? (
        <Dialog title={t["payments.deleteTitle"]} closeTo={closeTo} closeLabel={r.close}>
          <p className="font-semibold" data-testid="delete-refused">{t["payments.deletePaid"]}</p>
          <div className="mt-6 flex gap-3">
            <Link to={withParams(params, { cancel: dialog.detail.id })} preventScrollReset className="rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800">
              {t["payments.cancelInstead"]}
            </Link>
            <Link to={closeTo} preventScrollReset className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">
              {r.close}
            </Link>
          </div>
        </Dialog>
      ) : dialog?.kind === "delete" ? (
        <Dialog title={t["payments.deleteTitle"]} closeTo={closeTo} closeLabel={r.close}>
          <p className="font-semibold">{t["payments.deleteConfirm"]}</p>
          <p className="mt-2 text-sm text-slate-600">
            {fill(t["payments.deleteExplain"], { what: `${dialog.detail.productName}, ${dialog.detail.date} ${timesIn(dialog.detail.start, lang)}`, no: dialog.detail.invoiceNo })}
          </p>
          <Form method="post" preventScrollReset className="mt-6 flex gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={dialog.detail.id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <SubmitButton className="rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800">{t["payments.yesDelete"]}</SubmitButton>
            <Link to={closeTo} preventScrollReset className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">
              {t.cancel}
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
  const t = useStrings("admin");
  const keep = (
    <Link to={closeTo} preventScrollReset className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">
      {t["payments.keep"]}
    </Link>
  );
  if (view.mode === "cancelled" || view.mode === "closed") {
    return (
      <>
        <p role="alert" className="font-semibold">
          {view.mode === "cancelled" ? t["payments.alreadyCancelled"] : fill(t["payments.nothingToCancel"], { no: view.invoiceNo, status: view.invoiceStatus })}
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
      <p className="text-sm">{fill(t["payments.cancelWhat"], { what: view.what, no: view.invoiceNo })}</p>
      {view.mode === "release" ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="cancel-release">
          {fill(t["payments.release"], { count: view.invoiceLines })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {t["payments.paidFor"]} <span className="whitespace-nowrap font-semibold" data-testid="cancel-paid">{formatRupiah(view.paid)}</span>.{" "}
            {view.policyRefund
              ? fill(t["payments.policyRefund"], { policy: view.policy, amount: formatRupiah(view.policyRefund.amount), percent: view.policyRefund.percent })
              : fill(t["payments.policyNone"], { policy: view.policy })}{" "}
            {view.method === "bank" ? t["payments.byBank"] : t["payments.byGateway"]} {t["payments.emailed"]}
          </p>
          <Field
            className="mt-4"
            label={t["payments.refund"]}
            hint={fill(t["payments.refundHint"], { amount: formatRupiah(view.paid) })}
            errors={reply?.errors.refund}
            inputProps={{ name: "refund", inputMode: "numeric", autoComplete: "off", defaultValue: reply?.values.refund ?? String(view.paid) }}
          />
        </>
      )}
      <Field
        className="mt-2"
        label={t["payments.cancelReason"]}
        errors={reply?.errors.reason}
        inputProps={{ name: "reason", maxLength: 500, autoComplete: "off", defaultValue: reply?.values.reason ?? "" }}
      />
      <ErrorList id="cancel-form-error" errors={formErrors} />
      <div className="mt-4 flex flex-wrap gap-3">
        <SubmitButton className="rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800">
          {view.mode === "release" ? t["payments.cancelInvoice"] : t["payments.cancelReservation"]}
        </SubmitButton>
        {keep}
      </div>
    </Form>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  adminMeta(matches, ["payments.metaTitle", "Manage Payment"], ["payments.metaDescription", "Payment status, acknowledgement and documents of every reservation."]);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
