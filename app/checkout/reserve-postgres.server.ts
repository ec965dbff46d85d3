// The contended part of checkout on PostgreSQL, where several app processes write at once
// (ADR 0335): in one READ COMMITTED transaction, take a transaction-scoped advisory lock per
// sub venue (and per booker for the hold limits), then check the slots with the project's own
// rule, write the invoice and its lines, count the coupon use and record the checkout key.
// The SQLite checkout (checkout.server.ts) gets the same serialisation from BEGIN IMMEDIATE
// (ADR 0034, 0332); this is its twin for the asynchronous data layer, which reads and
// validates the cart (listCart, checkBookingRules, closure days) and passes the lines here.
import crypto from "node:crypto";
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { CartLine, CartOwner } from "~/cart/cart.server";
import { occupiedWindow, windowsOverlap, type SlotWindow } from "~/availability/availability.server";
import { slotConflictsPg, type PgDbOrTx } from "~/availability/availability-postgres.server";
import { CHECKOUT_MESSAGES, CheckoutFailure, cartScheduleLines, type CheckoutRefusal, newInvoiceRow, reservationLineRow, storedCheckoutKey } from "~/checkout/checkout.server";
import type { ContactInput } from "~/checkout/contact-schema.server";
import { computeTotals, COUPON_MESSAGES, couponRefusal, normalizeCouponCode } from "~/checkout/coupon.server";
import { holdLimitRefusal, phoneKey, type HeldCounts } from "~/checkout/holds.server";
import { apportionDiscount } from "~/cancellations/policies";
import { paymentSchedule } from "~/payments/schedule";
import * as pg from "~/db/schema.pg";
import type { Lang } from "~/i18n/config";
import { formatDateTime } from "~/utils/format";

/** Advisory-lock namespaces (the first key of pg_advisory_xact_lock(int, int)); ADR 0335 lists them. */
export const LOCK_ROOM = 335_001;
export const LOCK_BOOKER = 335_002;

/** The problem checkout names when a slot was taken meanwhile (the SQLite checkout's words). */
const TAKEN = "this date and time is no longer available";

export type PgInvoice = typeof pg.invoices.$inferSelect;
export type PgReservationLine = typeof pg.reservationLines.$inferSelect;

/** A cart line as checkout books it (what listCart gives, already validated by the caller). */
export type ReservationItem = Pick<
  CartLine,
  | "productId" | "subVenueId" | "venueId" | "supplierId" | "productName" | "venueName" | "subVenueName" | "inclusion" | "setup"
  | "eventName" | "note" | "startsAt" | "endsAt" | "qty" | "unit" | "price" | "totalPrice" | "cancellationPolicy" | "taxAndService" | "terms"
> & { id?: number };

export type ReservationRequest = {
  owner: CartOwner;
  userId: number | null;
  contact: ContactInput;
  items: ReservationItem[];
  couponCode?: string | null;
  /** The cart view's random key: a second submit with it returns the same invoice (ADR 0034). */
  checkoutKey?: string | null;
  clientAddress?: string;
  paymentPlan?: "full" | "deposit" | null;
  language?: Lang;
  now?: Date;
  /**
   * More writes of the same checkout (empty the cart, queue the mails): they commit or roll
   * back with the invoice, inside the locks.
   */
  alsoWrite?: (tx: PgDbOrTx, written: { invoice: PgInvoice; lines: PgReservationLine[] }) => Promise<void>;
};

export type ReservationResult = { ok: true; invoice: PgInvoice; lines: PgReservationLine[]; duplicate: boolean } | CheckoutRefusal;

/** A 32-bit lock key for a text (collisions only make two bookers wait for each other). */
function textLockKey(text: string): number {
  return crypto.createHash("sha256").update(text).digest().readInt32BE(0);
}

/**
 * Takes the transaction-scoped advisory locks of a checkout, always in ascending order so two
 * checkouts of the same rooms never wait on each other crosswise (no deadlock). Released at
 * commit or rollback, and by the server when the connection drops (a killed process).
 */
export async function lockForCheckout(tx: PgDbOrTx, { subVenueIds, bookers }: { subVenueIds: number[]; bookers: string[] }) {
  const keys = new Map<string, [number, number]>();
  for (const id of subVenueIds) {
    if (!Number.isInteger(id) || id < 0 || id > 0x7fffffff) throw new Error(`sub venue id ${id} does not fit an advisory lock key`);
    keys.set(`${LOCK_ROOM}:${id}`, [LOCK_ROOM, id]);
  }
  for (const booker of bookers) if (booker) keys.set(`b:${booker}`, [LOCK_BOOKER, textLockKey(booker)]);
  const ordered = [...keys.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [space, key] of ordered) await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, ${key}::int)`);
}

async function findByCheckoutKey(db: PgDbOrTx, key: string, userId: number | null) {
  const [invoice] = await db.select().from(pg.invoices).where(eq(pg.invoices.checkoutKey, key));
  if (!invoice || (invoice.userId ?? null) !== userId) return null;
  const lines = await db.select().from(pg.reservationLines).where(eq(pg.reservationLines.invoiceId, invoice.id)).orderBy(pg.reservationLines.id);
  return { ok: true as const, invoice, lines, duplicate: true };
}

/** checkHoldLimits' counts on PostgreSQL: unpaid invoices still holding slots, and their lines. */
async function heldBy(tx: PgDbOrTx, match: SQL, now: Date): Promise<HeldCounts> {
  const [row] = await tx
    .select({ invoices: sql<string>`count(distinct ${pg.invoices.id})`, lines: sql<string>`count(${pg.reservationLines.id})` })
    .from(pg.invoices)
    .leftJoin(pg.reservationLines, eq(pg.reservationLines.invoiceId, pg.invoices.id))
    .where(and(eq(pg.invoices.status, "pending"), eq(pg.invoices.paymentStatus, "Waiting Payment"), gt(pg.invoices.expiresAt, now), match));
  return { invoices: Number(row?.invoices ?? 0), lines: Number(row?.lines ?? 0) };
}

/** Counts one use of the coupon while it is under its limit (`useCoupon`'s twin): false when the last use is gone. */
export async function useCouponPg(tx: PgDbOrTx, couponId: number): Promise<boolean> {
  // A racing UPDATE of the same row waits for the first to commit, then re-checks the WHERE
  // on the new count (READ COMMITTED), so the limit holds without a lock of our own.
  const updated = await tx
    .update(pg.coupons)
    .set({ usedCount: sql`${pg.coupons.usedCount} + 1` })
    .where(sql`${pg.coupons.id} = ${couponId} and (${pg.coupons.maxUses} is null or ${pg.coupons.usedCount} < ${pg.coupons.maxUses})`)
    .returning({ id: pg.coupons.id });
  return updated.length === 1;
}

/** The PostgreSQL error behind a drizzle error (drizzle wraps the driver's in `cause`). */
function pgError(error: unknown): { code?: string; constraint_name?: string; detail?: string } | null {
  for (let e = error as { cause?: unknown } | null; e; e = e.cause as { cause?: unknown } | null) {
    if (typeof e === "object" && "code" in e && typeof (e as { code: unknown }).code === "string") return e as { code: string };
  }
  return null;
}

/**
 * Books the items on PostgreSQL: the same refusals as `checkout()` (CHECKOUT_MESSAGES,
 * COUPON_MESSAGES, HOLD_MESSAGES), one invoice per checkout key, the coupon limit kept, and
 * nothing written unless everything is.
 */
export async function reserveOnPostgres(db: PgDbOrTx, request: ReservationRequest): Promise<ReservationResult> {
  const now = request.now ?? new Date();
  const { items, contact } = request;
  const checkoutKey = storedCheckoutKey(request.owner, request.checkoutKey);
  if (checkoutKey) {
    const existing = await findByCheckoutKey(db, checkoutKey, request.userId);
    if (existing) return existing;
  }
  if (!items.length) return { ok: false, status: 400, message: CHECKOUT_MESSAGES.empty };
  const email = contact.email.toLowerCase();
  const phone = phoneKey(contact.cellPhone);
  const clientAddress = request.clientAddress ?? "";
  try {
    return await db.transaction(
      async (tx): Promise<ReservationResult> => {
        await lockForCheckout(tx, {
          subVenueIds: items.map((i) => i.subVenueId),
          bookers: [`email:${email}`, phone && `phone:${phone}`, clientAddress && `address:${clientAddress}`],
        });
        // Under the locks: a twin submit that committed while we waited is answered, not refused as taken.
        if (checkoutKey) {
          const existing = await findByCheckoutKey(tx, checkoutKey, request.userId);
          if (existing) return existing;
        }

        const accepted: { window: SlotWindow; subVenueId: number }[] = [];
        for (const item of items) {
          const window = occupiedWindow(item.unit, item.startsAt, item.endsAt);
          const clash =
            accepted.some((a) => a.subVenueId === item.subVenueId && windowsOverlap(a.window, window)) ||
            (await slotConflictsPg(tx, { subVenueId: item.subVenueId, productId: item.productId, window }, now)).length > 0;
          if (clash) throw new CheckoutFailure(CHECKOUT_MESSAGES.lineProblem(item.productName, formatDateTime(item.startsAt), TAKEN), 409, item.id);
          accepted.push({ window, subVenueId: item.subVenueId });
        }

        const held = holdLimitRefusal(
          {
            byEmail: await heldBy(tx, eq(pg.invoices.email, email), now),
            byPhone: phone ? await heldBy(tx, eq(pg.invoices.phoneKey, phone), now) : null,
            byAddress: clientAddress ? await heldBy(tx, eq(pg.invoices.clientAddress, clientAddress), now) : null,
          },
          items.length,
        );
        if (held) throw new CheckoutFailure(held.message, 429);

        let coupon: { id: number; code: string; discountPercentage: number } | null = null;
        const code = normalizeCouponCode(request.couponCode);
        if (code) {
          const [found] = await tx.select().from(pg.coupons).where(eq(pg.coupons.code, code));
          const refused = couponRefusal(found, now);
          if (refused) throw new CheckoutFailure(CHECKOUT_MESSAGES.couponGone(refused));
          if (!(await useCouponPg(tx, found.id))) throw new CheckoutFailure(CHECKOUT_MESSAGES.couponGone(COUPON_MESSAGES.usedUp));
          coupon = found;
        }
        const totals = computeTotals(items.reduce((sum, i) => sum + i.totalPrice, 0), coupon?.discountPercentage ?? 0);
        const discountShares = apportionDiscount(items.map((i) => i.totalPrice), totals.discountAmount);
        const scheduleLines = cartScheduleLines(items, discountShares, now);
        const schedule = paymentSchedule(scheduleLines);
        const plan = request.paymentPlan === "deposit" && schedule.balance > 0 ? "deposit" : "full";

        const [invoice] = await tx
          .insert(pg.invoices)
          .values(newInvoiceRow({ request, checkoutKey, totals, couponCode: coupon?.code ?? null, plan, schedule, now }))
          .returning();

        const lines = await tx
          .insert(pg.reservationLines)
          .values(
            items.map((item, index) =>
              reservationLineRow(item, invoice.id, {
                discountShare: discountShares[index],
                scheduleLine: scheduleLines[index],
                plan,
                cancellationPolicy: item.cancellationPolicy,
              }),
            ),
          )
          .returning();
        lines.sort((a, b) => a.id - b.id);
        await request.alsoWrite?.(tx, { invoice, lines });
        return { ok: true, invoice, lines, duplicate: false };
      },
      // READ COMMITTED on purpose: each statement after the lock sees what earlier lock holders
      // committed. REPEATABLE READ would keep the snapshot of the lock statement's start.
      { isolationLevel: "read committed" },
    );
  } catch (error) {
    if (error instanceof CheckoutFailure) return { ok: false, status: error.status, message: error.message, lineId: error.lineId };
    const pgErr = pgError(error);
    if (checkoutKey && pgErr?.code === "23505" && pgErr.constraint_name === "invoices_checkout_key_unique") {
      const existing = await findByCheckoutKey(db, checkoutKey, request.userId);
      if (existing) return existing;
    }
    if (pgErr?.code === "23P01" && pgErr.constraint_name === "reservation_lines_no_double_booking") {
      // The database's own check (drizzle-pg/0003) caught what the locked check should have:
      // the same refusal, for the line it names.
      const [, room, start] = /sub_venue_id=(\d+) starts_at=(\d+)/.exec(pgErr.detail ?? "") ?? [];
      const item = items.find((i) => i.subVenueId === Number(room) && i.startsAt.getTime() === Number(start)) ?? items[0];
      return { ok: false, status: 409, message: CHECKOUT_MESSAGES.lineProblem(item.productName, formatDateTime(item.startsAt), TAKEN), lineId: item.id };
    }
    throw error;
  }
}
