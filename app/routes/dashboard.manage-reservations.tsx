// /dashboard/manage-reservations: the vendor's incoming reservations (20 per page), with
// Update Reservation (?ack=ID), Reservation Detail (?detail=ID) and Cancel booking (?cancel=ID,
// ADR 0254) dialogs. Only the vendor's own lines exist here: any other id answers 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { VendorCancelForm } from "~/components/vendor-cancel-form";
import { CANCEL_REQUEST_SENT, requestVendorCancel, RESERVATION_UPDATED, VENDOR_CANCEL_BLOCKED, VENDOR_CANCEL_NOTICES, VENDOR_CANCEL_REASON_MAX, vendorCancelled, vendorCancelLine, vendorCancelQuote, VendorCancelSchema } from "~/cancellations/vendor-cancel.server";
import { formatRupiah } from "~/utils/format";
import { appOrigin } from "~/utils/url.server";
import { memberCan, requireMemberCan, requireVendorMember, venueFilterOf, venueFilterParam } from "~/supplier/access.server";
import { memberActor } from "~/audit/audit.server";
import { AcknowledgeForm } from "~/components/acknowledge-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Dialog, Pager, ReservationDetailList, ReservationsTable, withParams } from "~/components/ops-reservations";
import { redirectWithToast } from "~/utils/toast.server";
import { ReservationFilterForm } from "~/components/reservation-filters";
import { listReturnTo } from "~/supplier/list-url.server";
import { filtersQuery, parseReservationFilters } from "~/supplier/reservation-filters";
import {
  getReservationDetail,
  listReservations,
  reservationMoney,
  pageNumber,
  parseAcknowledge,
  setAcknowledge,
} from "~/supplier/reservations.server";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";
import { metaStrings } from "~/i18n/meta-strings";
import { pageLanguage, reservationRowIn, messageText } from "~/i18n/page-language.server";
import { paymentStatusRef } from "~/i18n/payment-status-ref";
import { useStrings } from "~/i18n/use-strings";

function idParam(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Response("Not Found", { status: 404 });
  return n;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "reservations", "view");
  const user = member.user;
  const scope = { supplierId: user.supplierId };
  const params = new URL(request.url).searchParams;
  const page = pageNumber(params.get("page"));
  // One venue or all of them (ADR 0282): the organisation's venues only, whatever the query says.
  const venue = venueFilterOf(params, member);
  const filters = { ...parseReservationFilters(params, "upcoming"), venue: venue ?? 0 };
  const language = pageLanguage(request, "dashboardReservations");
  const { lang } = language;
  // Each booking's money state from the ledger (issue 40, ADR 0380), in the page's language.
  const list = await listReservations(scope, { page, filters, lang });
  const ackId = idParam(params.get("ack"));
  const detailId = idParam(params.get("detail"));
  const cancelId = idParam(params.get("cancel"));
  const selectedId = ackId ?? detailId ?? cancelId;
  const found = selectedId ? await getReservationDetail(scope, selectedId) : null;
  if (selectedId && !found) throw new Response("Not Found", { status: 404 });
  const selected = found ? { ...found, money: await reservationMoney(found, new Date(), lang) } : null;
  const quote = cancelId && !ackId && !detailId ? await vendorCancelQuote(user.supplierId, cancelId) : null;
  const csvQuery = filtersQuery(filters, "upcoming");
  const venueParam = venueFilterParam(member, venue);
  if (venueParam) csvQuery.set("venue", venueParam);
  const query = csvQuery.toString();
  const say = (text: string) => messageText(lang, text);
  // The server's words (payment statuses, balance states) in the page's language (issue 27).
  // The quantity's unit and who cancelled as well (issue 42: not "100 pax", "oleh the planner").
  const inLanguage = <T extends Parameters<typeof reservationRowIn>[1]>(r: T): T => reservationRowIn(lang, r);
  const rows = list.rows.map((r) => inLanguage({ ...r, paymentStatus: say(paymentStatusRef(r.paymentStatus)), balance: r.balance ? { ...r.balance, state: say(r.balance.state) } : r.balance }));
  return json({
    ...language,
    ...list,
    rows,
    filters,
    venues: member.venues.length > 1 ? member.venues : null,
    // Cancelling a paid booking refunds it: owner and manager; others may ask them (ADR 0352).
    canCancel: memberCan(member, "cancellations", "edit"),
    csvHref: `/dashboard/manage-reservations.csv${query ? `?${query}` : ""}`,
    nodata: params.has("nodata") || (page > 1 && list.rows.length === 0),
    dialog: selected ? { kind: ackId ? ("ack" as const) : detailId ? ("detail" as const) : ("cancel" as const), detail: inLanguage({ ...selected, paymentStatus: say(paymentStatusRef(selected.paymentStatus)) }) } : null,
    cancel: quote
      ? { refund: quote.refund, cancellable: quote.cancellable, blocked: quote.blocked ? say(VENDOR_CANCEL_BLOCKED[quote.blocked]) : null, reasonMax: VENDOR_CANCEL_REASON_MAX }
      : null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const member = await requireVendorMember(request, "reservations", "edit");
  const user = member.user;
  const form = await readFormData(request);
  // Refusals and notices in the page's language (the schemas keep the spec's English).
  const { lang } = pageLanguage(request);
  const say = (text: string) => messageText(lang, text);
  const sayAll = (list: string[] | undefined) => (list ? list.map(say) : list);
  const returnTo = listReturnTo(form.get("returnTo"), "/dashboard/manage-reservations");
  const intent = form.get("intent");
  if (intent === "cancel" || intent === "requestCancel") {
    // The refund is its own permission (ADR 0352): a coordinator may only ask.
    if (intent === "cancel") requireMemberCan(member, "cancellations", "edit");
    const reason = typeof form.get("reason") === "string" ? String(form.get("reason")).slice(0, 5000) : "";
    const parsed = VendorCancelSchema.safeParse({ id: form.get("id"), reason, expectedRefund: form.get("expectedRefund") || undefined });
    if (!parsed.success) {
      const errors = parsed.error.flatten().fieldErrors;
      if (errors.id) throw new Response("Bad Request", { status: 400 });
      return json({ reason, errors: { reason: sayAll(errors.reason), "": errors.expectedRefund ? [say(VENDOR_CANCEL_NOTICES.refundUnreadable)] : undefined } }, { status: 400 });
    }
    if (intent === "requestCancel") {
      const asked = await requestVendorCancel({ supplierId: user.supplierId, user, lineId: parsed.data.id, reason: parsed.data.reason });
      if (!asked.ok && asked.status === 404) throw new Response("Not Found", { status: 404 });
      if (!asked.ok) return json({ reason, errors: { reason: undefined, "": [say(asked.message)] } }, { status: asked.status });
      return redirectWithToast(returnTo, { type: "success", description: say(CANCEL_REQUEST_SENT) });
    }
    const result = await vendorCancelLine({ supplierId: user.supplierId, userId: user.id, role: member.role, lineId: parsed.data.id, reason: parsed.data.reason, expectedRefund: parsed.data.expectedRefund, origin: appOrigin(request) });
    if (!result.ok) {
      if (result.status === 404 || result.status === 403) throw new Response("Not Found", { status: 404 });
      // A missing reason belongs next to its field; anything else (the refund moved, paid meanwhile) above the form.
      const errors = result.status === 400 ? { reason: [say(result.message)], "": undefined } : { reason: undefined, "": [say(result.message)] };
      return json({ reason, errors }, { status: result.status });
    }
    return redirectWithToast(returnTo, {
      type: "success",
      description: say(
        result.cancelled.length ? vendorCancelled(formatRupiah(result.refundTotal)) : VENDOR_CANCEL_NOTICES.alreadyCancelled,
      ),
    });
  }
  if (intent !== "acknowledge") throw new Response("Bad Request", { status: 400 });
  const id = Number(form.get("id"));
  const value = parseAcknowledge(form.get("acknowledge"));
  if (value === null) throw new Response("Bad Request", { status: 400 });
  if (!await setAcknowledge({ supplierId: user.supplierId }, id, value, memberActor(user, user.supplierId, "dashboard"))) throw new Response("Not Found", { status: 404 });
  return redirectWithToast(returnTo, {
    type: "success",
    description: say(RESERVATION_UPDATED),
  });
}

export default function ManageReservations() {
  const { rows, page, pageSize, total, nodata, dialog, filters, venues, csvHref, cancel, canCancel } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const closeTo = withParams(params, {});
  const t = useStrings("dashboardReservations");
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      <ReservationFilterForm filters={filters} path="/dashboard/manage-reservations" csvHref={csvHref} searchLabel={t.searchLabel} venues={venues ?? undefined} allVenuesLabel={t.allVenues} labels={t} />
      <p className="mt-3 text-sm text-slate-600" data-testid="reservation-total">{fill(t.total, { n: total })}</p>
      <div className="mt-6">
        {rows.length ? (
          <ReservationsTable rows={rows} offset={(page - 1) * pageSize} params={params} showVenue={!!venues} labels={t} moneyLabels={t} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {page > 1 ? t.dataNotAvailable : filters.q || filters.paymentStatus || filters.ack || filters.from || filters.to ? t.noMatch : t.noneYet}
          </p>
        )}
        <Pager page={page} full={rows.length === pageSize} params={params} notice={nodata} labels={t} />
      </div>
      {dialog?.kind === "ack" ? (
        <Dialog title={t.updateReservation} closeTo={closeTo} closeLabel={t.close}>
          <p className="mb-4 text-sm text-slate-600">
            {fill(t.ackSummary, { product: dialog.detail.productName, date: dialog.detail.date, start: dialog.detail.start, name: dialog.detail.name })}
          </p>
          <AcknowledgeForm lineId={dialog.detail.id} current={dialog.detail.acknowledge} cancelTo={closeTo} returnTo={`${location.pathname}${closeTo}`} labels={t} />
        </Dialog>
      ) : dialog?.kind === "detail" ? (
        <Dialog title={t.reservationDetail} closeTo={closeTo} closeLabel={t.close}>
          <ReservationDetailList detail={dialog.detail} labels={t} moneyLabels={t} />
          {dialog.detail.cancellable ? (
            <p className="mt-4">
              <Link to={withParams(params, { cancel: dialog.detail.id })} preventScrollReset className="font-semibold text-red-700 underline">
                {canCancel ? t.cancelThisBooking : t.askToCancel}
              </Link>
            </p>
          ) : null}
          {dialog.detail.user ? (
            <p className="mt-4">
              <Link to={`/dashboard/messages/new?line=${dialog.detail.id}`} className="inline-block rounded-full bg-teal-700 px-5 py-2 text-sm font-semibold text-white hover:bg-teal-800">
                {t.messagePlanner}
              </Link>
            </p>
          ) : (
            <p className="mt-4 text-sm text-slate-600">
              {dialog.detail.contactsHidden ? t.guestHidden : t.guestShown}
            </p>
          )}
        </Dialog>
      ) : dialog?.kind === "cancel" && cancel ? (
        <Dialog title={canCancel ? t.cancelBooking : t.askToCancel} closeTo={closeTo} closeLabel={t.close}>
          <VendorCancelForm
            mode={canCancel ? "cancel" : "request"}
            lineId={dialog.detail.id}
            summary={fill(t.cancelSummary, { product: dialog.detail.productName, subVenue: dialog.detail.subVenueName, when: dialog.detail.datetime, name: dialog.detail.name, invoice: dialog.detail.invoiceNo })}
            quote={cancel}
            reply={reply && "errors" in reply ? reply : null}
            backTo={withParams(params, { detail: dialog.detail.id })}
            returnTo={`${location.pathname}${closeTo}`}
          />
        </Dialog>
      ) : null}
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches, "dashboardReservations");
  return pageMeta(t?.metaTitle ?? "Manage Reservation", t?.metaDescription ?? "Your venue's reservations: acknowledge, filter and export.", { noindex: true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
