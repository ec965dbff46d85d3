// The RFP forms' server validation (issue 45): the /auction form's optional RFP fields on top of
// the spec's auction fields (whose English messages stay: tests and /v1 read them), the vendor's
// answers and the planner's decisions. Messages of the new fields are ids of the rfp dictionary,
// written "rfp:<id>" so a page can tell them from the spec's English ones (rfpReplyIn).
import * as z from "zod";
import { INCLUSION_FEATURES } from "~/catalog/catalog-tags";
import type { Lang } from "~/i18n/config";
import { messageText, translateReply } from "~/i18n/page-language.server";
import { strings } from "~/i18n/strings.server";
import { AuctionSchema } from "~/inquiries/inquiry-schema.server";
import { MAX_PROPOSAL_DISCOUNT } from "~/rfp/proposal-pricing.server";
import { FLEXIBLE_DATE_DAYS, RFP_DAY_ROWS, RFP_EVENT_TYPES, RFP_INDOOR_OUTDOOR, RFP_VENUE_LIMIT } from "~/rfp/rfp-states";
import { LAYOUTS } from "~/utils/constants";
import { addDaysIso, baliIsoDate, isIsoDate } from "~/utils/format";

const m = (id: keyof typeof import("~/i18n/dict/rfp.server").en) => `rfp:${id}`;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The field names of day row n (1-based): flat, so the no-JS page gets every value back. */
export const dayFields = (n: number) => ({ date: `day${n}Date`, start: `day${n}Start`, end: `day${n}End`, layout: `day${n}Layout`, people: `day${n}People` });

const optionalText = (max: number) => z.string().trim().max(max).optional();
const optionalCount = z.coerce.number({ error: m("errHeadCount") }).int(m("errHeadCount")).min(1, m("errHeadCount")).max(100_000, m("errHeadCount")).optional();
const dayRowShape = Object.fromEntries(
  Array.from({ length: RFP_DAY_ROWS }, (_, i) => {
    const f = dayFields(i + 1);
    return [
      [f.date, optionalText(10)],
      [f.start, optionalText(5)],
      [f.end, optionalText(5)],
      [f.layout, optionalText(20)],
      [f.people, optionalCount],
    ];
  }).flat(),
) as Record<string, z.ZodOptional<z.ZodString> | typeof optionalCount>;

const asList = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * /auction: the spec's fields (AuctionSchema's, same messages) and the RFP's optional ones. The
 * value says whether it makes an RFP (`rfp` null: a plain auction inquiry, as before).
 */
export function rfpAuctionSchema(now = new Date()) {
  const today = baliIsoDate(now);
  return z
    .object({
      ...AuctionSchema.shape,
      eventType: z.enum(RFP_EVENT_TYPES).optional(),
      indoorOutdoor: z.enum(RFP_INDOOR_OUTDOOR).optional(),
      flexibleDates: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
      mustHave: z.preprocess(asList, z.array(z.enum(INCLUSION_FEATURES.map((f) => f.value) as [string, ...string[]]))),
      venue: z.preprocess(asList, z.array(z.coerce.number().int().positive()).max(RFP_VENUE_LIMIT)),
      replyBy: optionalText(10),
      ...dayRowShape,
    })
    .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
      path: ["endDate"],
      message: "The end date cannot be before the start date.",
    })
    .superRefine((v, ctx) => {
      const row = v as unknown as Record<string, string | number | undefined>;
      for (let n = 1; n <= RFP_DAY_ROWS; n++) {
        const f = dayFields(n);
        const given = [f.date, f.start, f.end, f.layout, f.people].some((k) => row[k] !== undefined && row[k] !== "");
        if (!given) continue;
        const date = row[f.date] as string | undefined;
        if (!date || !isIsoDate(date)) ctx.addIssue({ code: "custom", path: [f.date], message: m("errDate") });
        else if (date < today) ctx.addIssue({ code: "custom", path: [f.date], message: m("errDatePast") });
        const start = (row[f.start] as string | undefined) ?? "";
        const end = (row[f.end] as string | undefined) ?? "";
        if (!TIME.test(start)) ctx.addIssue({ code: "custom", path: [f.start], message: m("errTime") });
        if (!TIME.test(end)) ctx.addIssue({ code: "custom", path: [f.end], message: m("errTime") });
        else if (TIME.test(start) && end <= start) ctx.addIssue({ code: "custom", path: [f.end], message: m("errTimeOrder") });
        if (!LAYOUTS.some((l) => l.value === row[f.layout])) ctx.addIssue({ code: "custom", path: [f.layout], message: m("errLayout") });
        if (row[f.people] === undefined && !v.participantNumber) ctx.addIssue({ code: "custom", path: [f.people], message: m("errHeadCount") });
      }
      const days = rfpDaysOf(v);
      if (v.replyBy) {
        const first = days.map((d) => d.date).sort()[0];
        if (!isIsoDate(v.replyBy) || v.replyBy < today || (first && v.replyBy > first)) ctx.addIssue({ code: "custom", path: ["replyBy"], message: m("errReplyBy") });
      }
    });
}
export type RfpAuctionInput = z.infer<ReturnType<typeof rfpAuctionSchema>>;

/** The days asked: the rows given, or the spec's start and end dates (at most a week) from 09:00 to 17:00 in theatre style. */
export function rfpDaysOf(v: RfpAuctionInput) {
  const row = v as unknown as Record<string, string | number | undefined>;
  const days: { date: string; startTime: string; endTime: string; layout: string; headCount: number }[] = [];
  for (let n = 1; n <= RFP_DAY_ROWS; n++) {
    const f = dayFields(n);
    const date = row[f.date] as string | undefined;
    if (!date) continue;
    days.push({
      date,
      startTime: (row[f.start] as string) ?? "09:00",
      endTime: (row[f.end] as string) ?? "17:00",
      layout: (row[f.layout] as string) ?? "theater",
      headCount: (row[f.people] as number | undefined) ?? v.participantNumber ?? 0,
    });
  }
  if (days.length || !v.startDate) return days;
  const last = v.endDate && v.endDate >= v.startDate ? v.endDate : v.startDate;
  for (let d = v.startDate, i = 0; d <= last && i < 7; d = addDaysIso(d, 1), i++) {
    days.push({ date: d, startTime: "09:00", endTime: "17:00", layout: "theater", headCount: v.participantNumber ?? 0 });
  }
  return days;
}

/** The reply-by date: the one given, else a week from today but not after the day before the first day (today at the earliest). */
export function replyByOf(v: RfpAuctionInput, days: { date: string }[], now = new Date()): string {
  if (v.replyBy) return v.replyBy;
  const today = baliIsoDate(now);
  const first = days.map((d) => d.date).sort()[0] ?? addDaysIso(today, 8);
  const weekAhead = addDaysIso(today, 7);
  const dayBefore = addDaysIso(first, -1);
  const pick = weekAhead < dayBefore ? weekAhead : dayBefore;
  return pick < today ? today : pick;
}

/** A form reply in the page's language: the rfp ids from the dictionary, the spec's English through translateReply. */
export function rfpReplyIn<T extends { error?: Record<string, string[] | null> | null } | undefined>(lang: Lang, reply: T): T {
  if (!reply?.error) return reply;
  const t = strings(lang, "rfp") as Record<string, string>;
  const error = Object.fromEntries(
    Object.entries(reply.error).map(([field, list]) => [field, list ? list.map((msg) => (msg.startsWith("rfp:") ? (t[msg.slice(4)] ?? msg) : msg)) : list]),
  );
  return translateReply(lang, { ...reply, error });
}

/** A domain refusal's words (an rfp dictionary id, with a detail for the cart's booking rules). */
export function refusalIn(lang: Lang, refusal: { message: string; detail?: string }): string {
  const t = strings(lang, "rfp") as Record<string, string>;
  // An RFP id, else an English message of the checkout (translated like the checkout's own page).
  const text = t[refusal.message] ?? messageText(lang, refusal.message);
  return text.replace("{detail}", refusal.detail ?? "");
}

export const ReasonSchema = z.object({ reason: z.string({ error: m("errReason") }).trim().min(1, m("errReason")).max(1000) });
export const OptionalReasonSchema = z.object({ reason: z.string().trim().max(1000).optional() });

/** The vendor's proposal form: up to one line per RFP day and a second product per day (flat names). */
export function proposalSchema(lineCount: number) {
  const lines: Record<string, z.ZodTypeAny> = {};
  for (let i = 1; i <= lineCount; i++) {
    lines[`line${i}Product`] = z.coerce.number().int().positive().optional();
    lines[`line${i}Day`] = z.coerce.number().int().positive().optional();
    lines[`line${i}Setup`] = optionalText(20);
    lines[`line${i}People`] = optionalCount;
    lines[`line${i}Start`] = z.string().trim().regex(TIME, m("errTime")).optional();
    lines[`line${i}End`] = z.string().trim().regex(TIME, m("errTime")).optional();
  }
  return z.object({
    ...lines,
    discountPercent: z.coerce.number({ error: m("errDiscount") }).int(m("errDiscount")).min(0, m("errDiscount")).max(MAX_PROPOSAL_DISCOUNT, m("errDiscount")).optional(),
    concessions: optionalText(1000),
    message: optionalText(2000),
    validUntil: z.string({ error: m("errDate") }).trim().refine(isIsoDate, m("errDate")),
    hold: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
    paymentPlan: z.enum(["full", "deposit"]).optional(),
    shiftDays: z.coerce.number({ error: m("errShiftDays") }).int(m("errShiftDays")).min(-FLEXIBLE_DATE_DAYS, m("errShiftDays")).max(FLEXIBLE_DATE_DAYS, m("errShiftDays")).optional(),
  });
}
