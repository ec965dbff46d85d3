// Minimal typings for the parts of react-big-calendar 1.20 we use (no @types package is
// installed; see the availability calendar).
declare module "react-big-calendar" {
  import type { ComponentType } from "react";
  export type View = "month" | "week" | "work_week" | "day" | "agenda";
  export type SlotInfo = { start: Date; end: Date; slots: Date[]; action: "select" | "click" | "doubleClick" };
  export type DateLocalizer = { readonly __brand: "DateLocalizer" };
  export function dateFnsLocalizer(config: {
    format: unknown;
    parse: unknown;
    startOfWeek: unknown;
    getDay: unknown;
    locales: Record<string, unknown>;
  }): DateLocalizer;
  export type CalendarProps<E> = {
    localizer: DateLocalizer;
    events: E[];
    startAccessor?: keyof E | ((e: E) => Date);
    endAccessor?: keyof E | ((e: E) => Date);
    allDayAccessor?: keyof E | ((e: E) => boolean);
    titleAccessor?: keyof E | ((e: E) => string);
    defaultView?: View;
    views?: View[];
    defaultDate?: Date;
    step?: number;
    timeslots?: number;
    selectable?: boolean;
    popup?: boolean;
    style?: React.CSSProperties;
    onSelectSlot?: (slot: SlotInfo) => void;
    onSelectEvent?: (event: E) => void;
    eventPropGetter?: (event: E) => { className?: string; style?: React.CSSProperties };
    /** A key of the localizer's `locales` (dates, weekdays, times). */
    culture?: string;
    /** The calendar's own words (toolbar, agenda, "+n more"). */
    messages?: Partial<Record<"date" | "time" | "event" | "allDay" | "week" | "work_week" | "day" | "month" | "previous" | "next" | "yesterday" | "tomorrow" | "today" | "agenda" | "noEventsInRange", string>> & {
      showMore?: (count: number) => string;
    };
  };
  export const Calendar: ComponentType<CalendarProps<any>>;
}

declare module "react-big-calendar/lib/addons/dragAndDrop/index.js" {
  import type { ComponentType } from "react";
  import type { CalendarProps } from "react-big-calendar";
  export type EventInteraction<E> = { event: E; start: Date; end: Date; isAllDay?: boolean };
  export type DnDCalendarProps<E> = CalendarProps<E> & {
    onEventDrop?: (args: EventInteraction<E>) => void;
    onEventResize?: (args: EventInteraction<E>) => void;
    draggableAccessor?: (event: E) => boolean;
    resizableAccessor?: (event: E) => boolean;
    resizable?: boolean;
  };
  export default function withDragAndDrop<E>(calendar: ComponentType<CalendarProps<any>>): ComponentType<DnDCalendarProps<E>>;
}
