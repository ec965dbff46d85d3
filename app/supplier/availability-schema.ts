// The availability block (blackout) form, shared by the bulk form, the calendar's Event dialog
// and the server. Times are Bali wall-clock, hourly. The date window (today to 12 months
// ahead) depends on "today" in Bali, so the server checks it (saveBlock).
import * as z from "zod";
import { BLOCK_MESSAGES } from "~/i18n/english/supplier";
export { BLOCK_MESSAGES } from "~/i18n/english/supplier";

export const DEFAULT_EVENT_TITLE = "Untitled Event";

/** The messages the browser's check shows: the page sends them in its language (issue 27). */
export type BlockSchemaMessages = Record<"target" | "date" | "time" | "endBeforeStart" | "endEqualsStart", string>;
export const BLOCK_SCHEMA_MESSAGE_KEYS = ["target", "date", "time", "endBeforeStart", "endEqualsStart"] as const;

export function makeBlockSchema(m: BlockSchemaMessages = BLOCK_MESSAGES) {
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
