// The availability calendar (JS only, loaded lazily after hydration): the vendor's blocks and
// booked reservations, in Bali time whatever the browser's time zone. Selecting a slot opens
// the Event dialog; dragging or resizing a block saves it. Everything posts to the page's
// action through a fetcher (the same action as the no-JS bulk form).
import { useFetcher } from "@remix-run/react";
import { format, getDay, parse, startOfWeek } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
// Only the Indonesian locale is added (about 2 KB gz): the page's JS budget (ADR 0182) holds.
import { id as idLocale } from "date-fns/locale/id";
import { useEffect, useId, useRef, useState } from "react";
import { Calendar, dateFnsLocalizer, type SlotInfo } from "react-big-calendar";
// The explicit file: Node's ESM loader (server build) refuses directory imports.
import withDragAndDropModule, { type EventInteraction } from "react-big-calendar/lib/addons/dragAndDrop/index.js";
import { BlockFields, OverlapWarning, type BlockFieldErrors, type BlockFieldValues, type BlockTargetOption } from "~/components/availability-form";
import { SubmitButton } from "~/components/forms";
import { fill } from "~/i18n/config";
import { useLang, useStrings } from "~/i18n/use-strings";
import type { BaliCalendarNotes } from "~/bali-calendar/holidays";

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { "en-US": enUS, id: idLocale } });

export type CalendarBlock = {
  id: number;
  targetId: number;
  targetName: string;
  title: string;
  allDay: boolean;
  start: string; // Bali wall clock YYYY-MM-DDTHH:mm
  end: string;
};
export type CalendarBooking = { id: number; title: string; start: string; end: string };

type CalEvent = {
  key: string;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  block?: CalendarBlock;
  /** An island-wide closure day or a public holiday (ADR 0310): shown, not editable. */
  day?: "closed" | "holiday";
};

// A CommonJS module: the browser bundle gives its default export, Node the whole exports object.
const withDragAndDrop: typeof withDragAndDropModule =
  typeof withDragAndDropModule === "function"
    ? withDragAndDropModule
    : (withDragAndDropModule as unknown as { default: typeof withDragAndDropModule }).default;
const DnDCalendar = withDragAndDrop<CalEvent>(Calendar);
const pad = (n: number) => String(n).padStart(2, "0");

/** A Bali wall-clock string as a local Date showing the same wall clock. */
function toLocal(wall: string): Date {
  const [d, t = "00:00"] = wall.split("T");
  const [y, m, day] = d.split("-").map(Number);
  const [h, mi] = t.split(":").map(Number);
  return new Date(y, m - 1, day, h, mi);
}
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const hourOf = (d: Date) => `${pad(d.getHours())}:00`;
const isMidnight = (d: Date) => d.getHours() === 0 && d.getMinutes() === 0;
const dayBefore = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1);

/** Form values of a [start, end) range: whole days become an all-day block. */
function rangeValues(start: Date, end: Date, allDay: boolean): BlockFieldValues {
  if (allDay) {
    const last = end > start && isMidnight(end) ? dayBefore(end) : start;
    return { allDay: "yes", startDate: isoDate(start), endDate: isoDate(last < start ? start : last), startTime: "00:00", endTime: "00:00" };
  }
  let endHour = new Date(end);
  if (endHour.getMinutes()) endHour.setHours(endHour.getHours() + 1, 0);
  if (endHour <= start) endHour = new Date(start.getTime() + 60 * 60 * 1000);
  return { allDay: "no", startDate: isoDate(start), startTime: hourOf(start), endDate: isoDate(endHour), endTime: hourOf(endHour) };
}

type DialogState = { key: number; blockId?: number; values: BlockFieldValues } | null;

export default function AvailabilityCalendar({
  kind,
  targets,
  blocks,
  booked,
  window,
  notes,
}: {
  notes?: BaliCalendarNotes;
  kind: "subVenue" | "product";
  targets: BlockTargetOption[];
  blocks: CalendarBlock[];
  booked: CalendarBooking[];
  window: { min: string; max: string };
}) {
  const fetcher = useFetcher<{ error?: BlockFieldErrors; overlaps?: { id: number; text: string }[] }>();
  const moveFetcher = useFetcher<{ error?: BlockFieldErrors; overlaps?: { id: number; text: string }[] }>();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [submitted, setSubmitted] = useState(false);
  const t = useStrings("dashboardAvailability");
  const lang = useLang();
  // react-big-calendar's own words (toolbar, agenda, "+2 more") in the page's language.
  const messages = {
    date: t["cal.date"],
    time: t["cal.time"],
    event: t["cal.event"],
    allDay: t["cal.allDay"],
    week: t["cal.week"],
    work_week: t["cal.work_week"],
    day: t["cal.day"],
    month: t["cal.month"],
    previous: t["cal.previous"],
    next: t["cal.next"],
    yesterday: t["cal.yesterday"],
    tomorrow: t["cal.tomorrow"],
    today: t["cal.today"],
    agenda: t["cal.agenda"],
    noEventsInRange: t["cal.noEventsInRange"],
    showMore: (n: number) => fill(t["cal.showMore"], { n }),
  };

  const events: CalEvent[] = [
    ...blocks.map((b) => ({
      key: `block-${b.id}`,
      title: `${b.targetName}: ${b.title}`,
      start: toLocal(b.start),
      end: toLocal(b.end),
      allDay: b.allDay,
      block: b,
    })),
    ...booked.map((b) => ({ key: `booking-${b.id}`, title: b.title, start: toLocal(b.start), end: toLocal(b.end), allDay: false })),
    ...(notes?.closed ?? []).map((d) => ({ key: `closed-${d.date}`, title: fill(t.baliClosed, { name: d.name }), start: toLocal(d.date), end: toLocal(d.date), allDay: true, day: "closed" as const })),
    ...(notes?.holidays ?? []).map((d) => ({ key: `holiday-${d.date}`, title: fill(t.publicHoliday, { name: d.name }), start: toLocal(d.date), end: toLocal(d.date), allDay: true, day: "holiday" as const })),
  ];

  // Close the dialog once its save went through (the page reloads its data).
  const errors = fetcher.data?.error ?? {};
  useEffect(() => {
    if (submitted && fetcher.state === "idle") {
      setSubmitted(false);
      if (!fetcher.data?.error) setDialog(null);
    }
  }, [submitted, fetcher.state, fetcher.data]);

  function openNew(slot: SlotInfo) {
    const allDay = isMidnight(slot.start) && isMidnight(slot.end);
    setDialog({
      key: Date.now(),
      values: { ...rangeValues(slot.start, slot.end, allDay), title: t.untitledEvent, targetId: targets.length === 1 ? String(targets[0].id) : "" },
    });
  }

  function openBlock(event: CalEvent) {
    const b = event.block;
    if (!b) return;
    setDialog({
      key: Date.now(),
      blockId: b.id,
      values: { ...rangeValues(event.start, event.end, b.allDay), title: b.title, targetId: String(b.targetId) },
    });
  }

  function move({ event, start, end }: EventInteraction<CalEvent>) {
    const b = event.block;
    if (!b) return;
    const values = rangeValues(start, end, b.allDay);
    const form = new FormData();
    form.set("intent", "save");
    form.set("id", String(b.id));
    form.set("kind", kind);
    form.set("targetId", String(b.targetId));
    form.set("title", b.title);
    for (const [k, v] of Object.entries(values)) form.set(k, v ?? "");
    moveFetcher.submit(form, { method: "post", preventScrollReset: true });
  }

  // react-big-calendar names its month grid "Month View" in English whatever its messages: the
  // grid is named in the page's language (a screen reader reads it) each time the view renders.
  const wrapper = useRef<HTMLDivElement>(null);
  const monthViewLabel = `${t["cal.month"]}`;
  useEffect(() => {
    const root = wrapper.current;
    if (!root || lang === "en") return;
    const relabel = () => root.querySelectorAll('[aria-label="Month View"]').forEach((el) => el.setAttribute("aria-label", monthViewLabel));
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [lang, monthViewLabel]);

  const moveError = moveFetcher.state === "idle" ? Object.values(moveFetcher.data?.error ?? {}).flat()[0] : undefined;

  return (
    <div data-testid="availability-calendar" ref={wrapper}>
      {moveError ? (
        <p role="alert" className="mb-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{moveError}</p>
      ) : null}
      <DnDCalendar
        localizer={localizer}
        culture={lang === "id" ? "id" : "en-US"}
        messages={messages}
        events={events}
        defaultView="month"
        views={["month", "week", "day", "agenda"]}
        step={60}
        timeslots={1}
        selectable
        popup
        resizable
        style={{ height: 640 }}
        onSelectSlot={openNew}
        onSelectEvent={openBlock}
        onEventDrop={move}
        onEventResize={move}
        draggableAccessor={(e) => !!e.block}
        resizableAccessor={(e) => !!e.block}
        eventPropGetter={(e) => ({ className: e.day === "closed" ? "!bg-red-700" : e.day === "holiday" ? "!bg-amber-700" : e.block ? "!bg-slate-700" : "!bg-teal-700" })}
      />
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span><span className="mr-1 inline-block h-3 w-3 rounded-sm bg-slate-700 align-middle" />{t.legendBlocks}</span>
        <span><span className="mr-1 inline-block h-3 w-3 rounded-sm bg-teal-700 align-middle" />{t.legendBooked}</span>
        <span><span className="mr-1 inline-block h-3 w-3 rounded-sm bg-red-700 align-middle" />{t.legendClosed}</span>
        <span><span className="mr-1 inline-block h-3 w-3 rounded-sm bg-amber-700 align-middle" />{t.legendHoliday}</span>
      </p>
      {dialog ? (
        <EventDialog
          key={dialog.key}
          kind={kind}
          targets={targets}
          window={window}
          state={dialog}
          errors={submitted || fetcher.state !== "idle" ? {} : errors}
          pending={fetcher.state !== "idle"}
          onClose={() => setDialog(null)}
          fetcher={fetcher}
          onSubmit={() => setSubmitted(true)}
        />
      ) : null}
    </div>
  );
}

function EventDialog({
  kind,
  targets,
  window,
  state,
  errors,
  pending,
  onClose,
  fetcher,
  onSubmit,
}: {
  kind: "subVenue" | "product";
  targets: BlockTargetOption[];
  window: { min: string; max: string };
  state: NonNullable<DialogState>;
  errors: BlockFieldErrors;
  pending: boolean;
  onClose: () => void;
  fetcher: ReturnType<typeof useFetcher<{ error?: BlockFieldErrors; overlaps?: { id: number; text: string }[] }>>;
  onSubmit: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [allDay, setAllDay] = useState(state.values.allDay === "yes");
  const t = useStrings("dashboardAvailability");
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-slate-900/60"
    >
      <h2 id={titleId} className="mb-4 text-xl font-bold">{t.eventDialog}</h2>
      <fetcher.Form method="post" preventScrollReset onSubmit={onSubmit}>
        {state.blockId ? <input type="hidden" name="id" value={state.blockId} /> : null}
        <BlockFields
          idPrefix="event"
          kind={kind}
          targets={targets}
          values={state.values}
          errors={fetcher.data?.overlaps?.length ? { ...errors, form: undefined } : errors}
          window={window}
          withTitle
          withAllDay
          allDay={allDay}
          onAllDayChange={setAllDay}
        />
        {allDay ? (
          <>
            <input type="hidden" name="startTime" value="00:00" />
            <input type="hidden" name="endTime" value="00:00" />
          </>
        ) : null}
        {fetcher.data?.overlaps?.length && !pending ? <OverlapWarning overlaps={fetcher.data.overlaps} /> : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <SubmitButton name="intent" value="save" aria-disabled={pending || undefined}>{t.save}</SubmitButton>
          <button type="button" onClick={() => ref.current?.close()} className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">
            {t.cancel}
          </button>
          {state.blockId ? (
            <button
              type="submit"
              name="intent"
              value="delete"
              formNoValidate
              className="ml-auto rounded-full border border-red-300 px-6 py-2.5 font-semibold text-red-700"
            >
              {t.delete}
            </button>
          ) : null}
        </div>
      </fetcher.Form>
    </dialog>
  );
}
