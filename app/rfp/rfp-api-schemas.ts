// /v1 requests for proposal (issue 45): the request bodies the routes validate with and the
// answers, from which the OpenAPI document is generated (ADR 0133). Money is integer rupiah.
import * as z from "zod";
import { INCLUSION_FEATURES } from "~/catalog/catalog-tags";
import { RECIPIENT_STATES, RFP_EVENT_TYPES, RFP_INDOOR_OUTDOOR, RFP_STATES, RFP_VENUE_LIMIT } from "~/rfp/rfp-states";
import { LAYOUTS } from "~/utils/constants";
import { apiInt, tolerantObject } from "~/utils/api-input";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD");
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:MM");

export const ApiRfpCreateSchema = tolerantObject(
  z.object({
    name: z.string({ error: "Please enter your name." }).trim().min(1, "Please enter your name.").max(120),
    email: z.email("Please enter a valid email address."),
    phone: z.string({ error: "Please enter your phone number." }).trim().min(6, "Please enter your phone number.").max(30),
    company: z.string().trim().max(200).optional(),
    note: z.string().trim().max(2000).optional(),
    eventType: z.enum(RFP_EVENT_TYPES).optional(),
    location: z.string().trim().max(200).optional().describe("a venue city, e.g. Nusa Dua; empty or Bali: anywhere"),
    budget: z.number().int().min(0).optional().describe("integer rupiah"),
    flexibleDates: z.boolean().optional(),
    indoorOutdoor: z.enum(RFP_INDOOR_OUTDOOR).optional(),
    mustHaves: z.array(z.enum(INCLUSION_FEATURES.map((f) => f.value) as [string, ...string[]])).optional(),
    replyBy: isoDate.optional().describe("Bali date; default a week ahead, not after the day before the first day"),
    language: z.enum(["en", "id"]).optional(),
    days: z.array(z.object({
      date: isoDate,
      startTime: time,
      endTime: time,
      layout: z.enum(LAYOUTS.map((l) => l.value) as [string, ...string[]]),
      headCount: z.number().int().min(1).max(100_000),
    })).min(1, "Give at least one day").max(7),
    venueIds: z.array(z.number().int().positive()).max(RFP_VENUE_LIMIT).optional().describe("the venues picked; without them the matching venues, up to 5"),
  }),
);

export const ApiRfpAwardSchema = tolerantObject(z.object({
  proposalId: apiInt("proposalId is required"),
  reason: z.string().trim().max(1000).optional().describe("told to the venues not chosen"),
  token: z.string().max(200).optional().describe("the RFP link's secret; not needed with the owner's api-key"),
}));

export const ApiRfpDeclineSchema = tolerantObject(z.object({
  recipientId: apiInt("recipientId is required"),
  reason: z.string({ error: "Please give a reason." }).trim().min(1, "Please give a reason.").max(1000),
  token: z.string().max(200).optional(),
}));

export const RfpTokenQuery = z.object({ token: z.string().optional().describe("the RFP link's secret; not needed with the owner's api-key") });

export const ApiProposalSchema = z.looseObject({
  id: z.number().int(),
  recipientId: z.number().int(),
  venueId: z.number().int(),
  venueName: z.string(),
  subtotal: z.number().int(),
  discountPercent: z.number().int(),
  discountAmount: z.number().int(),
  total: z.number().int(),
  perPerson: z.number().int(),
  paymentPlan: z.enum(["full", "deposit"]),
  validUntil: z.string(),
  expired: z.boolean(),
  held: z.boolean(),
  concessions: z.string(),
  message: z.string(),
  lines: z.array(z.looseObject({ productId: z.number().int(), productName: z.string(), subVenueName: z.string(), startsAt: z.string(), setup: z.string(), headCount: z.number().int(), qty: z.number().int(), unitPrice: z.number().int(), total: z.number().int(), capacity: z.number().int() })),
});

export const ApiRfpSchema = z.looseObject({
  id: z.number().int(),
  status: z.enum(RFP_STATES),
  eventType: z.string(),
  location: z.string(),
  headCount: z.number().int(),
  budget: z.number().int().nullable(),
  replyBy: z.string(),
  days: z.array(z.looseObject({ date: z.string(), startTime: z.string(), endTime: z.string(), layout: z.string(), headCount: z.number().int() })),
  venues: z.array(z.looseObject({
    recipientId: z.number().int(),
    venueId: z.number().int(),
    venueName: z.string(),
    status: z.enum(RECIPIENT_STATES),
    reason: z.string(),
    rating: z.number().nullable(),
    responseMinutes: z.number().int().nullable(),
    distanceToAirport: z.number(),
    proposal: ApiProposalSchema.nullable(),
  })),
});

export const ApiRfpCreatedSchema = z.looseObject({ id: z.number().int(), status: z.enum(RFP_STATES), venues: z.number().int() });
export const ApiRfpAwardedSchema = z.looseObject({ invoiceNo: z.string(), accessToken: z.string(), totalCost: z.number().int(), paymentPlan: z.enum(["full", "deposit"]), depositAmount: z.number().int() });
