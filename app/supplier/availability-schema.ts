// The availability block (blackout) form, shared by the bulk form, the calendar's Event dialog
// and the server. Times are Bali wall-clock, hourly. The date window (today to 12 months
// ahead) depends on "today" in Bali, so the server checks it (saveBlock).
import * as z from "zod";
import { msg } from "~/i18n/message-ref";

/** The block form's and saveBlock's messages: references to the supplier catalogue (ADR 0391). */
export const BLOCK_MESSAGES = {
  target: msg("supplier.blockTarget"),
  targetProduct: msg("supplier.blockTargetProduct"),
  date: msg("supplier.blockDate"),
  time: msg("supplier.blockTime"),
  endBeforeStart: msg("supplier.blockEndBeforeStart"),
  endEqualsStart: msg("supplier.blockEndEqualsStart"),
  window: (from: string, to: string) => msg("supplier.blockWindow", { from, to }),
  saved: msg("supplier.blockSaved"),
  deleted: msg("supplier.blockDeleted"),
  notFound: msg("supplier.blockNotFound"),
  overlaps: (count: number) => msg("supplier.blockOverlaps", { count }),
  savedOverBookings: (count: number) => msg("supplier.blockSavedOverBookings", { count }),
  calendarLinkOff: msg("supplier.calendarLinkOff"),
} as const;

export const DEFAULT_EVENT_TITLE = "Untitled Event";

function makeBlockSchema() {
  const m = BLOCK_MESSAGES;
  const isoDate = z.string({ error: m.date }).regex(/^\d{4}-\d{2}-\d{2}$/, m.date);
  const hour = z.string({ error: m.time }).regex(/^([01]\d|2[0-3]):00$/, m.time);
  return z
  .object({
    id: z.coerce.number().int().positive().optional(),
    kind: z.enum(["subVenue", "product"]),
    targetId: z.coerce.number({ error: m.target }).int().positive(m.target),
    title: z.string().trim().max(120).optional(),
    startDate: isoDate,
    startTime: hour.optional(),
    endDate: isoDate,
    endTime: hour.optional(),
    allDay: z.enum(["yes", "no"]).default("no"),
  })
  .superRefine((v, ctx) => {
    if (v.allDay === "no") {
      if (!v.startTime) ctx.addIssue({ code: "custom", path: ["startTime"], message: m.time });
      if (!v.endTime) ctx.addIssue({ code: "custom", path: ["endTime"], message: m.time });
      if (!v.startTime || !v.endTime) return;
    }
    // ISO strings compare in time order.
    const start = v.allDay === "yes" ? v.startDate : `${v.startDate}T${v.startTime}`;
    const end = v.allDay === "yes" ? v.endDate : `${v.endDate}T${v.endTime}`;
    if (end < start) ctx.addIssue({ code: "custom", path: ["endDate"], message: m.endBeforeStart });
    else if (end === start && v.allDay === "no") {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: m.endEqualsStart });
    }
  });
}

export const blockSchema = makeBlockSchema();
export type BlockInput = z.infer<typeof blockSchema>;

export const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`);
