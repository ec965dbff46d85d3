// The venue search form: a plain GET form (works without JS). With JS, the filters on the
// search screen re-run the search as soon as one changes.
import { useSubmit } from "@remix-run/react";
import { Form } from "~/components/form";
import { useEffect, useId, useState } from "react";
import { ChosenDate } from "~/components/chosen-date";
import { BaliCalendarNote } from "~/components/bali-calendar-notes";
import type { BaliCalendarNotes } from "~/bali-calendar/holidays";
import { INCLUSION_FEATURES, PACKAGE_TYPES, SUB_VENUE_CATEGORIES } from "~/catalog/catalog-tags";
import { MIN_RATING_OPTIONS } from "~/reviews/review-rules";
import { attendeeOptions, attendeesValue, lastBookableDate, SEARCH_SORTS, SETTINGS, type ChoiceFilters, type SearchFilters } from "~/catalog/search-params";
import { ATTENDEE_RANGES, CAMPAIGN_OPTIONS, LAYOUTS, LOCATION_OPTIONS } from "~/utils/constants";

const ATTENDEE_RANGE_VALUES = new Set<string>(ATTENDEE_RANGES.map((r) => r.value));
import { hourlyTimes, timesIn } from "~/utils/format";
import { fill, optionLabel } from "~/i18n/config";
import { useLang, useStrings } from "~/i18n/use-strings";

// The `field` utility (app/tailwind.css): a form control's look in one class.
const control = "field";
const TIMES = hourlyTimes();

type FormFilters = Pick<SearchFilters, "keyword" | "date" | "time" | "pax" | "minCapacity" | "maxCapacity" | "campaign">;

export function SearchForm({
  action,
  filters,
  today,
  variant,
  choice,
  dateError,
  keep,
  dateNotes,
}: {
  action: string;
  filters: FormFilters;
  today: string;
  /** home: the hero form; filters: the search screen's filter bar (auto-submits with JS). */
  variant: "home" | "filters";
  /** The choice filters (ADR 0123), shown in the filter bar. */
  choice?: ChoiceFilters;
  /** Why the date was refused (outside the booking window), shown under the date. */
  dateError?: string | null;
  /** Query values the form does not show but a change must keep (e.g. the map view). */
  keep?: Record<string, string>;
  /** Closure days and public holidays shown under the date picker (ADR 0310). */
  dateNotes?: BaliCalendarNotes;
}) {
  const id = useId();
  const submit = useSubmit();
  const t = useStrings("search");
  // One time format per language: 08:00, Indonesian 08.00 (issue 42).
  const lang = useLang();
  const locationKnown = LOCATION_OPTIONS.some((o) => o.cityName.toLowerCase() === filters.keyword.toLowerCase());
  const keywordValue = filters.keyword ? (locationKnown ? LOCATION_OPTIONS.find((o) => o.cityName.toLowerCase() === filters.keyword.toLowerCase())!.cityName : filters.keyword) : "Bali";
  const autoSubmit = variant === "filters";
  // A head count typed in the number field wins; the range select then shows "All Capacity".
  const ranges = { ...filters, pax: null };
  // The picked date in DD/MM/YYYY beside the browser's own format; a new search resets it.
  const [chosenDate, setChosenDate] = useState(filters.date);
  useEffect(() => setChosenDate(filters.date), [filters.date]);
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={t.venueSearch}
      className={`grid gap-3 ${variant === "home" ? "sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_0.8fr_1fr_0.8fr_auto]" : "sm:grid-cols-3 lg:grid-cols-[1.2fr_1fr_0.8fr_1fr_0.8fr_1fr_auto]"} items-end`}
      onChange={
        autoSubmit
          ? (e) => {
              // Typed prices are sent with Enter or the Search button, not on every keystroke.
              if ((e.target as HTMLInputElement).type === "number") return;
              // A range chosen after a head count: the range is the new search.
              const pax = e.currentTarget.elements.namedItem("pax") as HTMLInputElement | null;
              if ((e.target as HTMLSelectElement).name === "attendees" && pax) pax.value = "";
              submit(e.currentTarget, { preventScrollReset: true, replace: true });
            }
          : undefined
      }
    >
      <div>
        <label htmlFor={`${id}-location`} className="field-label">{t.location}</label>
        <select id={`${id}-location`} name="keyword" defaultValue={keywordValue} className={control}>
          {LOCATION_OPTIONS.map((o) => (
            <option key={o.value} value={o.cityName}>{o.label}</option>
          ))}
          {!locationKnown && filters.keyword ? <option value={filters.keyword}>“{filters.keyword}”</option> : null}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-date`} className="field-label">{t.date}</label>
        <input
          id={`${id}-date`}
          type="date"
          name="date"
          defaultValue={filters.date}
          onInput={(e) => setChosenDate(e.currentTarget.value)}
          min={today}
          max={lastBookableDate(today)}
          className={control}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${id}-date-error` : undefined}
        />
        <ChosenDate inputId={`${id}-date`} value={chosenDate} format={t.chosenDateFormat} />
        {dateError ? <p id={`${id}-date-error`} role="alert" className="mt-1 text-sm text-red-700">{dateError}</p> : null}
        {dateNotes ? <BaliCalendarNote notes={dateNotes} className="mt-1" labels={t} /> : null}
      </div>
      <div>
        <label htmlFor={`${id}-time`} className="field-label">{t.time}</label>
        <select id={`${id}-time`} name="time" defaultValue={filters.time} className={control}>
          {TIMES.map((time) => (
            <option key={time} value={time}>{timesIn(time, lang)}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-attendees`} className="field-label">{t.attendees}</label>
        {/* The spec's ranges are shortcuts; the exact head count is the number field beside them. */}
        <select id={`${id}-attendees`} name="attendees" defaultValue={attendeesValue(ranges)} className={control}>
          {attendeeOptions(ranges).map((r) => (
            <option key={r.value} value={r.value}>{attendeeLabel(t, r, ranges)}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-pax`} className="field-label">{t.headCount}</label>
        <input id={`${id}-pax`} type="number" name="pax" min={1} max={100000} step={1} inputMode="numeric" placeholder={t.headCountPlaceholder} defaultValue={filters.pax ?? ""} className={control} />
      </div>
      {variant === "filters" ? (
        <div>
          <label htmlFor={`${id}-campaign`} className="field-label">{t.campaign}</label>
          <select id={`${id}-campaign`} name="campaign" defaultValue={filters.campaign} className={control}>
            {CAMPAIGN_OPTIONS.map((c) => (
              <option key={c.value} value={c.value}>{optionLabel(t, "campaign", c.value, c.label)}</option>
            ))}
          </select>
        </div>
      ) : null}
      {variant === "filters" && choice ? <ChoiceFields id={id} filters={choice} /> : null}
      {Object.entries(keep ?? {}).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" className="rounded-md bg-amber-500 px-6 py-2.5 font-bold text-slate-900 hover:bg-amber-600">
        {variant === "home" ? t.searchVenue : t.search}
      </button>
    </Form>
  );
}

/** Sort, indoor/outdoor, seat layout and price range: the second row of the filter bar. */
function ChoiceFields({ id, filters }: { id: string; filters: ChoiceFilters }) {
  const label = "field-label";
  const t = useStrings("search");
  return (
    <>
      <div>
        <label htmlFor={`${id}-sort`} className={label}>{t.sortBy}</label>
        <select id={`${id}-sort`} name="sort" defaultValue={filters.sort} className={control}>
          {SEARCH_SORTS.map((o) => <option key={o.value} value={o.value}>{optionLabel(t, "sort", o.value, o.label)}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-setting`} className={label}>{t.setting}</label>
        <select id={`${id}-setting`} name="setting" defaultValue={filters.setting} className={control}>
          {SETTINGS.map((o) => <option key={o.value} value={o.value}>{optionLabel(t, "setting", o.value, o.label)}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-layout`} className={label}>{t.seatLayout}</label>
        <select id={`${id}-layout`} name="layout" defaultValue={filters.layout} className={control}>
          <option value="">{t.anyLayout}</option>
          {LAYOUTS.map((l) => <option key={l.value} value={l.value}>{optionLabel(t, "layout", l.value, l.label)}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-minPrice`} className={label}>{t.minPrice}</label>
        <input id={`${id}-minPrice`} type="number" name="minPrice" min={0} step={50000} inputMode="numeric" defaultValue={filters.minPrice ?? ""} className={control} />
      </div>
      <div>
        <label htmlFor={`${id}-maxPrice`} className={label}>{t.maxPrice}</label>
        <input id={`${id}-maxPrice`} type="number" name="maxPrice" min={0} step={50000} inputMode="numeric" defaultValue={filters.maxPrice ?? ""} className={control} />
      </div>
      <div>
        <label htmlFor={`${id}-minRating`} className={label}>{t.guestRating}</label>
        <select id={`${id}-minRating`} name="minRating" defaultValue={filters.minRating === null ? "" : String(filters.minRating)} className={control}>
          {MIN_RATING_OPTIONS.map((o) => <option key={o.value} value={o.value}>{optionLabel(t, "rating", o.value, o.label)}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={label}>{t.category}</label>
        <select id={`${id}-category`} name="category" defaultValue={filters.category} className={control}>
          <option value="">{t.anyCategory}</option>
          {SUB_VENUE_CATEGORIES.map((c) => <option key={c.value} value={c.value}>{optionLabel(t, "category", c.value, c.label)}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-packageType`} className={label}>{t.packageType}</label>
        <select id={`${id}-packageType`} name="packageType" defaultValue={filters.packageType} className={control}>
          <option value="">{t.anyPackage}</option>
          {PACKAGE_TYPES.map((p) => <option key={p.value} value={p.value}>{optionLabel(t, "packageType", p.value, p.label)}</option>)}
        </select>
      </div>
      <fieldset className="sm:col-span-2 lg:col-span-2">
        <legend className={label}>{t.includes}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 py-1">
          {INCLUSION_FEATURES.map((f) => (
            <label key={f.value} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
              <input type="checkbox" name="inclusion" value={f.value} defaultChecked={filters.inclusions.includes(f.value)} className="h-4 w-4 accent-teal-700" />
              {optionLabel(t, "inclusion", f.value, f.label)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** An attendee range's label; the one off-list value (a link's exact pax or range) is written out. */
export function attendeeLabel(
  t: { attendeesCount: string; attendeesOrMore: string },
  option: { value: string; label: string },
  f: Pick<SearchFilters, "pax" | "minCapacity" | "maxCapacity">,
): string {
  if (ATTENDEE_RANGE_VALUES.has(option.value)) return optionLabel(t, "attendees", option.value, option.label);
  if (f.pax) return fill(t.attendeesCount, { count: f.pax });
  return f.maxCapacity ? option.label : fill(t.attendeesOrMore, { count: f.minCapacity });
}
