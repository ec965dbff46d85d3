// The vendor's answers to an RFP (issue 45): the proposal form (one line per day of the request,
// from the venue's own products) and the turn-down form. Server-validated; each field's error is
// shown next to it and what was typed comes back.
import { Form } from "~/components/form";
import { Field, SelectField, SubmitButton, TextareaField, useFormReply, type FormReply } from "~/components/forms";
import type { en as RfpStrings } from "~/i18n/dict/rfp.server";

type ProposalPage = {
  days: { id: number; label: string; layoutValue: string; headCount: number; startTime: string; endTime: string }[];
  products: { id: number; label: string }[];
  layouts: { value: string; label: string }[];
  defaultValidUntil: string;
  /** Flexible dates: the shifts every day may move by (null: the dates asked only). */
  shiftOptions: { value: string; label: string }[] | null;
  depositAllowed: boolean;
  canHold: boolean;
};

export function RfpProposalForm({ rfp, t, reply }: { rfp: ProposalPage; t: typeof RfpStrings; reply: FormReply | null | undefined }) {
  const defaults: Record<string, string> = { validUntil: rfp.defaultValidUntil, discountPercent: "0", paymentPlan: rfp.depositAllowed ? "deposit" : "full", shiftDays: "0" };
  rfp.days.forEach((d, i) => {
    const n = i + 1;
    Object.assign(defaults, { [`line${n}Day`]: String(d.id), [`line${n}Setup`]: d.layoutValue, [`line${n}People`]: String(d.headCount), [`line${n}Start`]: d.startTime, [`line${n}End`]: d.endTime });
  });
  const f = useFormReply("rfp-proposal", reply, defaults);
  return (
    <section aria-labelledby="propose-heading" className="rounded-xl border border-slate-200 p-4">
      <h2 id="propose-heading" className="text-lg font-semibold">{t.propose}</h2>
      {f.formErrors?.length ? <p role="alert" id={f.formErrorId} className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{f.formErrors.join(" ")}</p> : null}
      <Form method="post" preventScrollReset key={f.formKey} {...f.form} className="mt-3">
        <input type="hidden" name="intent" value="propose" />
        <h3 className="text-sm font-semibold">{t.proposalLines}</h3>
        {rfp.shiftOptions ? (
          <div className="mt-2 max-w-xs">
            <SelectField label={t.shiftDays} selectProps={{ ...f.field("shiftDays") }} options={rfp.shiftOptions} errors={f.errors("shiftDays")} />
          </div>
        ) : null}
        {rfp.days.map((d, i) => {
          const n = i + 1;
          return (
            <fieldset key={d.id} className="mt-2 grid grid-cols-2 gap-x-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-6">
              <legend className="px-1 text-sm font-medium">{t.day} {n}: {d.label}</legend>
              <input type="hidden" name={`line${n}Day`} value={d.id} />
              <SelectField
                className="col-span-2 sm:col-span-2"
                label={t.product}
                selectProps={{ ...f.field(`line${n}Product`) }}
                options={[{ value: "", label: t.noLine }, ...rfp.products.map((p) => ({ value: String(p.id), label: p.label }))]}
                errors={f.errors(`line${n}Product`)}
              />
              <SelectField label={t.layout} selectProps={{ ...f.field(`line${n}Setup`) }} options={rfp.layouts} errors={f.errors(`line${n}Setup`)} />
              <Field label={t.headCount} inputProps={{ ...f.field(`line${n}People`), type: "number", min: 1 }} errors={f.errors(`line${n}People`)} />
              <Field label={t.startTime} inputProps={{ ...f.field(`line${n}Start`), type: "time" }} errors={f.errors(`line${n}Start`)} />
              <Field label={t.endTime} inputProps={{ ...f.field(`line${n}End`), type: "time" }} errors={f.errors(`line${n}End`)} />
            </fieldset>
          );
        })}
        <div className="mt-3 grid gap-x-4 sm:grid-cols-3">
          <Field label={t.discountPercent} inputProps={{ ...f.field("discountPercent"), type: "number", min: 0, max: 50 }} errors={f.errors("discountPercent")} />
          <Field label={t.validUntil} inputProps={{ ...f.field("validUntil"), type: "date" }} errors={f.errors("validUntil")} />
          <SelectField
            label={t.paymentPlan}
            selectProps={{ ...f.field("paymentPlan") }}
            options={[...(rfp.depositAllowed ? [{ value: "deposit", label: t["paymentPlan.deposit"] }] : []), { value: "full", label: t["paymentPlan.full"] }]}
            errors={f.errors("paymentPlan")}
          />
        </div>
        <TextareaField label={t.concessions} textareaProps={{ ...f.field("concessions"), rows: 2, maxLength: 1000 }} errors={f.errors("concessions")} />
        <TextareaField label={t.message} textareaProps={{ ...f.field("message"), rows: 3, maxLength: 2000 }} errors={f.errors("message")} />
        {rfp.canHold ? (
          <label className="mb-3 inline-flex items-center gap-2 text-sm">
            <input type="checkbox" name="hold" defaultChecked={f.value("hold") === "on"} />
            {t.hold}
          </label>
        ) : null}
        <div>
          <SubmitButton>{t.propose}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

export function RfpTurnDownForm({ t, reply }: { t: typeof RfpStrings; reply: FormReply | null | undefined }) {
  const f = useFormReply("rfp-turn-down", reply);
  return (
    <Form method="post" preventScrollReset key={f.formKey} {...f.form} className="rounded-xl border border-red-200 p-4">
      <input type="hidden" name="intent" value="turnDown" />
      <TextareaField label={t.turnDownReason} textareaProps={{ ...f.field("reason"), rows: 2, maxLength: 1000 }} errors={f.errors("reason")} />
      <SubmitButton className="rounded-full border border-red-700 px-5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50">{t.turnDown}</SubmitButton>
    </Form>
  );
}
