// The RFP part of the /auction form (issue 45): event type, day rows (date, times, layout, head
// count), flexible dates, indoor or outdoor, must-haves, reply-by and the venues picked with
// "Add to request". Plain fields: the server validates and answers each field's error.
import { Field, SelectField } from "~/components/forms";
import type { en as RfpStrings } from "~/i18n/dict/rfp.server";

type Reply = {
  field: (name: string) => { id: string; name: string; defaultValue: string | undefined };
  value: (name: string) => string | string[] | undefined;
  errors: (name: string) => string[] | undefined;
};

type Option = { value: string; label: string };
export type RfpAuctionOptions = {
  eventTypes: Option[];
  indoorOutdoor: Option[];
  layouts: Option[];
  mustHaves: { value: string; label: string }[];
  picked: { id: number; name: string; location: string }[];
};

const DAY_ROWS = [1, 2, 3];

export function RfpAuctionFields({ f, t, options, submitted }: { f: Reply; t: typeof RfpStrings; options: RfpAuctionOptions; submitted: boolean }) {
  const listed = (name: string) => {
    const v = f.value(name);
    return Array.isArray(v) ? v : v ? [v] : [];
  };
  // Before the first submit the picked venues are ticked; after it, what was sent back.
  const pickedValues = submitted ? listed("venue") : options.picked.map((p) => String(p.id));
  const mustHaves = listed("mustHave");
  return (
    <fieldset className="sm:col-span-2 mb-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{t.rfpSection}</legend>
      <p className="mb-4 text-sm text-slate-600">{t.rfpSectionHint}</p>
      {options.picked.length ? (
        <div className="mb-4">
          <p className="text-sm font-medium text-slate-700">{t.pickedVenues}</p>
          <p className="text-xs text-slate-500">{t.pickedVenuesHint}</p>
          <ul className="mt-1 space-y-1">
            {options.picked.map((v) => (
              <li key={v.id}>
                <label className="inline-flex items-center gap-2 text-sm">
                  <input type="checkbox" name="venue" value={v.id} defaultChecked={pickedValues.includes(String(v.id))} />
                  {v.name} ({v.location})
                </label>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label={t.eventType}
          selectProps={{ ...f.field("eventType") }}
          options={options.eventTypes}
          errors={f.errors("eventType")}
        />
        <SelectField
          label={t.indoorOutdoor}
          selectProps={{ ...f.field("indoorOutdoor") }}
          options={options.indoorOutdoor}
          errors={f.errors("indoorOutdoor")}
        />
      </div>
      <h2 className="mt-2 text-sm font-semibold text-slate-800">{t.days}</h2>
      <p className="mb-2 text-xs text-slate-500">{t.daysHint}</p>
      {DAY_ROWS.map((n) => {
        const row = t.dayRow.replace("{n}", String(n));
        return (
          <fieldset key={n} className="mb-2 grid grid-cols-2 gap-x-3 sm:grid-cols-5">
            <legend className="sr-only">{row}</legend>
            <Field className="col-span-2 sm:col-span-1" label={`${row}: ${t.date}`} inputProps={{ ...f.field(`day${n}Date`), type: "date" }} errors={f.errors(`day${n}Date`)} />
            <Field label={t.startTime} inputProps={{ ...f.field(`day${n}Start`), type: "time" }} errors={f.errors(`day${n}Start`)} />
            <Field label={t.endTime} inputProps={{ ...f.field(`day${n}End`), type: "time" }} errors={f.errors(`day${n}End`)} />
            <SelectField
              label={t.layout}
              selectProps={{ ...f.field(`day${n}Layout`) }}
              options={[{ value: "", label: "" }, ...options.layouts]}
              errors={f.errors(`day${n}Layout`)}
            />
            <Field label={t.headCount} inputProps={{ ...f.field(`day${n}People`), type: "number", min: 1, inputMode: "numeric" }} errors={f.errors(`day${n}People`)} />
          </fieldset>
        );
      })}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t.replyBy} inputProps={{ ...f.field("replyBy"), type: "date" }} errors={f.errors("replyBy")} />
        <div className="pt-7">
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" name="flexibleDates" defaultChecked={f.value("flexibleDates") === "on"} />
            {t.flexibleDates}
          </label>
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t.mustHaves}</legend>
        <div className="flex flex-wrap gap-x-4">
          {options.mustHaves.map((o) => (
            <label key={o.value} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" name="mustHave" value={o.value} defaultChecked={mustHaves.includes(o.value)} />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
