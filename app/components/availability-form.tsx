// Availability block fields, shared by the bulk form (page, Conform) and the calendar's Event
// dialog (fetcher). Dates are Bali dates, times hourly (24-hour).
import { Link } from "@remix-run/react";
import { ErrorList, Field, SelectField, SubmitButton } from "~/components/forms";
import { fill } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";
import { HOURS } from "~/supplier/availability-schema";

export type BlockFieldValues = {
  targetId?: string;
  title?: string;
  startDate?: string;
  startTime?: string;
  endDate?: string;
  endTime?: string;
  allDay?: "yes" | "no";
};
export type BlockFieldErrors = Partial<Record<keyof BlockFieldValues | "form", string[] | undefined>>;
export type BlockTargetOption = { id: number; name: string };

const hourOptions = HOURS.map((h) => ({ value: h, label: h }));

export function BlockFields({
  idPrefix,
  kind,
  targets,
  values,
  errors,
  window,
  withTitle = false,
  withAllDay = false,
  allDay = false,
  onAllDayChange,
}: {
  idPrefix: string;
  kind: "subVenue" | "product";
  targets: BlockTargetOption[];
  values: BlockFieldValues;
  errors: BlockFieldErrors;
  window: { min: string; max: string };
  withTitle?: boolean;
  withAllDay?: boolean;
  allDay?: boolean;
  onAllDayChange?: (allDay: boolean) => void;
}) {
  // Only Manage Availability uses these fields: its loader sends the strings.
  const t = useStrings("dashboardAvailability");
  const targetLabel = kind === "subVenue" ? t.subVenueField : t.product;
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <input type="hidden" name="kind" value={kind} />
      <SelectField
        className="sm:col-span-2"
        label={targetLabel}
        selectProps={{ id: `${idPrefix}-target`, name: "targetId", defaultValue: values.targetId ?? "", required: true }}
        options={[{ value: "", label: kind === "subVenue" ? t.selectSubVenue : t.selectProduct }, ...targets.map((t) => ({ value: String(t.id), label: t.name }))]}
        errors={errors.targetId}
      />
      {withTitle ? (
        <Field
          className="sm:col-span-2"
          label={t.titleField}
          inputProps={{ id: `${idPrefix}-title`, name: "title", defaultValue: values.title ?? "", maxLength: 120 }}
          errors={errors.title}
        />
      ) : null}
      <Field
        label={t.startDate}
        inputProps={{ id: `${idPrefix}-start-date`, name: "startDate", type: "date", min: window.min, max: window.max, defaultValue: values.startDate ?? "", required: true }}
        errors={errors.startDate}
      />
      <SelectField
        label={t.startTime}
        selectProps={{ id: `${idPrefix}-start-time`, name: "startTime", defaultValue: values.startTime ?? "08:00", disabled: allDay }}
        options={hourOptions}
        errors={errors.startTime}
      />
      <Field
        label={t.endDate}
        inputProps={{ id: `${idPrefix}-end-date`, name: "endDate", type: "date", min: window.min, max: window.max, defaultValue: values.endDate ?? "", required: true }}
        errors={errors.endDate}
      />
      <SelectField
        label={t.endTime}
        selectProps={{ id: `${idPrefix}-end-time`, name: "endTime", defaultValue: values.endTime ?? "18:00", disabled: allDay }}
        options={hourOptions}
        errors={errors.endTime}
      />
      {withAllDay ? (
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t.allDay}</legend>
          <div className="flex gap-6">
            {(["yes", "no"] as const).map((v) => (
              <label key={v} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="allDay"
                  value={v}
                  defaultChecked={(values.allDay ?? "no") === v}
                  onChange={() => onAllDayChange?.(v === "yes")}
                />
                {v === "yes" ? t.yes : t.no}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <input type="hidden" name="allDay" value="no" />
      )}
      <div className="sm:col-span-2">
        <ErrorList errors={errors.form} />
      </div>
    </div>
  );
}

/** The bookings a block would cover, with Save anyway / Cancel (ADR 0144). No JS needed. */
export function OverlapWarning({ overlaps, cancelTo }: { overlaps: { id: number; text: string }[]; cancelTo?: string }) {
  const t = useStrings("dashboardAvailability");
  return (
    <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="block-overlaps">
      <p className="font-semibold">{fill(t.overlaps, { n: overlaps.length })}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {overlaps.map((o) => <li key={o.id}>{o.text}</li>)}
      </ul>
      <div className="mt-3 flex flex-wrap gap-3">
        <SubmitButton name="intent" value="save-confirmed" className="rounded-full bg-amber-700 px-5 py-2 font-semibold text-white hover:bg-amber-800">
          {t.saveAnyway}
        </SubmitButton>
        {cancelTo ? <Link to={cancelTo} className="rounded-full border border-slate-300 px-5 py-2 font-semibold">{t.cancel}</Link> : null}
      </div>
    </div>
  );
}

