// The add-to-reservation-list form on /product-detail/{id}. Its labels and field names are a
// contract other tests rely on (Date/date, Time/time, Seat layout/setup, Quantity/qty,
// Event name/eventName, Notes/note, productId, "ADD TO RESERVATION LIST", form id "book").
// A plain form (ADR 0124): the browser checks fields with the spec's texts from
// add-to-cart-messages.ts, the server validates with Zod; the start times come from the
// product's opening hours with taken ones disabled, refreshed through a fetcher on date change.
import { ChosenDate } from "~/components/chosen-date";
import { Link, useFetcher } from "@remix-run/react";
import { Form } from "~/components/form";
import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type MouseEvent, type ReactNode } from "react";
import {
  ADD_TO_CART_FIELDS,
  ADD_TO_CART_MESSAGES,
  checkAddToCartField,
  type AddToCartField,
  type FieldErrors,
} from "~/cart/add-to-cart-messages";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/components/forms";
import { hoursLabel, startTimes, type Hours } from "~/availability/opening-hours";
import { formatDate, formatRupiah, timesIn, unitLabel } from "~/utils/format";
import { Money } from "~/components/money";
import { fill, optionLabel, type Lang } from "~/i18n/config";
import { useLang, useStrings } from "~/i18n/use-strings";
import type { Strings } from "~/i18n/strings.server";
import { useHydrated } from "~/components/use-hydrated";

export type AddedNotice = { productName: string; venueName: string; location: string };
export type ReservationValues = { date: string; time: string; setup: string; qty: string; eventName: string; note: string };
export type ReservationResult = { fieldErrors: FieldErrors; formErrors: string[]; values: ReservationValues };
export type DayTimes = {
  date: string;
  hours: string;
  times: { value: string; taken: boolean; past: boolean }[];
  taken: { from: string; to: string; kind: "booked" | "blocked" }[];
  closed?: string | null;
  /** When no start time is free that day: the next dates that have one (issue 42). */
  nextFreeDates?: string[];
};

export type ReservationFormProps = {
  productId: number;
  unit: string;
  unitPrice: number;
  minQty: number;
  layouts: { value: string; label: string; capacity: number }[];
  today: string;
  maxDate: string;
  defaults: ReservationValues;
  /** Start times of `defaults.date`, rendered by the server; null before a date is chosen. */
  day: DayTimes | null;
  hours: Hours;
  /** Resource route answering `?date=YYYY-MM-DD` with DayTimes (JS only). */
  availabilityUrl: string;
  lastResult?: ReservationResult | null;
  /** Total computed by the server for the last submitted quantity (no-JS). */
  serverTotal?: number | null;
  added?: AddedNotice | null;
  /** Called with the chosen seat layout (the seating plan beside the form follows it). */
  onLayoutChange?: (layout: string) => void;
  /**
   * Where the form posts, with a fragment naming the element that holds the answer (ADR 0151):
   * without JavaScript the browser lands on the notice or the problems, not at the top.
   */
  action?: string;
  /** Closure days and public holidays shown under the date picker (ADR 0310). */
  dateNotes?: ReactNode;
  /** The group's head count from the search (`pax`), when it is below the minimum order (issue 42). */
  belowMinimum?: { pax: number } | null;
};

type T = Strings<"product">;

/** The form's fields by name, for the list of problems at its top (label key, input id). */
const FIELD_LABELS: Record<string, [keyof T, string]> = {
  date: ["date", "book-date"],
  time: ["time", "book-time"],
  setup: ["seatLayout", "book-setup"],
  qty: ["quantity", "book-qty"],
  eventName: ["eventName", "book-eventName"],
  note: ["notes", "book-note"],
};

/** The browser's check (English, the spec's texts) in the page's language. */
function localCheck(t: T, name: AddToCartField, value: string, minQty: number): string | null {
  const message = checkAddToCartField(name, value, minQty);
  switch (message) {
    case null:
      return null;
    case ADD_TO_CART_MESSAGES.layout:
      return t.msgLayout;
    case ADD_TO_CART_MESSAGES.minimumOrder:
      return t.msgMinimumOrder;
    case ADD_TO_CART_MESSAGES.wholeNumber:
      return t.msgWholeNumber;
    case ADD_TO_CART_MESSAGES.eventName:
      return t.msgEventName;
    case ADD_TO_CART_MESSAGES.missing:
      return t.msgMissing;
    default:
      return message === ADD_TO_CART_MESSAGES.minQuantity(minQty) ? fill(t.msgMinQuantity, { n: minQty }) : message;
  }
}

/** The product page for another date, keeping what was typed (a link without JS). */
function nextDateHref(productId: number, date: string, values: ReservationValues): string {
  const q = new URLSearchParams({ date });
  for (const name of ["time", "setup", "qty", "eventName"] as const) if (values[name]) q.set(name, values[name]);
  return `/product-detail/${productId}?${q}#booking`;
}

/** HH:mm as the language writes it: 09:00, Indonesian 09.00 (docs/glossary-id.md; one helper, timesIn). */
const clock = (lang: Lang, text: string) => timesIn(text, lang);

function firstFree(day: DayTimes, wanted: string) {
  const ok = day.times.find((t) => t.value === wanted && !t.taken && !t.past);
  return ok ? ok.value : (day.times.find((t) => !t.taken && !t.past)?.value ?? wanted);
}

export function ReservationForm(props: ReservationFormProps) {
  const { productId, unit, unitPrice, minQty, layouts, today, maxDate, availabilityUrl } = props;
  const t = useStrings("product");
  const lang = useLang();
  const unitWords = optionLabel(t, "unit", unit, unitLabel(unit));
  const hydrated = useHydrated();
  const values = props.lastResult?.values ?? props.defaults;
  const fetcher = useFetcher<DayTimes>();
  // Date, start time and quantity are left to the browser (defaultValue, ADR 0342): what a planner
  // types before the scripts run stays through hydration; the state mirrors it for the hours box
  // and the total.
  const [date, setDate] = useState(values.date);
  const [qty, setQtyText] = useState(values.qty);
  const [errors, setErrors] = useState<FieldErrors>(props.lastResult?.fieldErrors ?? {});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    // A new server answer: show its errors; after a success the form starts again.
    setErrors(props.lastResult?.fieldErrors ?? {});
    setTouched(new Set());
    if (props.added) {
      setFormKey((k) => k + 1);
      setQtyText(props.defaults.qty);
    }
  }, [props.lastResult, props.added, props.defaults.qty]);

  const fetched = fetcher.data && fetcher.data.date === date ? fetcher.data : null;
  const day = fetched ?? (props.day?.date === date ? props.day : null);
  useEffect(() => {
    // Whenever the day shown changes, keep the chosen start when it is free there, else take the
    // first free one (issue 42 item 5). Not only when a day's hours arrive: the page's own day
    // is shown at once when its date is chosen again (its hours still loading, or never coming
    // on a dropped connection), and a revalidated page brings the day again with times taken
    // meanwhile; a time chosen for another day used to stay on "08.00 (sudah dipesan)" there.
    // At hydration too: a start time the browser restored may be taken.
    const select = document.getElementById("book-time") as HTMLSelectElement | null;
    if (day && select) select.value = firstFree(day, select.value);
  }, [day]);

  const onDateChange = (value: string) => {
    setDate(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) fetcher.load(`${availabilityUrl}?date=${value}`);
  };
  // A next free date: with JS, chosen in place (the typed fields stay); without, the link reloads.
  const pickDate = (e: MouseEvent<HTMLAnchorElement>, value: string) => {
    const input = document.getElementById("book-date") as HTMLInputElement | null;
    if (!input) return;
    e.preventDefault();
    input.value = value;
    onDateChange(value);
  };

  // On a slow connection a planner may pick the date before the scripts run: hydration keeps
  // what the browser shows, so take it over (and load that day's hours) instead of losing it.
  useEffect(() => {
    const typed = (document.getElementById("book-date") as HTMLInputElement | null)?.value ?? "";
    if (typed && typed !== date) onDateChange(typed);
    const typedQty = (document.getElementById("book-qty") as HTMLInputElement | null)?.value;
    if (typedQty !== undefined && typedQty !== qty) setQtyText(typedQty);
    // Once, at hydration (no dependencies on purpose).
  }, []);

  const check = (name: string, value: string) => {
    if (!(ADD_TO_CART_FIELDS as string[]).includes(name)) return;
    const message = localCheck(t, name as AddToCartField, value, minQty);
    setErrors((prev) => ({ ...prev, [name]: message ? [message] : undefined }));
  };
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    const target = e.target as unknown as HTMLInputElement;
    if (!target.name) return;
    setTouched((prev) => new Set(prev).add(target.name));
    check(target.name, target.value);
  };
  const onInput = (e: FormEvent<HTMLFormElement>) => {
    const target = e.target as unknown as HTMLInputElement;
    if (touched.has(target.name) || errors[target.name]?.length) check(target.name, target.value);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.formNoValidate) return;
    const data = new FormData(e.currentTarget);
    const found: FieldErrors = {};
    for (const name of ADD_TO_CART_FIELDS) {
      const message = localCheck(t, name, String(data.get(name) ?? ""), minQty);
      if (message) found[name] = [message];
    }
    if (Object.keys(found).length) {
      e.preventDefault();
      setErrors(found);
      const first = ADD_TO_CART_FIELDS.find((n) => found[n]);
      (e.currentTarget.elements.namedItem(first!) as HTMLElement | null)?.focus();
    }
  };

  const qtyNumber = Number(qty);
  const liveTotal = Number.isInteger(qtyNumber) && qtyNumber > 0 ? unitPrice * qtyNumber : 0;
  const total = hydrated ? liveTotal : props.serverTotal ?? unitPrice * (Number(values.qty) || minQty);
  const setQty = (n: number) => {
    const next = String(Math.max(minQty, n));
    const input = document.getElementById("book-qty") as HTMLInputElement | null;
    if (input) input.value = next;
    setQtyText(next);
    if (errors.qty?.length) check("qty", next);
  };
  const offered = layouts.filter((l) => l.capacity > 0);
  const times = day?.times ?? startTimes(props.hours).map((value) => ({ value, taken: false, past: false }));
  const timeOptions = times.map((slot) => ({
    value: slot.value,
    label: fill(slot.taken ? t.timeTaken : slot.past ? t.timePassed : "{time}", { time: clock(lang, slot.value) }),
    disabled: slot.taken || slot.past,
  }));
  const fieldError = (name: string) => errors[name] ?? undefined;
  // A message already shown next to its field is not repeated under the form.
  const formErrors = (props.lastResult?.formErrors ?? []).filter((m) => !Object.values(errors).some((list) => list?.includes(m)));
  // Without JavaScript the server's answer is a new page that lands here: its problems are
  // named at the top of the form, each field linking to where its message is shown.
  const serverFormErrors = hydrated ? [] : formErrors;
  const fieldsWithProblems = hydrated ? [] : Object.keys(FIELD_LABELS).filter((name) => props.lastResult?.fieldErrors[name]?.length);
  return (
    <>
      {props.added ? <AddedConfirmation added={props.added} asDialog={hydrated} /> : null}
      <Form method="post" action={props.action} id="book" key={formKey} noValidate className="flex scroll-mt-24 flex-col gap-1" onSubmit={onSubmit} onBlur={onBlur} onInput={onInput}>
        <input type="hidden" name="productId" value={productId} />
        {serverFormErrors.length || fieldsWithProblems.length ? (
          <div role="alert" className="mb-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800" data-testid="book-problems">
            {serverFormErrors.map((message) => <p key={message} className="font-semibold">{message}</p>)}
            {fieldsWithProblems.length ? (
              <p>
                {t.pleaseCheck}{" "}
                {fieldsWithProblems.map((name, i) => (
                  <span key={name}>
                    {i ? ", " : ""}
                    <a href={`#${FIELD_LABELS[name]![1]}`} className="font-semibold underline">{t[FIELD_LABELS[name]![0]]}</a>
                  </span>
                ))}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Field
            label={t.date}
            inputProps={{ id: "book-date", name: "date", type: "date", min: today, max: maxDate, defaultValue: values.date, onChange: (e) => onDateChange(e.target.value) }}
            hint={<ChosenDate inputId="book-date" value={date} format={t.chosenDateFormat} />}
            errors={fieldError("date")}
          />
          <SelectField
            label={t.time}
            selectProps={{ id: "book-time", name: "time", defaultValue: values.time, "aria-describedby": "book-hours" }}
            options={timeOptions}
            errors={fieldError("time")}
          />
        </div>
        {props.dateNotes}
        <div id="book-hours" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="day-availability" aria-live="polite">
          <p>{fill(t.openingHours, { hours: clock(lang, hoursLabel(props.hours)) })}{fetcher.state === "loading" ? ` · ${t.checking}` : ""}</p>
          {!day ? (
            <p className="mt-1 text-slate-600">{t.chooseDateHint}</p>
          ) : day.closed ? (
            <p className="mt-1 font-semibold text-red-800" data-testid="day-closed">{day.closed}</p>
          ) : day.taken.length || day.times.every((slot) => slot.taken || slot.past) ? (
            <>
            {/* A full day says so (issue 42) and still names what takes it. */}
            {day.times.every((slot) => slot.taken || slot.past) ? (
              <p className="mt-1 font-semibold text-red-800" data-testid="day-full">{fill(t.dayFull, { date: formatDate(new Date(`${day.date}T12:00:00+08:00`)) })}</p>
            ) : null}
            <ul className="mt-1 text-red-800">
              {day.taken.map((slot) => (
                <li key={`${slot.from}-${slot.to}-${slot.kind}`}>
                  {fill(slot.kind === "booked" ? t.bookedOn : t.notAvailableOn, { date: formatDate(new Date(`${day.date}T12:00:00+08:00`)), from: clock(lang, slot.from), to: clock(lang, slot.to) })}
                </li>
              ))}
            </ul>
            </>
          ) : (
            <p className="mt-1 text-emerald-800">{fill(t.freeAllDay, { date: formatDate(new Date(`${day.date}T12:00:00+08:00`)) })}</p>
          )}
          {day?.nextFreeDates?.length ? (
            <p className="mt-1" data-testid="next-free-dates">
              {`${t.nextFreeDates} `}
              {day.nextFreeDates.map((next, i) => (
                <span key={next}>
                  {i ? ", " : ""}
                  <a href={nextDateHref(productId, next, values)} onClick={(e) => pickDate(e, next)} className="font-semibold text-teal-800 underline">
                    {formatDate(new Date(`${next}T12:00:00+08:00`))}
                  </a>
                </span>
              ))}
            </p>
          ) : null}
        </div>
        {/* Everything after the day's hours: in tree order before "Check times" (below), so that the
            form's default button (Enter, a phone keyboard's Go) is ADD TO RESERVATION LIST (issue 42);
            the flex order keeps "Check times" where it is seen, under the hours. */}
        <div className="order-2 space-y-1">
        <SelectField
          label={t.seatLayout}
          selectProps={{ id: "book-setup", name: "setup", defaultValue: values.setup, onChange: (e) => props.onLayoutChange?.(e.target.value) }}
          options={[{ value: "", label: t.selectLayout }, ...offered.map((l) => ({ value: l.value, label: fill(t.layoutUpTo, { layout: l.label, n: l.capacity }) }))]}
          errors={fieldError("setup")}
        />
        <div>
          <div className="flex items-end gap-2">
            {hydrated ? (
              <button type="button" aria-label={t.oneLess} title={t.oneLess} onClick={() => setQty((qtyNumber || minQty) - 1)} className="mb-6 h-10 w-10 shrink-0 rounded-md border border-slate-300 bg-white text-lg font-bold hover:bg-slate-50">−</button>
            ) : null}
            <Field
              className="flex-1"
              label={t.quantity}
              inputProps={{ id: "book-qty", name: "qty", type: "number", defaultValue: values.qty, onChange: (e) => setQtyText(e.target.value), min: minQty, step: 1, inputMode: "numeric" }}
              errors={fieldError("qty")}
              hint={minQty > 1 ? fill(t.qtyHintMin, { unit: unitWords, n: minQty }) : fill(t.qtyHint, { unit: unitWords })}
            />
            {hydrated ? (
              <button type="button" aria-label={t.oneMore} title={t.oneMore} onClick={() => setQty((qtyNumber || minQty - 1) + 1)} className="mb-6 h-10 w-10 shrink-0 rounded-md border border-slate-300 bg-white text-lg font-bold hover:bg-slate-50">+</button>
            ) : null}
          </div>
        </div>
        {props.belowMinimum ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="below-minimum">
            {`${fill(t.belowMinimum, { pax: props.belowMinimum.pax, n: minQty })} `}
            <strong>{fill(t.minimumPrice, { n: minQty, total: formatRupiah(unitPrice * minQty) })}</strong>
          </p>
        ) : null}
        <Field label={t.eventName} inputProps={{ id: "book-eventName", name: "eventName", type: "text", maxLength: 120, defaultValue: values.eventName }} errors={fieldError("eventName")} />
        <TextareaField label={t.notes} textareaProps={{ id: "book-note", name: "note", rows: 3, maxLength: 1000, defaultValue: values.note }} errors={fieldError("note")} />

        <div className="flex items-center justify-between rounded-lg bg-slate-100 px-4 py-3">
          <span className="text-sm text-slate-600">
            {t.total} <span className="text-xs">(<Money amount={unitPrice} /> x {hydrated ? (liveTotal ? qtyNumber : 0) : Math.round(total / unitPrice) || minQty} {unitWords})</span>
          </span>
          <output htmlFor="book-qty" className="text-lg font-bold text-teal-800" data-testid="total" aria-live="polite">
            <Money amount={total} />
          </output>
        </div>
        <ErrorList id="book-error" errors={hydrated ? formErrors : []} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pendingText={t.adding} className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-amber-500 px-6 py-3 font-bold text-slate-900 hover:bg-amber-600 aria-disabled:opacity-70">
            {t.addToList}
          </SubmitButton>
          {hydrated ? null : (
            // Without JS the total is computed by the server for the typed quantity.
            <noscript>
              <button type="submit" name="intent" value="total" formNoValidate className="rounded-full border border-slate-300 px-4 py-3 text-sm font-semibold text-slate-700 hover:bg-white">
                {t.updateTotal}
              </button>
            </noscript>
          )}
          {props.belowMinimum ? (
            // Below the minimum order: book the minimum in one step (issue 42).
            <button
              type="submit"
              name="intent"
              value="minimum"
              onClick={() => setQty(minQty)}
              className="w-full rounded-full border-2 border-amber-500 px-6 py-3 text-sm font-bold text-slate-900 hover:bg-amber-50"
              data-testid="book-minimum"
            >
              {fill(t.bookMinimum, { n: minQty })}
            </button>
          ) : null}
        </div>
        </div>
        {hydrated ? null : (
          // Without JS, the page reloads with the start times of the typed date (GET keeps every field).
          // In <noscript>: with JS the button never shows, so hydration does not move the form (ADR 0342).
          // Last in tree order, shown under the day's hours (order-1) as a part of that box.
          <noscript className="order-1 -mt-3">
            <div className="rounded-b-lg bg-slate-50 px-3 pb-2 pt-1">
              <button type="submit" formMethod="get" formNoValidate name="check" value="times" className="rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-700">
                {t.checkTimes}
              </button>
            </div>
          </noscript>
        )}
      </Form>
    </>
  );
}

function AddedConfirmation({ added, asDialog }: { added: AddedNotice; asDialog: boolean }) {
  const t = useStrings("product");
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (asDialog && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [asDialog, added]);
  const body = (
    <>
      <h2 id="added-title" className="text-lg font-bold text-emerald-800">{t.addedTitle}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t.product}</dt><dd className="font-medium">{added.productName}</dd>
        <dt className="text-slate-500">{t.venue}</dt><dd className="font-medium">{added.venueName}</dd>
        <dt className="text-slate-500">{t.location}</dt><dd className="font-medium">{added.location}</dd>
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/search" className="rounded-full border border-teal-700 px-5 py-2 font-semibold text-teal-800 hover:bg-teal-50">{t.addMore}</Link>
        <Link to="/reservation-summary" className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">{t.goToList}</Link>
      </div>
    </>
  );
  if (asDialog) {
    return (
      <dialog ref={dialog} aria-labelledby="added-title" className="m-auto max-w-md rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50">
        {body}
        <form method="dialog" className="absolute right-3 top-2">
          <button type="submit" aria-label={t.close} className="text-xl text-slate-500">×</button>
        </form>
      </dialog>
    );
  }
  return (
    <section role="status" className="mb-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4" data-testid="added-notice">
      {body}
    </section>
  );
}
