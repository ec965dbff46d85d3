// The add-to-reservation-list form on /product-detail/{id}. Its labels and field names are a
// contract other tests rely on (Date/date, Time/time, Seat layout/setup, Quantity/qty,
// Event name/eventName, Notes/note, productId, "ADD TO RESERVATION LIST", form id "book").
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { addToCartSchema, ADD_TO_CART_MESSAGES } from "~/cart/add-to-cart-schema";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/components/forms";
import { formatRupiah, hourlyTimes, unitLabel } from "~/utils/format";

const TIMES = hourlyTimes().map((t) => ({ value: t, label: t }));

export type AddedNotice = { productName: string; venueName: string; location: string };

export type ReservationFormProps = {
  productId: number;
  unit: string;
  unitPrice: number;
  minQty: number;
  layouts: { value: string; label: string; capacity: number }[];
  today: string;
  maxDate: string;
  defaults: { date: string; time: string };
  lastResult?: SubmissionResult<string[]> | null;
  /** Total computed by the server for the last submitted quantity (no-JS). */
  serverTotal?: number | null;
  added?: AddedNotice | null;
};

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function ReservationForm(props: ReservationFormProps) {
  const { productId, unit, unitPrice, minQty, layouts, today, maxDate, defaults } = props;
  const hydrated = useHydrated();
  const schema = addToCartSchema({ minQty });
  const [form, fields] = useForm({
    id: "book",
    lastResult: props.lastResult,
    defaultValue: { productId: String(productId), date: defaults.date, time: defaults.time, setup: "", qty: String(minQty), eventName: "", note: "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const qty = Number(fields.qty.value);
  const liveTotal = Number.isInteger(qty) && qty > 0 ? unitPrice * qty : 0;
  const total = hydrated ? liveTotal : props.serverTotal ?? unitPrice * minQty;
  const setQty = (n: number) => form.update({ name: fields.qty.name, value: String(Math.max(minQty, n)) });
  const offered = layouts.filter((l) => l.capacity > 0);

  return (
    <>
      {props.added ? <AddedConfirmation added={props.added} asDialog={hydrated} /> : null}
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-1">
        <input {...getInputProps(fields.productId, { type: "hidden" })} key={fields.productId.key} />
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Field
            label="Date"
            inputProps={{ ...getInputProps(fields.date, { type: "date" }), min: today, max: maxDate, key: fields.date.key }}
            errors={fields.date.errors}
          />
          <SelectField
            label="Time"
            selectProps={{ ...getSelectProps(fields.time), key: fields.time.key }}
            options={TIMES}
            errors={fields.time.errors}
          />
        </div>
        <SelectField
          label="Seat layout"
          selectProps={{ ...getSelectProps(fields.setup), key: fields.setup.key }}
          options={[{ value: "", label: "Select layout" }, ...offered.map((l) => ({ value: l.value, label: `${l.label} (up to ${l.capacity})` }))]}
          errors={fields.setup.errors}
        />
        <div>
          <div className="flex items-end gap-2">
            {hydrated ? (
              <button type="button" aria-label="One less" title="One less" onClick={() => setQty((qty || minQty) - 1)} className="mb-6 h-10 w-10 shrink-0 rounded-md border border-slate-300 bg-white text-lg font-bold hover:bg-slate-50">−</button>
            ) : null}
            <Field
              className="flex-1"
              label="Quantity"
              inputProps={{ ...getInputProps(fields.qty, { type: "number" }), min: minQty, step: 1, inputMode: "numeric", key: fields.qty.key }}
              errors={fields.qty.errors}
              hint={`In ${unitLabel(unit)}${minQty > 1 ? `, minimum ${minQty}` : ""}`}
            />
            {hydrated ? (
              <button type="button" aria-label="One more" title="One more" onClick={() => setQty((qty || minQty - 1) + 1)} className="mb-6 h-10 w-10 shrink-0 rounded-md border border-slate-300 bg-white text-lg font-bold hover:bg-slate-50">+</button>
            ) : null}
          </div>
        </div>
        <Field label="Event name" inputProps={{ ...getInputProps(fields.eventName, { type: "text" }), maxLength: 120, key: fields.eventName.key }} errors={fields.eventName.errors} />
        <TextareaField label="Notes" textareaProps={{ ...getTextareaProps(fields.note), rows: 3, maxLength: 1000, key: fields.note.key }} errors={fields.note.errors} />

        <div className="flex items-center justify-between rounded-lg bg-slate-100 px-4 py-3">
          <span className="text-sm text-slate-600">
            Total <span className="text-xs">({formatRupiah(unitPrice)} x {hydrated ? (liveTotal ? qty : 0) : Math.round(total / unitPrice) || minQty} {unitLabel(unit)})</span>
          </span>
          <output form={form.id} htmlFor={fields.qty.id} className="text-lg font-bold text-teal-800" data-testid="total" aria-live="polite">
            {formatRupiah(total)}
          </output>
        </div>
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pendingText="ADDING..." className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-amber-500 px-6 py-3 font-bold text-white hover:bg-amber-600 aria-disabled:opacity-70">
            ADD TO RESERVATION LIST
          </SubmitButton>
          {hydrated ? null : (
            // Without JS the total is computed by the server for the typed quantity.
            <button type="submit" name="intent" value="total" formNoValidate className="rounded-full border border-slate-300 px-4 py-3 text-sm font-semibold text-slate-700 hover:bg-white">
              Update total
            </button>
          )}
        </div>
      </Form>
    </>
  );
}

function AddedConfirmation({ added, asDialog }: { added: AddedNotice; asDialog: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (asDialog && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [asDialog, added]);
  const body = (
    <>
      <h2 id="added-title" className="text-lg font-bold text-emerald-800">{ADD_TO_CART_MESSAGES.success}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Product</dt><dd className="font-medium">{added.productName}</dd>
        <dt className="text-slate-500">Venue</dt><dd className="font-medium">{added.venueName}</dd>
        <dt className="text-slate-500">Location</dt><dd className="font-medium">{added.location}</dd>
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/search" className="rounded-full border border-teal-700 px-5 py-2 font-semibold text-teal-800 hover:bg-teal-50">Add more product</Link>
        <Link to="/reservation-summary" className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">Go to Reservation List</Link>
      </div>
    </>
  );
  if (asDialog) {
    return (
      <dialog ref={dialog} aria-labelledby="added-title" className="m-auto max-w-md rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50">
        {body}
        <form method="dialog" className="absolute right-3 top-2">
          <button type="submit" aria-label="Close" className="text-xl text-slate-500">×</button>
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
