// /v1 requests for proposal (issue 45): the planner's calls. The RFP is reached with its link's
// secret (`token`) or by its owner's api-key; anything else reads as not found.
import { eq } from "drizzle-orm";
import { getApiUser } from "~/accounts/api-auth.server";
import { clientIp, limitByEmail, limitByIp } from "~/accounts/rate-limit.server";
import { INCLUSION_FEATURES } from "~/catalog/catalog-tags";
import { first, getDb, tables } from "~/db.server";
import { strings } from "~/i18n/strings.server";
import { userLanguage } from "~/mail/mail-language.server";
import { ApiRfpAwardSchema, ApiRfpCreateSchema, ApiRfpDeclineSchema } from "~/rfp/rfp-api-schemas";
import { cityOf } from "~/rfp/auction-rfp.server";
import { awardProposal, createRfp, declineProposal, plannerView, type Rfp } from "~/rfp/rfps.server";
import { replyByOf } from "~/rfp/rfp-schema.server";
import { apiError, apiJson, readBody } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";
import { baliIsoDate } from "~/utils/format";

function invalid(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return apiError(400, "Please complete the form", errors);
}

const english = (id: string) => (strings("en", "rfp") as Record<string, string>)[id] ?? id;

export async function apiCreateRfp(request: Request): Promise<Response> {
  const user = await getApiUser(request);
  const limited = await limitByIp(request, "message");
  if (limited) return apiError(429, limited);
  const parsed = ApiRfpCreateSchema.safeParse(await readBody(request));
  if (!parsed.success) return invalid(parsed.error.issues);
  const v = parsed.data;
  const byEmail = await limitByEmail(v.email, "message");
  if (byEmail) return apiError(429, byEmail);
  const today = baliIsoDate();
  if (v.days.some((d) => d.date < today || d.endTime <= d.startTime)) return apiError(400, "Please complete the form", { days: [english("errDatePast")] });
  const replyBy = replyByOf({ replyBy: v.replyBy } as never, v.days);
  const { id } = await createRfp({
    userId: user?.id ?? null,
    language: v.language ?? (await userLanguage(user?.id)),
    name: v.name, email: v.email, phone: v.phone, company: v.company, note: v.note,
    eventType: v.eventType ?? "meeting",
    location: cityOf(v.location),
    headCount: Math.max(...v.days.map((d) => d.headCount)),
    budget: v.budget ?? null,
    flexibleDates: v.flexibleDates ?? false,
    indoorOutdoor: v.indoorOutdoor ?? "any",
    mustHaveFlags: INCLUSION_FEATURES.filter((f) => v.mustHaves?.includes(f.value)).reduce((bits, f) => bits | f.bit, 0),
    replyBy,
    days: v.days,
    pickedVenueIds: v.venueIds ?? [],
  }, { origin: appOrigin(request) });
  const rfp = (await first(getDb().select().from(tables.rfps).where(eq(tables.rfps.id, id))))!;
  const venues = (await getDb().select({ id: tables.rfpRecipients.id }).from(tables.rfpRecipients).where(eq(tables.rfpRecipients.rfpId, id))).length;
  // A guest's request waits for the e-mail link; its secret is never in this answer.
  return apiJson({ id, status: rfp.status, venues: rfp.status === "open" ? venues : 0 }, { status: 201, message: "Created" });
}

/** The RFP of the path for this caller: its owner's api-key, or its link's secret. */
export async function apiRfpOf(request: Request, idParam: string | undefined, token: unknown): Promise<Rfp> {
  const user = await getApiUser(request);
  const id = Number(idParam);
  if (!Number.isSafeInteger(id) || id < 1) throw apiError(404, "Not Found");
  const rfp = await first(getDb().select().from(tables.rfps).where(eq(tables.rfps.id, id)));
  const mine = !!rfp && !!user && rfp.userId === user.id;
  const byToken = !!rfp && typeof token === "string" && token.length >= 20 && token === rfp.accessToken;
  if (!rfp || !(mine || byToken) || rfp.status === "unverified") throw apiError(404, "Not Found");
  return rfp;
}

export async function apiRfpView(rfp: Rfp) {
  const view = await plannerView(rfp);
  return {
    id: rfp.id,
    status: rfp.status,
    eventType: rfp.eventType,
    location: rfp.location,
    headCount: rfp.headCount,
    budget: rfp.budget,
    replyBy: baliIsoDate(rfp.replyBy.getTime() - 1),
    days: view.days.map((d) => ({ date: d.date, startTime: d.startTime, endTime: d.endTime, layout: d.layout, headCount: d.headCount })),
    venues: view.recipients.map(({ recipient, venue, responseMs, proposal }) => ({
      recipientId: recipient.id,
      venueId: venue.id,
      venueName: venue.name,
      status: recipient.status,
      reason: recipient.reason,
      rating: venue.rating,
      responseMinutes: responseMs === null ? null : Math.round(responseMs / 60_000),
      distanceToAirport: venue.distanceToAirport,
      proposal: proposal && {
        id: proposal.id,
        recipientId: recipient.id,
        venueId: venue.id,
        venueName: venue.name,
        subtotal: proposal.subtotal,
        discountPercent: proposal.discountPercent,
        discountAmount: proposal.discountAmount,
        total: proposal.total,
        perPerson: proposal.perPerson,
        paymentPlan: proposal.paymentPlan,
        validUntil: baliIsoDate(proposal.validUntil.getTime() - 1),
        expired: proposal.expired,
        held: proposal.held,
        concessions: proposal.concessions,
        message: proposal.message,
        lines: proposal.lines.map((l) => ({
          productId: l.line.productId, productName: l.productName, subVenueName: l.subVenueName, startsAt: l.line.startsAt.toISOString(), setup: l.line.setup,
          headCount: l.line.headCount, qty: l.line.qty, unitPrice: l.line.unitPrice, total: l.line.total, capacity: l.capacity,
        })),
      },
    })),
  };
}

export async function apiAward(request: Request, idParam: string | undefined): Promise<Response> {
  await getApiUser(request);
  const parsed = ApiRfpAwardSchema.safeParse(await readBody(request));
  if (!parsed.success) return invalid(parsed.error.issues);
  const rfp = await apiRfpOf(request, idParam, parsed.data.token);
  const done = await awardProposal(rfp, parsed.data.proposalId, { reason: parsed.data.reason ?? "", clientAddress: clientIp(request), origin: appOrigin(request) });
  if (!done.ok) return apiError(done.status, english(done.message));
  const i = done.invoice;
  return apiJson({ invoiceNo: i.invoiceNo, accessToken: i.accessToken, totalCost: i.totalCost, paymentPlan: i.paymentPlan, depositAmount: i.depositAmount }, { status: 201, message: "Created" });
}

export async function apiDecline(request: Request, idParam: string | undefined): Promise<Response> {
  await getApiUser(request);
  const parsed = ApiRfpDeclineSchema.safeParse(await readBody(request));
  if (!parsed.success) return invalid(parsed.error.issues);
  const rfp = await apiRfpOf(request, idParam, parsed.data.token);
  const done = await declineProposal(rfp, parsed.data.recipientId, parsed.data.reason);
  if (!done.ok) return apiError(done.status, english(done.message));
  return apiJson({ id: parsed.data.recipientId }, { message: "Declined" });
}
