// Update Reservation: acknowledge Yes/No (a real boolean on the server, ADR 0061).
import { Link } from "@remix-run/react";
import { Form } from "~/components/form";
import { SubmitButton } from "~/components/forms";
import { ACKNOWLEDGE_LABELS } from "~/i18n/english/acknowledge-form";

export type AcknowledgeLabels = typeof ACKNOWLEDGE_LABELS;

export function AcknowledgeForm({
  lineId,
  current,
  cancelTo,
  returnTo,
  labels: l = ACKNOWLEDGE_LABELS,
}: {
  lineId: number;
  current: boolean;
  cancelTo: string;
  returnTo: string;
  labels?: AcknowledgeLabels;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="acknowledge" />
      <input type="hidden" name="id" value={lineId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{l.aAcknowledge}</legend>
        <div className="flex gap-6">
          {(["yes", "no"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="acknowledge" value={value} defaultChecked={current === (value === "yes")} required />
              {value === "yes" ? l.aYes : l.aNo}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex gap-3">
        <SubmitButton>{l.aSave}</SubmitButton>
        <Link to={cancelTo} preventScrollReset className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">
          {l.aCancel}
        </Link>
      </div>
    </Form>
  );
}
