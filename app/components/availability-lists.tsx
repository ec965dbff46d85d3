// Server-rendered parts of Manage Availability that work without JavaScript (issue 13 item 4):
// the month's bookings, and the edit form of one blocked period (?edit=ID).
import { Link } from "@remix-run/react";
import { Form } from "~/components/form";
import { useEffect, useState } from "react";
import { BlockFields, OverlapWarning, type BlockFieldErrors, type BlockTargetOption } from "~/components/availability-form";
import { SubmitButton } from "~/components/forms";
import type { BlockView, MonthBooking } from "~/supplier/availability.server";
import { fill } from "~/i18n/config";
import { useLang, useStrings } from "~/i18n/use-strings";
import { timesIn } from "~/utils/format";

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTH_NAMES_ID = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];
const monthLabelOf = (names: string[]) => (month: string) => `${names[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

export function MonthBookings({
  kind,
  month,
  previous,
  next,
  bookings,
  hrefForMonth,
}: {
  kind: "subVenue" | "product";
  month: string;
  previous: string;
  next: string;
  bookings: MonthBooking[];
  hrefForMonth: (month: string) => string;
}) {
  const lang = useLang();
  const t = useStrings("dashboardAvailability");
  const monthLabel = monthLabelOf(useLang() === "id" ? MONTH_NAMES_ID : MONTH_NAMES);
  const target = kind === "subVenue" ? t.subVenueColumn : t.product;
  return (
    <section aria-labelledby="bookings-title" className="mt-6" id="bookings">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bookings-title" className="text-lg font-semibold">{fill(t.bookingsIn, { month: monthLabel(month) })}</h2>
        <nav aria-label={t.bookingsMonth} className="flex gap-2 text-sm">
          <Link className="rounded-full border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-50" to={hrefForMonth(previous)} preventScrollReset>
            ← {monthLabel(previous)}
          </Link>
          <Link className="rounded-full border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-50" to={hrefForMonth(next)} preventScrollReset>
            {monthLabel(next)} →
          </Link>
        </nav>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t.bookingsIntro}</p>
      {bookings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{fill(t.noBookingsIn, { month: monthLabel(month) })}</p>
      ) : (
        <div className="mt-2 rounded-lg border border-slate-200 max-sm:border-0">
          <table className="table-cards w-full text-left text-sm">
            <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">{t.when}</th>
                <th scope="col" className="px-3 py-2">{target}</th>
                <th scope="col" className="px-3 py-2">{t.event}</th>
                <th scope="col" className="px-3 py-2">{t.booker}</th>
                <th scope="col" className="px-3 py-2">{t.payment}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {bookings.map((b) => (
                <tr key={b.id} data-testid="booking-row">
                  <td data-label={t.when} className="px-3 py-2 whitespace-nowrap">{timesIn(b.from, lang)} – {timesIn(b.to, lang)}</td>
                  <td data-label={target} className="px-3 py-2">{b.targetName}</td>
                  <td data-label={t.event} className="px-3 py-2">{b.eventName || "–"}</td>
                  <td data-label={t.booker} className="px-3 py-2">
                    {b.booker}{" "}
                    <Link className="text-teal-800 underline" to={`/dashboard/manage-reservations?q=${encodeURIComponent(b.invoiceNo)}`}>
                      {b.invoiceNo}
                    </Link>
                  </td>
                  <td data-label={t.payment} className="px-3 py-2">{b.paid ? b.paymentStatus : fill(t.unpaid, { status: b.paymentStatus })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The form of one blocked period, reached by its Edit link (?edit=ID). */
export function BlockEditForm({
  block,
  kind,
  targets,
  window,
  errors,
  values,
  overlaps,
  cancelTo,
}: {
  block: BlockView;
  kind: "subVenue" | "product";
  targets: BlockTargetOption[];
  window: { min: string; max: string };
  /** The last submission's errors and values, when it was this form's. */
  errors: BlockFieldErrors;
  values?: Record<string, unknown>;
  overlaps: { id: number; text: string }[];
  cancelTo: string;
}) {
  const text = (name: string, fallback: string) => (typeof values?.[name] === "string" ? (values[name] as string) : fallback);
  const initialAllDay = text("allDay", block.allDay ? "yes" : "no") === "yes";
  const [allDay, setAllDay] = useState(initialAllDay);
  // Without JavaScript the All day radios cannot enable the time fields, so they stay enabled
  // (the server ignores them for an all-day block); once hydrated they follow the radios.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const t = useStrings("dashboardAvailability");
  return (
    <section aria-labelledby="edit-block-title" id="edit-block" className="mt-6 rounded-xl border border-teal-300 bg-teal-50/40 p-4">
      <h2 id="edit-block-title" className="text-lg font-semibold">{t.editBlocked}</h2>
      <p className="mt-1 text-sm text-slate-600">{fill(t.fromTo, { target: block.targetName, from: block.from, to: block.to })}</p>
      <Form method="post" className="mt-3" preventScrollReset>
        <input type="hidden" name="id" value={block.id} />
        <BlockFields
          idPrefix={`edit-${block.id}`}
          kind={kind}
          targets={targets}
          withTitle
          withAllDay
          allDay={hydrated && allDay}
          onAllDayChange={setAllDay}
          values={{
            targetId: text("targetId", String(block.targetId)),
            title: text("title", block.title),
            startDate: text("startDate", block.startDate),
            startTime: text("startTime", block.allDay ? "08:00" : block.startTime),
            endDate: text("endDate", block.endDate),
            endTime: text("endTime", block.allDay ? "18:00" : block.endTime),
            allDay: initialAllDay ? "yes" : "no",
          }}
          errors={overlaps.length ? { ...errors, form: undefined } : errors}
          window={window}
        />
        {overlaps.length ? (
          <OverlapWarning overlaps={overlaps} cancelTo={cancelTo} />
        ) : (
          <div className="mt-2 flex flex-wrap gap-3">
            <SubmitButton name="intent" value="save">{t.saveChanges}</SubmitButton>
            <Link to={cancelTo} className="rounded-full border border-slate-300 px-5 py-2 font-semibold">{t.cancel}</Link>
          </div>
        )}
      </Form>
    </section>
  );
}
