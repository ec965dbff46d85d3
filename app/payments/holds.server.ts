// Fair holds (ADR 0036). A checkout holds its slots for an hour; starting an online payment
// or announcing a bank transfer commits it, and then it holds them until the 2 x 24 h payment
// deadline. Unpaid holds are limited per e-mail, per phone and per client address, so one
// client cannot take a room's whole day (or a venue's week) off the market for free.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type DB, tables, first, run } from "~/db.server";
import { getEnv } from "~/env.server";
import { BANK_TRANSFER_DEADLINE_HOURS } from "~/utils/constants";

type Tx = DB;
type Invoice = typeof tables.invoices.$inferSelect;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The limits, from the environment (HOLD_* variables, README). */
export function holdPolicy() {
  const env = getEnv();
  const perContact = { invoices: env.HOLD_MAX_INVOICES, lines: env.HOLD_MAX_LINES };
  return {
    /** How long an uncommitted checkout holds its slots. */
    uncommittedMinutes: env.HOLD_UNCOMMITTED_MINUTES,
    /** Unpaid invoices holding slots, and their reservation lines, per e-mail and per phone. */
    perContact,
    /** The same per client address: three times as many, since an office or hotel shares one address. */
    perAddress: { invoices: perContact.invoices * 3, lines: perContact.lines * 3 },
  };
}

export const HOLD_MESSAGES = {
  tooManyInvoices: (n: number) =>
    `You already have ${n} unpaid reservations holding venues. Please pay for one of them (the links are in your confirmation e-mails and on My Reservation) before booking more.`,
  tooManyLines: (n: number) =>
    `Unpaid reservations can hold at most ${n} bookings at a time. Please pay for your pending reservations first, or remove some items from your reservation list.`,
  busyAddress:
    "Too many unpaid reservations have been made from your network. Please pay for a pending reservation first, or try again later.",
} as const;

/** Digits of a phone number in international form (0812... and +62812... are the same phone). */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("0")) return `62${digits.slice(1)}`;
  return digits;
}

/** The end of the hold a new checkout gets. */
export function initialHoldEnd(now: Date): Date {
  return new Date(now.getTime() + holdPolicy().uncommittedMinutes * MINUTE_MS);
}

/** The payment deadline (2 x 24 h after checkout): how long a committed invoice holds. */
export function paymentDeadline(invoice: Pick<Invoice, "createdAt">): Date {
  return new Date(invoice.createdAt.getTime() + BANK_TRANSFER_DEADLINE_HOURS * HOUR_MS);
}

/** True while an unpaid invoice is only held (nobody has started paying or announced a transfer). */
export function isUncommittedHold(invoice: Pick<Invoice, "status" | "paymentStatus" | "committedAt">): boolean {
  return invoice.status === "pending" && invoice.paymentStatus === "Waiting Payment" && !invoice.committedAt;
}

export type HoldLimitRefusal = { message: string };

/**
 * Checks, inside the checkout transaction, that a new invoice with `newLines` lines keeps the
 * booker within the limits. Counts unpaid invoices that still hold slots (pending, Waiting
 * Payment, not past their hold) matched by e-mail, phone or client address.
 */
export async function checkHoldLimits(
  tx: Tx,
  { email, phone, clientAddress, newLines, now }: { email: string; phone: string; clientAddress: string; newLines: number; now: Date },
): Promise<HoldLimitRefusal | null> {
  const live = and(
    eq(tables.invoices.status, "pending"),
    eq(tables.invoices.paymentStatus, "Waiting Payment"),
    gt(tables.invoices.expiresAt, now),
  );
  const count = async (match: ReturnType<typeof eq>) => {
    const row = await first(tx
          .select({
            invoices: sql<number>`count(distinct ${tables.invoices.id})`.mapWith(Number),
            lines: sql<number>`count(${tables.reservationLines.id})`.mapWith(Number),
          })
          .from(tables.invoices)
          .leftJoin(tables.reservationLines, eq(tables.reservationLines.invoiceId, tables.invoices.id))
          .where(and(live, match)));
    return { invoices: Number(row?.invoices ?? 0), lines: Number(row?.lines ?? 0) };
  };
  const contact = holdPolicy().perContact;
  if (newLines > contact.lines) return { message: HOLD_MESSAGES.tooManyLines(contact.lines) };
  const key = phoneKey(phone);
  return holdLimitRefusal(
    {
      byEmail: await count(eq(tables.invoices.email, email.toLowerCase())),
      byPhone: key ? await count(eq(tables.invoices.phoneKey, key)) : null,
      byAddress: clientAddress ? await count(eq(tables.invoices.clientAddress, clientAddress)) : null,
    },
    newLines,
  );
}

export type HeldCounts = { invoices: number; lines: number };

/**
 * The limits applied to what a booker already holds (counted by e-mail, phone and client
 * address; null: not counted): one rule for the SQLite checkout and its PostgreSQL twin.
 */
export function holdLimitRefusal(
  held: { byEmail: HeldCounts; byPhone: HeldCounts | null; byAddress: HeldCounts | null },
  newLines: number,
): HoldLimitRefusal | null {
  const policy = holdPolicy();
  const contact = policy.perContact;
  if (newLines > contact.lines) return { message: HOLD_MESSAGES.tooManyLines(contact.lines) };
  for (const counts of [held.byEmail, held.byPhone]) {
    if (!counts) continue;
    if (counts.invoices + 1 > contact.invoices) return { message: HOLD_MESSAGES.tooManyInvoices(counts.invoices) };
    if (counts.lines + newLines > contact.lines) return { message: HOLD_MESSAGES.tooManyLines(contact.lines) };
  }
  const address = held.byAddress;
  const limit = policy.perAddress;
  if (address && (address.invoices + 1 > limit.invoices || address.lines + newLines > limit.lines)) return { message: HOLD_MESSAGES.busyAddress };
  return null;
}

/**
 * Commits an unpaid invoice's hold (an online payment was started, or a bank transfer was
 * announced): it now holds its slots until the payment deadline. An invoice whose hour has
 * already passed is not revived here (its slots may have been taken); returns whether the
 * invoice is committed afterwards.
 */
export async function commitHold(invoice: Pick<Invoice, "id" | "createdAt">, now = new Date(), db: Pick<DB, "update" | "select"> = getDb()): Promise<boolean> {
  await run((db) => db.update(tables.invoices)
        .set({ committedAt: now, expiresAt: paymentDeadline(invoice) })
        .where(
          and(
            eq(tables.invoices.id, invoice.id),
            eq(tables.invoices.status, "pending"),
            eq(tables.invoices.paymentStatus, "Waiting Payment"),
            isNull(tables.invoices.committedAt),
            gt(tables.invoices.expiresAt, now),
          ),
        ));
  const after = await first(db
      .select({ committedAt: tables.invoices.committedAt, status: tables.invoices.status })
      .from(tables.invoices)
      .where(eq(tables.invoices.id, invoice.id)));
  return !!after?.committedAt && after.status !== "expired";
}
