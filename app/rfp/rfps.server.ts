// Requests for proposal (issue 45, ADRs 0410-0412): the planner's brief goes to matching or
// picked venues; each venue confirms receipt, turns it down with a reason, or proposes from its
// own catalogue (optionally holding the dates); the planner awards one proposal, which the
// checkout turns into a reservation at the proposed price and terms, and the others are declined.
// Refusals carry message ids of the rfp dictionary (app/i18n/dict/rfp.server.ts).
import crypto from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { bookingEnd, findSlotConflict, lockForBooking, occupiedWindow, windowsOverlap } from "~/availability/availability.server";
import { checkBookingRules, loadBookableProduct } from "~/cart/cart.server";
import { recordAudit, type AuditActor } from "~/audit/audit.server";
import { checkout, type CheckoutRefusal } from "~/checkout/checkout.server";
import type { Invoice } from "~/payments/invoice.server";
import { first, getDb, run, tables, transaction, write, type DB } from "~/db.server";
import type { Lang } from "~/i18n/config";
import { enqueueJob } from "~/jobs/runner.server";
import { deliverQueuedMail, queueMail } from "~/mail/mail.server";
import { matchingVenues, type Brief, type BriefDay } from "~/rfp/matching.server";
import { hoursBetween, proposalLinePrice, proposalTotals } from "~/rfp/proposal-pricing.server";
import { rfpMail } from "~/rfp/rfp-mail.server";
import { ANSWERABLE, FLEXIBLE_DATE_DAYS, RFP_VENUE_LIMIT, type RecipientState, type RfpIndoorOutdoor } from "~/rfp/rfp-states";
import { termsFor } from "~/terms/payment-schedule";
import { addDaysIso, baliIsoDate, baliToUtc, formatDate } from "~/utils/format";

export type Rfp = typeof tables.rfps.$inferSelect;
export type RfpDay = typeof tables.rfpDays.$inferSelect;
export type Recipient = typeof tables.rfpRecipients.$inferSelect;
export type Proposal = typeof tables.rfpProposals.$inferSelect;

/** A refusal: HTTP status and a message id of the rfp dictionary. */
export type RfpRefusal = { ok: false; status: 400 | 403 | 404 | 409 | 429; message: string; field?: string };

const refuse = (status: RfpRefusal["status"], message: string, field?: string): RfpRefusal => ({ ok: false, status, message, field });

/** The planner's page of an RFP (the token is the guest's key). */
export function rfpPath(token: string): string {
  return `/rfp/${token}`;
}

/** The days as a mail says them: "10/12/2026 08:00-17:00". */
export function daysText(days: Pick<RfpDay, "date" | "startTime" | "endTime">[]): string {
  return days.map((d) => `${formatDate(baliToUtc(d.date))} ${d.startTime}-${d.endTime}`).join(", ");
}

export type CreateRfpInput = {
  inquiryId?: number | null;
  userId: number | null;
  language: Lang;
  name: string;
  email: string;
  phone: string;
  company?: string;
  note?: string;
  eventType: string;
  location: string;
  headCount: number;
  budget: number | null;
  flexibleDates: boolean;
  indoorOutdoor: RfpIndoorOutdoor;
  mustHaveFlags: number;
  /** YYYY-MM-DD (Bali): answers are asked for by the end of that day. */
  replyBy: string;
  days: BriefDay[];
  pickedVenueIds: number[];
};

function briefOf(rfp: Pick<Rfp, "location" | "indoorOutdoor" | "mustHaveFlags" | "budget" | "flexibleDates">, days: BriefDay[]): Brief {
  return { location: rfp.location, indoorOutdoor: rfp.indoorOutdoor, mustHaveFlags: rfp.mustHaveFlags, budget: rfp.budget, days, flexibleDays: rfp.flexibleDates ? FLEXIBLE_DATE_DAYS : 0 };
}

/** End of a Bali date: the instant a reply-by or valid-until date runs out. */
export function endOfBaliDay(isoDate: string): Date {
  return baliToUtc(addDaysIso(isoDate, 1));
}

/**
 * Stores the RFP with its days. A signed-in planner's goes to the venues at once; a guest's waits
 * until the link mailed to them is opened (their e-mail verified). Returns the id and the link's secret.
 */
export async function createRfp(input: CreateRfpInput, { origin, now = new Date() }: { origin: string; now?: Date }) {
  const token = crypto.randomBytes(24).toString("base64url");
  const result = await transaction(async (tx) => {
    const rfp = (await write((db) => db
      .insert(tables.rfps)
      .values({
        inquiryId: input.inquiryId ?? null,
        userId: input.userId,
        accessToken: token,
        language: input.language,
        status: input.userId ? "open" : "unverified",
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone,
        company: input.company ?? "",
        note: input.note ?? "",
        eventType: input.eventType,
        location: input.location,
        headCount: input.headCount,
        budget: input.budget,
        flexibleDates: input.flexibleDates,
        indoorOutdoor: input.indoorOutdoor,
        mustHaveFlags: input.mustHaveFlags,
        replyBy: endOfBaliDay(input.replyBy),
        createdAt: now,
      })
      .returning()))[0]!;
    for (const d of input.days) await write((db) => db.insert(tables.rfpDays).values({ rfpId: rfp.id, ...d }).returning({ id: tables.rfpDays.id }));
    // The picked venues, while they exist; the matching ones are found when the RFP is sent.
    const picked = input.pickedVenueIds.length
      ? await tx.select({ id: tables.venues.id, supplierId: tables.venues.supplierId }).from(tables.venues).where(inArray(tables.venues.id, input.pickedVenueIds.slice(0, RFP_VENUE_LIMIT)))
      : [];
    for (const v of picked) {
      await write((db) => db.insert(tables.rfpRecipients).values({ rfpId: rfp.id, venueId: v.id, supplierId: v.supplierId, source: "picked", createdAt: now }).returning({ id: tables.rfpRecipients.id }));
    }
    const mails: number[] = [];
    if (rfp.status === "open") mails.push(...await sendToVenues(tx, rfp, { origin, now }));
    mails.push(await queueMail(tx, rfpMail.plannerCreated(rfp, `${origin}${rfpPath(token)}`)));
    return { id: rfp.id, mails };
  });
  await deliverQueuedMail(result.mails);
  return { id: result.id, token };
}

async function daysOf(db: Pick<DB, "select">, rfpId: number): Promise<RfpDay[]> {
  return await db.select().from(tables.rfpDays).where(eq(tables.rfpDays.rfpId, rfpId)).orderBy(asc(tables.rfpDays.date), asc(tables.rfpDays.startTime), asc(tables.rfpDays.id));
}

/**
 * Sends an open RFP: adds matching venues up to the limit (after the picked ones) and mails every
 * venue not yet told, in its owner's language. Returns the queued mails.
 */
async function sendToVenues(tx: DB, rfp: Rfp, { origin, now }: { origin: string; now: Date }): Promise<number[]> {
  const existing = await tx.select().from(tables.rfpRecipients).where(eq(tables.rfpRecipients.rfpId, rfp.id));
  // With picked venues, only those: the planner chose where it goes.
  if (!existing.length) {
    const days = await daysOf(tx, rfp.id);
    const matches = await matchingVenues(briefOf(rfp, days), { limit: RFP_VENUE_LIMIT, now });
    for (const m of matches) {
      await write((db) => db.insert(tables.rfpRecipients).values({ rfpId: rfp.id, venueId: m.venueId, supplierId: m.supplierId, source: "match", createdAt: now }).returning({ id: tables.rfpRecipients.id }));
    }
  }
  const days = await daysOf(tx, rfp.id);
  const untold = await tx
    .select({ recipient: tables.rfpRecipients, venueName: tables.venues.name, email: tables.users.email, language: tables.users.language })
    .from(tables.rfpRecipients)
    .innerJoin(tables.venues, eq(tables.venues.id, tables.rfpRecipients.venueId))
    .innerJoin(tables.suppliers, eq(tables.suppliers.id, tables.rfpRecipients.supplierId))
    .innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
    .where(and(eq(tables.rfpRecipients.rfpId, rfp.id), isNull(tables.rfpRecipients.sentAt)));
  const mails: number[] = [];
  for (const u of untold) {
    await run((db) => db.update(tables.rfpRecipients).set({ sentAt: now, statusAt: now }).where(eq(tables.rfpRecipients.id, u.recipient.id)));
    mails.push(await queueMail(tx, rfpMail.vendorNew(u.language, u.email, rfp, u.venueName, daysText(days), `${origin}/dashboard/rfps/${u.recipient.id}`)));
  }
  return mails;
}

/** The RFP behind a planner's link; a guest's first visit verifies the e-mail and sends it. */
export async function rfpByToken(token: string, { origin, now = new Date() }: { origin: string; now?: Date }): Promise<Rfp | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const rfp = await first(getDb().select().from(tables.rfps).where(eq(tables.rfps.accessToken, token)));
  if (!rfp || rfp.status !== "unverified") return rfp ?? null;
  const mails = await transaction(async (tx) => {
    const changed = await run((db) => db.update(tables.rfps).set({ status: "open" }).where(and(eq(tables.rfps.id, rfp.id), eq(tables.rfps.status, "unverified"))));
    if (!changed.changes) return [];
    return await sendToVenues(tx, { ...rfp, status: "open" }, { origin, now });
  });
  await deliverQueuedMail(mails);
  return (await first(getDb().select().from(tables.rfps).where(eq(tables.rfps.id, rfp.id)))) ?? null;
}

/** A signed-in planner's own RFP. */
export async function rfpOfUser(userId: number, rfpId: number): Promise<Rfp | null> {
  return (await first(getDb().select().from(tables.rfps).where(and(eq(tables.rfps.id, rfpId), eq(tables.rfps.userId, userId))))) ?? null;
}

/** A signed-in planner's RFPs, newest first. */
export async function rfpsOfUser(userId: number) {
  return await getDb().select().from(tables.rfps).where(eq(tables.rfps.userId, userId)).orderBy(desc(tables.rfps.createdAt), desc(tables.rfps.id));
}

// ---------------------------------------------------------------------------------------------
// The vendor's side

/** The recipient row of the vendor's organisation, or null (another vendor's reads as not found). */
async function recipientOf(supplierId: number, recipientId: number, db: Pick<DB, "select"> = getDb()) {
  const row = await first(db
    .select({ recipient: tables.rfpRecipients, rfp: tables.rfps })
    .from(tables.rfpRecipients)
    .innerJoin(tables.rfps, eq(tables.rfps.id, tables.rfpRecipients.rfpId))
    .where(and(eq(tables.rfpRecipients.id, recipientId), eq(tables.rfpRecipients.supplierId, supplierId), isNotNull(tables.rfpRecipients.sentAt))));
  return row ?? null;
}

/** The RFPs sent to the vendor's venues (one venue, or all: null), newest first. */
export async function vendorRfps(supplierId: number, venueId: number | null = null) {
  const rows = await getDb()
    .select({ recipient: tables.rfpRecipients, rfp: tables.rfps, venueName: tables.venues.name, proposalTotal: tables.rfpProposals.total })
    .from(tables.rfpRecipients)
    .innerJoin(tables.rfps, eq(tables.rfps.id, tables.rfpRecipients.rfpId))
    .innerJoin(tables.venues, eq(tables.venues.id, tables.rfpRecipients.venueId))
    .leftJoin(tables.rfpProposals, eq(tables.rfpProposals.recipientId, tables.rfpRecipients.id))
    .where(and(eq(tables.rfpRecipients.supplierId, supplierId), isNotNull(tables.rfpRecipients.sentAt), venueId ? eq(tables.rfpRecipients.venueId, venueId) : undefined))
    .orderBy(desc(tables.rfpRecipients.sentAt), desc(tables.rfpRecipients.id));
  return await Promise.all(rows.map(async (r) => ({ ...r, days: await daysOf(getDb(), r.rfp.id) })));
}

/** New RFPs waiting for the vendor's answer (the action centre's count). */
export async function awaitingRfps(supplierId: number, now = new Date()) {
  return (await vendorRfps(supplierId)).filter((r) => r.rfp.status === "open" && r.rfp.replyBy.getTime() > now.getTime() && (r.recipient.status === "awaiting_proposal" || r.recipient.status === "receipt_confirmed"));
}

/** One RFP as the vendor sees it: the brief, their status, their proposal, their venue's products. */
export async function vendorRfp(supplierId: number, recipientId: number) {
  const found = await recipientOf(supplierId, recipientId);
  if (!found) return null;
  const db = getDb();
  const venue = (await first(db.select().from(tables.venues).where(eq(tables.venues.id, found.recipient.venueId))))!;
  const products = await db
    .select({ product: tables.products, subVenue: tables.subVenues })
    .from(tables.products)
    .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
    .where(and(eq(tables.products.venueId, venue.id), eq(tables.products.isActive, true)))
    .orderBy(asc(tables.subVenues.name), asc(tables.products.productName));
  const proposal = await proposalOf(found.recipient.id);
  return { ...found, venue, days: await daysOf(db, found.rfp.id), products, proposal };
}

async function proposalOf(recipientId: number) {
  const proposal = await first(getDb().select().from(tables.rfpProposals).where(eq(tables.rfpProposals.recipientId, recipientId)));
  if (!proposal) return null;
  const lines = await getDb()
    .select({ line: tables.rfpProposalLines, productName: tables.products.productName, inclusion: tables.products.inclusion, subVenueName: tables.subVenues.name, subVenue: tables.subVenues })
    .from(tables.rfpProposalLines)
    .innerJoin(tables.products, eq(tables.products.id, tables.rfpProposalLines.productId))
    .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.rfpProposalLines.subVenueId))
    .where(eq(tables.rfpProposalLines.proposalId, proposal.id))
    .orderBy(asc(tables.rfpProposalLines.startsAt), asc(tables.rfpProposalLines.id));
  return { ...proposal, lines };
}

function isAnswerable(found: { recipient: Recipient; rfp: Rfp }): RfpRefusal | null {
  if (found.rfp.status !== "open") return refuse(409, "errClosed");
  if (!ANSWERABLE.includes(found.recipient.status)) return refuse(409, "errAnswered");
  return null;
}

async function setRecipient(id: number, status: RecipientState, now: Date, extra: Partial<Recipient> = {}) {
  await run((db) => db.update(tables.rfpRecipients).set({ status, statusAt: now, ...extra }).where(eq(tables.rfpRecipients.id, id)));
}

/** The venue confirms it received the RFP (awaiting proposal -> receipt confirmed). */
export async function confirmReceipt(supplierId: number, recipientId: number, now = new Date()): Promise<{ ok: true } | RfpRefusal> {
  const found = await recipientOf(supplierId, recipientId);
  if (!found) return refuse(404, "errNotFound");
  const refusal = isAnswerable(found);
  if (refusal) return refusal;
  if (found.recipient.status !== "awaiting_proposal") return refuse(409, "errAnswered");
  await setRecipient(recipientId, "receipt_confirmed", now, { answeredAt: found.recipient.answeredAt ?? now });
  return { ok: true };
}

/** The venue turns the RFP down with a reason; the planner is told. Its proposal's hold, if any, ends. */
export async function turnDown(supplierId: number, recipientId: number, reason: string, { origin, now = new Date() }: { origin: string; now?: Date }): Promise<{ ok: true } | RfpRefusal> {
  const found = await recipientOf(supplierId, recipientId);
  if (!found) return refuse(404, "errNotFound");
  const refusal = isAnswerable(found);
  if (refusal) return refusal;
  const venue = (await first(getDb().select({ name: tables.venues.name }).from(tables.venues).where(eq(tables.venues.id, found.recipient.venueId))))!;
  const mail = await transaction(async (tx) => {
    await releaseHolds(tx, { recipientId });
    await setRecipient(recipientId, "turned_down", now, { reason: reason.trim(), answeredAt: found.recipient.answeredAt ?? now });
    return await queueMail(tx, rfpMail.plannerTurnedDown(found.rfp, venue.name, reason.trim(), `${origin}${rfpPath(found.rfp.accessToken)}`));
  });
  await deliverQueuedMail([mail]);
  return { ok: true };
}

export type ProposalLineInput = { productId: number; dayId: number; setup: string; headCount: number; startTime: string; endTime: string };
export type ProposalInput = {
  lines: ProposalLineInput[];
  discountPercent: number;
  concessions: string;
  message: string;
  /** YYYY-MM-DD (Bali), the last day the proposal may be awarded. */
  validUntil: string;
  hold: boolean;
  paymentPlan: "full" | "deposit";
  /** Flexible dates only: every line's day moved by this many days (-3 to 3; ADR 0414). */
  shiftDays?: number;
};

/** Deletes the availability blocks that hold a proposal's dates (of one recipient, or of a whole RFP). */
async function releaseHolds(tx: DB, on: { recipientId: number } | { rfpId: number } | { proposalIds: number[] }) {
  const proposals = "proposalIds" in on
    ? on.proposalIds.map((id) => ({ id }))
    : await tx.select({ id: tables.rfpProposals.id }).from(tables.rfpProposals).where("recipientId" in on ? eq(tables.rfpProposals.recipientId, on.recipientId) : eq(tables.rfpProposals.rfpId, on.rfpId));
  if (!proposals.length) return;
  const ids = proposals.map((p) => p.id);
  const lines = await tx.select({ id: tables.rfpProposalLines.id, block: tables.rfpProposalLines.holdBlockId }).from(tables.rfpProposalLines).where(and(inArray(tables.rfpProposalLines.proposalId, ids), isNotNull(tables.rfpProposalLines.holdBlockId)));
  const blocks = lines.map((l) => l.block!).filter(Boolean);
  if (blocks.length) {
    await run((db) => db.update(tables.rfpProposalLines).set({ holdBlockId: null }).where(inArray(tables.rfpProposalLines.id, lines.map((l) => l.id))));
    await run((db) => db.delete(tables.availabilityBlocks).where(inArray(tables.availabilityBlocks.id, blocks)));
  }
  await run((db) => db.update(tables.rfpProposals).set({ held: false }).where(inArray(tables.rfpProposals.id, ids)));
}

/**
 * The venue's proposal: each line a product of the RFP's venue on one of the RFP's days, priced
 * by the catalogue for its head count (the minimum order applied), the booking rules of the cart
 * checked (rate valid, layout offered, capacity, opening hours) and the room free; then the
 * discount. With `hold`, each line's room is blocked until the end of `validUntil`. One proposal
 * per venue: a new one replaces the previous (and its hold).
 */
export async function submitProposal(
  member: { supplierId: number; userId: number },
  recipientId: number,
  input: ProposalInput,
  { origin, now = new Date() }: { origin: string; now?: Date },
): Promise<{ ok: true; proposalId: number } | RfpRefusal> {
  const found = await recipientOf(member.supplierId, recipientId);
  if (!found) return refuse(404, "errNotFound");
  const refusal = isAnswerable(found);
  if (refusal) return refusal;
  if (!input.lines.length) return refuse(400, "errNoLines", "lines");
  if (input.validUntil < baliIsoDate(now)) return refuse(400, "errValidUntilPast", "validUntil");
  const shift = input.shiftDays ?? 0;
  if (!Number.isInteger(shift) || Math.abs(shift) > (found.rfp.flexibleDates ? FLEXIBLE_DATE_DAYS : 0)) return refuse(400, "errShiftDays", "shiftDays");
  // The request's days, moved together when the planner's dates are flexible and the venue proposes other dates.
  const days = (await daysOf(getDb(), found.rfp.id)).map((d) => ({ ...d, date: addDaysIso(d.date, shift) }));
  const validUntil = endOfBaliDay(input.validUntil);
  try {
    const result = await transaction(async (tx) => {
      // Lines are priced and checked before anything is written.
      const priced = [];
      for (const [i, line] of input.lines.entries()) {
        const day = days.find((d) => d.id === line.dayId);
        if (!day) throw new ProposalFailure("errLineDay", `lines[${i}]`);
        const bookable = await loadBookableProduct(tx, line.productId);
        if (!bookable || bookable.product.supplierId !== member.supplierId || bookable.product.venueId !== found.recipient.venueId) throw new ProposalFailure("errLineProduct", `lines[${i}]`);
        const { product, subVenue } = bookable;
        let startsAt: Date;
        try {
          startsAt = baliToUtc(day.date, line.startTime);
          baliToUtc(day.date, line.endTime);
        } catch {
          throw new ProposalFailure("errLineTime", `lines[${i}]`);
        }
        const price = proposalLinePrice({ ...product, minCapacity: subVenue.minCapacity }, { headCount: line.headCount, units: product.unit === "Hour" ? hoursBetween(line.startTime, line.endTime) : 1 });
        const rules = checkBookingRules(bookable, { startsAt, setup: line.setup, qty: price.qty }, now);
        if (rules) throw new ProposalFailure("errLineRules", `lines[${i}]`, rules.formError ?? Object.values(rules.fieldErrors ?? {})[0]?.[0]);
        const endsAt = bookingEnd(product.unit, startsAt, price.qty, product.closeTime);
        if (validUntil.getTime() > startsAt.getTime()) throw new ProposalFailure("errValidUntilAfterEvent", "validUntil");
        priced.push({ line, product, subVenue, startsAt, endsAt, price, window: occupiedWindow(product.unit, startsAt, endsAt) });
      }
      for (const [i, a] of priced.entries()) {
        if (priced.some((b, j) => j < i && b.subVenue.id === a.subVenue.id && windowsOverlap(a.window, b.window))) throw new ProposalFailure("errLinesOverlap", `lines[${i}]`);
      }
      // The previous proposal (and its hold) gives way to this one.
      const previous = await first(tx.select({ id: tables.rfpProposals.id }).from(tables.rfpProposals).where(eq(tables.rfpProposals.recipientId, recipientId)));
      if (previous) {
        await releaseHolds(tx, { proposalIds: [previous.id] });
        await run((db) => db.delete(tables.rfpProposals).where(eq(tables.rfpProposals.id, previous.id)));
      }
      await lockForBooking(tx, { subVenueIds: [...new Set(priced.map((p) => p.subVenue.id))] });
      for (const [i, p] of priced.entries()) {
        const conflict = await findSlotConflict(tx, { subVenueId: p.subVenue.id, productId: p.product.id, window: p.window }, now);
        if (conflict) throw new ProposalFailure("errLineTaken", `lines[${i}]`);
      }
      const totals = proposalTotals(priced.map((p) => p.price.total), input.discountPercent);
      const proposal = (await write((db) => db.insert(tables.rfpProposals).values({
        recipientId,
        rfpId: found.rfp.id,
        supplierId: member.supplierId,
        venueId: found.recipient.venueId,
        ...totals,
        concessions: input.concessions.trim(),
        message: input.message.trim(),
        paymentPlan: input.paymentPlan,
        validUntil,
        held: input.hold,
        createdByUserId: member.userId,
        createdAt: now,
      }).returning()))[0]!;
      // The hold ends at valid-until itself: a one-off job due then (the runner polls every
      // JOB_POLL_SECONDS), not the next turn of the 10-minute recurring sweep (ADR 0413).
      if (input.hold) await enqueueJob({ kind: RFP_HOLD_END_JOB, key: `rfp-hold:${proposal.id}`, payload: { proposalId: proposal.id }, now, runAt: validUntil });
      for (const p of priced) {
        const block = input.hold
          ? (await write((db) => db.insert(tables.availabilityBlocks).values({
              supplierId: member.supplierId,
              subVenueId: p.subVenue.id,
              title: `RFP #${found.rfp.id} hold`,
              startsAt: p.window.from,
              endsAt: p.window.to,
            }).returning({ id: tables.availabilityBlocks.id })))[0]!.id
          : null;
        await write((db) => db.insert(tables.rfpProposalLines).values({
          proposalId: proposal.id,
          productId: p.product.id,
          subVenueId: p.subVenue.id,
          startsAt: p.startsAt,
          endsAt: p.endsAt,
          setup: p.line.setup,
          headCount: p.line.headCount,
          qty: p.price.qty,
          unit: p.product.unit,
          unitPrice: p.price.unitPrice,
          total: p.price.total,
          holdBlockId: block,
        }).returning({ id: tables.rfpProposalLines.id }));
      }
      await setRecipient(recipientId, "proposal_submitted", now, { answeredAt: found.recipient.answeredAt ?? now });
      const venue = (await first(tx.select({ name: tables.venues.name }).from(tables.venues).where(eq(tables.venues.id, found.recipient.venueId))))!;
      const mail = await queueMail(tx, rfpMail.plannerProposal(found.rfp, venue.name, proposal, `${origin}${rfpPath(found.rfp.accessToken)}`));
      return { proposalId: proposal.id, mail };
    });
    await deliverQueuedMail([result.mail]);
    return { ok: true, proposalId: result.proposalId };
  } catch (error) {
    if (error instanceof ProposalFailure) return { ...refuse(error.status, error.messageId, error.field), detail: error.detail } as RfpRefusal;
    throw error;
  }
}

class ProposalFailure extends Error {
  constructor(readonly messageId: string, readonly field?: string, readonly detail?: string, readonly status: 400 | 409 = 400) {
    super(messageId);
  }
}

/** Payment terms of the venue's products (the deposit a proposal's deposit plan asks for). */
export function depositAllowed(products: { product: { depositPercent: number | null; balanceDaysBefore: number | null } }[], venue: { depositPercent: number; balanceDaysBefore: number }): boolean {
  return products.some((p) => {
    const pct = termsFor(p.product, venue).depositPercent;
    return pct > 0 && pct < 100;
  });
}

// ---------------------------------------------------------------------------------------------
// The planner's side

/** Everything the planner's page compares: each venue's status and proposal, side by side. */
export async function plannerView(rfp: Rfp, now = new Date()) {
  const db = getDb();
  const recipients = await db
    .select({ recipient: tables.rfpRecipients, venue: tables.venues })
    .from(tables.rfpRecipients)
    .innerJoin(tables.venues, eq(tables.venues.id, tables.rfpRecipients.venueId))
    .where(eq(tables.rfpRecipients.rfpId, rfp.id))
    .orderBy(asc(tables.rfpRecipients.id));
  const days = await daysOf(db, rfp.id);
  const rows = await Promise.all(recipients.map(async ({ recipient, venue }) => {
    const proposal = await proposalOf(recipient.id);
    const responseMs = recipient.answeredAt && recipient.sentAt ? recipient.answeredAt.getTime() - recipient.sentAt.getTime() : null;
    return {
      recipient,
      venue: {
        id: venue.id,
        name: venue.name,
        location: venue.location,
        distanceToAirport: venue.distanceToAirport,
        rating: venue.reviewCount ? venue.ratingSum / venue.reviewCount : null,
        reviewCount: venue.reviewCount,
        depositPercent: venue.depositPercent,
        balanceDaysBefore: venue.balanceDaysBefore,
        cancellationPolicy: venue.cancellationPolicy,
      },
      responseMs,
      proposal: proposal && {
        ...proposal,
        expired: proposal.validUntil.getTime() <= now.getTime(),
        perPerson: Math.round(proposal.total / Math.max(1, rfp.headCount)),
        lines: proposal.lines.map((l) => ({ ...l, capacity: layoutCapacityOf(l.subVenue, l.line.setup) })),
      },
    };
  }));
  return { rfp, days, recipients: rows };
}

function layoutCapacityOf(subVenue: typeof tables.subVenues.$inferSelect, setup: string) {
  const column = ({ uShape: "maxUshape", board: "maxBoard", classroom: "maxClassroom", cocktail: "maxCocktail", banquet: "maxBanquet", theater: "maxTheatre" } as const)[setup as "board"];
  return column ? subVenue[column] : 0;
}

/**
 * Awards a proposal: its hold is released and, in the same transaction, its lines go through
 * the checkout (the catalogue's prices, the proposal's discount and payment plan), which writes
 * the invoice, its lines and the booking mails. The other venues still in the running are
 * declined with the planner's reason and told; the RFP closes. A proposal whose prices no longer
 * match the catalogue (the venue changed its rates) is refused: the venue must propose again.
 */
export async function awardProposal(
  rfp: Rfp,
  proposalId: number,
  { reason, clientAddress, origin, now = new Date() }: { reason: string; clientAddress: string; origin: string; now?: Date },
): Promise<{ ok: true; invoice: Invoice } | RfpRefusal | CheckoutRefusal> {
  if (rfp.status !== "open") return refuse(409, "errClosed");
  const proposal = await first(getDb().select().from(tables.rfpProposals).where(and(eq(tables.rfpProposals.id, proposalId), eq(tables.rfpProposals.rfpId, rfp.id))));
  if (!proposal) return refuse(404, "errNotFound");
  const recipient = (await first(getDb().select().from(tables.rfpRecipients).where(eq(tables.rfpRecipients.id, proposal.recipientId))))!;
  if (recipient.status !== "proposal_submitted") return refuse(409, "errAnswered");
  if (proposal.validUntil.getTime() <= now.getTime()) return refuse(409, "errExpired");
  const lines = await getDb().select().from(tables.rfpProposalLines).where(eq(tables.rfpProposalLines.proposalId, proposal.id));
  class Rollback extends Error {
    constructor(readonly refusal: RfpRefusal | CheckoutRefusal) {
      super("rollback");
    }
  }
  try {
    const done = await transaction(async (tx) => {
      await releaseHolds(tx, { proposalIds: [proposal.id] });
      // The proposal's lines as a reservation list of their own, checked out at once.
      const owner = { cartSessionId: `rfp-${proposal.id}-${crypto.randomBytes(12).toString("base64url")}` };
      for (const l of lines) {
        await write((db) => db.insert(tables.cartItems).values({
          cartSessionId: owner.cartSessionId,
          productId: l.productId,
          startsAt: l.startsAt,
          endsAt: l.endsAt,
          setup: l.setup,
          qty: l.qty,
          eventName: `RFP #${rfp.id}`,
          note: proposal.concessions,
        }).returning({ id: tables.cartItems.id }));
      }
      const result = await checkout({
        owner,
        userId: rfp.userId,
        contact: { name: rfp.name, email: rfp.email, cellPhone: rfp.phone, companyName: rfp.company },
        origin,
        clientAddress,
        paymentPlan: proposal.paymentPlan,
        language: rfp.language,
        offerDiscountPercentage: proposal.discountPercent,
        now,
      });
      if (!result.ok) throw new Rollback(result);
      if (result.invoice.subtotal !== proposal.subtotal || result.invoice.totalCost !== proposal.total) throw new Rollback(refuse(409, "errRatesChanged"));
      await run((db) => db.update(tables.rfpProposals).set({ invoiceId: result.invoice.id }).where(eq(tables.rfpProposals.id, proposal.id)));
      await setRecipient(recipient.id, "awarded", now);
      const mails = [...result.mailIds, ...await declineRecipients(tx, rfp, { except: recipient.id }, reason, now)];
      await run((db) => db.update(tables.rfps).set({ status: "awarded", closedAt: now }).where(eq(tables.rfps.id, rfp.id)));
      return { invoice: result.invoice, mails };
    });
    await deliverQueuedMail(done.mails);
    return { ok: true, invoice: done.invoice };
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
}

/** Declines venues still in the running (one, or all but one), with the planner's reason; their holds end. */
async function declineRecipients(tx: DB, rfp: Rfp, which: { only: number } | { except: number }, reason: string, now: Date): Promise<number[]> {
  const others = await tx
    .select({ recipient: tables.rfpRecipients, venueName: tables.venues.name, email: tables.users.email, language: tables.users.language })
    .from(tables.rfpRecipients)
    .innerJoin(tables.venues, eq(tables.venues.id, tables.rfpRecipients.venueId))
    .innerJoin(tables.suppliers, eq(tables.suppliers.id, tables.rfpRecipients.supplierId))
    .innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
    .where(and(eq(tables.rfpRecipients.rfpId, rfp.id), inArray(tables.rfpRecipients.status, [...ANSWERABLE])));
  const mails: number[] = [];
  for (const o of others) {
    if ("only" in which ? o.recipient.id !== which.only : o.recipient.id === which.except) continue;
    await releaseHolds(tx, { recipientId: o.recipient.id });
    await setRecipient(o.recipient.id, "declined", now, { reason: reason.trim() });
    if (o.recipient.sentAt) mails.push(await queueMail(tx, rfpMail.vendorDeclined(o.language, o.email, rfp, o.venueName, reason.trim())));
  }
  return mails;
}

/** The planner declines one venue's proposal with a reason; the venue is told. */
export async function declineProposal(rfp: Rfp, recipientId: number, reason: string, now = new Date()): Promise<{ ok: true } | RfpRefusal> {
  if (rfp.status !== "open") return refuse(409, "errClosed");
  const recipient = await first(getDb().select().from(tables.rfpRecipients).where(and(eq(tables.rfpRecipients.id, recipientId), eq(tables.rfpRecipients.rfpId, rfp.id))));
  if (!recipient) return refuse(404, "errNotFound");
  if (!ANSWERABLE.includes(recipient.status)) return refuse(409, "errAnswered");
  const mails = await transaction(async (tx) => await declineRecipients(tx, rfp, { only: recipientId }, reason, now));
  await deliverQueuedMail(mails);
  return { ok: true };
}

/**
 * The admin closes an RFP (abuse): every venue in the running is cancelled, holds released, and
 * the close is in the admin audit log with who, when and why, in the same transaction.
 */
export async function closeRfp(rfpId: number, reason: string, actor: AuditActor, now = new Date()): Promise<boolean> {
  return await transaction(async (tx) => {
    const rfp = await first(tx.select().from(tables.rfps).where(eq(tables.rfps.id, rfpId)));
    if (!rfp || rfp.status === "closed" || rfp.status === "awarded") return false;
    await releaseHolds(tx, { rfpId });
    await run((db) => db.update(tables.rfpRecipients).set({ status: "cancelled", statusAt: now }).where(and(eq(tables.rfpRecipients.rfpId, rfpId), inArray(tables.rfpRecipients.status, [...ANSWERABLE]))));
    await run((db) => db.update(tables.rfps).set({ status: "closed", closedAt: now, closedReason: reason.trim() }).where(eq(tables.rfps.id, rfpId)));
    await recordAudit(tx, actor, { action: "rfpClose", subject: `RFP #${rfp.id} of ${rfp.email}`, oldValue: rfp.status, newValue: `closed: ${reason.trim()}` }, now);
    return true;
  });
}

/** The admin's list: every RFP with its counts, newest first. */
export async function adminRfps(limit = 100) {
  const rows = await getDb().select().from(tables.rfps).orderBy(desc(tables.rfps.createdAt), desc(tables.rfps.id)).limit(limit);
  return await Promise.all(rows.map(async (rfp) => {
    const recipients = await getDb().select({ status: tables.rfpRecipients.status }).from(tables.rfpRecipients).where(eq(tables.rfpRecipients.rfpId, rfp.id));
    return { rfp, venues: recipients.length, proposals: recipients.filter((r) => r.status === "proposal_submitted" || r.status === "awarded").length };
  }));
}

/** The one-off job that ends a proposal's hold at its valid-until (defined in app/background-work.server.ts). */
export const RFP_HOLD_END_JOB = "rfps.hold-end";

/** Ends one proposal's hold once its valid-until has passed (a replaced or awarded proposal holds nothing: no-op). */
export async function endLapsedHold(proposalId: number, now = new Date()): Promise<boolean> {
  return await transaction(async (tx) => {
    const proposal = await first(tx.select({ held: tables.rfpProposals.held, validUntil: tables.rfpProposals.validUntil }).from(tables.rfpProposals).where(eq(tables.rfpProposals.id, proposalId)));
    if (!proposal?.held || proposal.validUntil.getTime() > now.getTime()) return false;
    await releaseHolds(tx, { proposalIds: [proposalId] });
    return true;
  });
}

/**
 * The recurring RFP work: proposals past their valid-until date release their holds; an open RFP
 * past its reply-by date without a proposal tells its planner once, with venues to add.
 */
export async function expireRfps(now = new Date(), origin = ""): Promise<{ released: number; notified: number }> {
  const db = getDb();
  const lapsed = await db.select({ id: tables.rfpProposals.id }).from(tables.rfpProposals).where(and(eq(tables.rfpProposals.held, true), lte(tables.rfpProposals.validUntil, now)));
  if (lapsed.length) await transaction(async (tx) => await releaseHolds(tx, { proposalIds: lapsed.map((p) => p.id) }));
  const quiet = await db.select().from(tables.rfps).where(and(eq(tables.rfps.status, "open"), lte(tables.rfps.replyBy, now), isNull(tables.rfps.noAnswerNotifiedAt)));
  let notified = 0;
  for (const rfp of quiet) {
    const answered = await first(db.select({ id: tables.rfpProposals.id }).from(tables.rfpProposals).where(eq(tables.rfpProposals.rfpId, rfp.id)));
    const mails = await transaction(async (tx) => {
      await run((db) => db.update(tables.rfps).set({ noAnswerNotifiedAt: now }).where(eq(tables.rfps.id, rfp.id)));
      if (answered) return [];
      const already = (await tx.select({ venueId: tables.rfpRecipients.venueId }).from(tables.rfpRecipients).where(eq(tables.rfpRecipients.rfpId, rfp.id))).map((r) => r.venueId);
      const suggestions = await matchingVenues(briefOf(rfp, await daysOf(tx, rfp.id)), { limit: 3, exclude: already, now });
      const names = suggestions.length ? (await tx.select({ name: tables.venues.name }).from(tables.venues).where(inArray(tables.venues.id, suggestions.map((s) => s.venueId)))).map((v) => v.name) : [];
      return [await queueMail(tx, rfpMail.plannerNoAnswer(rfp, names, `${origin}${rfpPath(rfp.accessToken)}`))];
    });
    if (mails.length) notified++;
    await deliverQueuedMail(mails);
  }
  return { released: lapsed.length, notified };
}
