// Opening hours of a product (ADR 0120), shared by the product page (times offered) and the
// booking rules (enforced on the server). Times are Bali wall-clock "HH:mm"; a close time at or
// before the open time (e.g. "00:00") means open until midnight.
import { msg } from "~/i18n/message-ref";
import { hourlyTimes } from "~/utils/format";

export type Hours = { openTime: string; closeTime: string };

const DAY_MINUTES = 24 * 60;

function minutesOf(hhmm: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m || +m[1] > 23 || +m[2] > 59) return null;
  return +m[1] * 60 + +m[2];
}

/** Opening window in minutes after midnight; unreadable hours mean open all day. */
export function openingMinutes({ openTime, closeTime }: Hours): { open: number; close: number } {
  const open = minutesOf(openTime) ?? 0;
  const closeRaw = minutesOf(closeTime);
  const close = closeRaw === null || closeRaw <= open ? DAY_MINUTES : closeRaw;
  return { open, close };
}

/** The hourly start times a booking may choose: on the hour, at or after opening, before closing. */
export function startTimes(hours: Hours): string[] {
  const { open, close } = openingMinutes(hours);
  return hourlyTimes().filter((t) => {
    const m = minutesOf(t)!;
    return m >= open && m < close;
  });
}

/** "08:00 - 18:00", with a midnight close written 24:00. */
export function hoursLabel(hours: Hours): string {
  const { open, close } = openingMinutes(hours);
  const fmt = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  return `${fmt(open)} - ${fmt(close)}`;
}

/** References to the cart catalogue (ADR 0391), rendered by the page or /v1. */
export const OPENING_HOURS_MESSAGES = {
  startOutside: (hours: Hours) => msg("cart.startOutside", { hours: hoursLabel(hours) }),
  pastClosing: (hours: Hours, maxHours: number) =>
    msg(maxHours === 1 ? "cart.pastClosingOneHour" : "cart.pastClosingHours", { close: hoursLabel(hours).slice(-5), hours: maxHours }),
} as const;

/**
 * Null when a booking starting at `time` (HH:00) fits the opening hours, else the message.
 * Every unit must start within the hours; an hourly booking must also end by closing time
 * (a Day booking holds the room all day anyway; a per-person event ends at closing).
 */
export function openingHoursProblem(unit: string, time: string, qty: number, hours: Hours): string | null {
  const start = minutesOf(time);
  const { open, close } = openingMinutes(hours);
  if (start === null || start < open || start >= close) return OPENING_HOURS_MESSAGES.startOutside(hours);
  if (unit === "Hour" && start + qty * 60 > close) {
    return OPENING_HOURS_MESSAGES.pastClosing(hours, Math.floor((close - start) / 60));
  }
  return null;
}
