// The availability block (blackout) form, shared by the bulk form, the calendar's Event dialog
// and the server. Times are Bali wall-clock, hourly. The date window (today to 12 months
// ahead) depends on "today" in Bali, so the server checks it (saveBlock).
import * as z from "zod";

export const BLOCK_MESSAGES = {
  target: "Please select a sub venue",
  targetProduct: "Please select a product",
  date: "Please choose a date",
  time: "Please choose a time",
  endBeforeStart: "End must not be before start",
  endEqualsStart: "End must be later than start",
  window: (from: string, to: string) => `Please choose a date from ${from} to ${to}`,
  saved: "Availability has been saved!",
  deleted: "Availability has been deleted!",
  notFound: "Availability not found",
  overlaps: (n: number) =>
    `This period overlaps ${n} booking(s), listed below. They stay valid either way: a block only stops new bookings. Save anyway, or cancel and choose another period.`,
  savedOverBookings: (n: number) => `Availability has been saved! ${n} existing booking(s) in this period stay valid.`,
} as const;

export const DEFAULT_EVENT_TITLE = "Untitled Event";

const isoDate = z.string({ error: BLOCK_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, BLOCK_MESSAGES.date);
const hour = z.string({ error: BLOCK_MESSAGES.time }).regex(/^([01]\d|2[0-3]):00$/, BLOCK_MESSAGES.time);

export const blockSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    kind: z.enum(["subVenue", "product"]),
    targetId: z.coerce.number({ error: BLOCK_MESSAGES.target }).int().positive(BLOCK_MESSAGES.target),
    title: z.string().trim().max(120).optional(),
    startDate: isoDate,
    startTime: hour.optional(),
    endDate: isoDate,
    endTime: hour.optional(),
    allDay: z.enum(["yes", "no"]).default("no"),
  })
  .superRefine((v, ctx) => {
    if (v.allDay === "no") {
      if (!v.startTime) ctx.addIssue({ code: "custom", path: ["startTime"], message: BLOCK_MESSAGES.time });
      if (!v.endTime) ctx.addIssue({ code: "custom", path: ["endTime"], message: BLOCK_MESSAGES.time });
      if (!v.startTime || !v.endTime) return;
    }
    // ISO strings compare in time order.
    const start = v.allDay === "yes" ? v.startDate : `${v.startDate}T${v.startTime}`;
    const end = v.allDay === "yes" ? v.endDate : `${v.endDate}T${v.endTime}`;
    if (end < start) ctx.addIssue({ code: "custom", path: ["endDate"], message: BLOCK_MESSAGES.endBeforeStart });
    else if (end === start && v.allDay === "no") {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: BLOCK_MESSAGES.endEqualsStart });
    }
  });
export type BlockInput = z.infer<typeof blockSchema>;

export const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`);
