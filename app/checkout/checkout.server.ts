// Checkout: one database transaction turns the reservation list into an invoice (ADR 0034).
// Every line is re-validated (product active, rate valid, slot free, quantity rules), prices
// and the coupon are recomputed from the database, the invoice and its lines are written,
// the coupon use is counted, the cart is emptied and the e-mails are queued. Any failure
// rolls everything back, so the cart stays as it was.
import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { CartLine, CartOwner } from "~/cart/cart.server";
import { CART_MESSAGES, checkBookingRules, listCart, loadBookableProduct, ownerWhere } from "~/cart/cart.server";
import { isSlotAvailable, lockForBooking, occupiedWindow, windowsOverlap } from "~/availability/availability.server";
import { closureRefusal } from "~/bali-calendar/closure-days.server";
import { bookingConfirmationMail, vendorBookingMail } from "~/checkout/checkout-mail.server";
import type { ContactInput } from "~/checkout/contact-schema.server";
import { checkCoupon, computeTotals, COUPON_MESSAGES, normalizeCouponCode, useCoupon } from "~/checkout/coupon.server";
import { guestCartHash, type Invoice } from "~/payments/invoice.server";
import type { Lang } from "~/i18n/config";
import { apportionDiscount, DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from "~/terms/cancellation-policies";
import { balanceDueAt, lineDeposit, paymentSchedule, type ScheduleLine } from "~/terms/payment-schedule";
import { getDb, type DB, tables, first, write, run, transaction, isDoubleBooking, isUniqueViolation } from "~/db.server";
import { deliverQueuedMail, queueMail } from "~/mail/mail.server";
import { checkHoldLimits, initialHoldEnd, phoneKey } from "~/payments/holds.server";
import { baliIsoDate, baliTime, formatDate } from "~/utils/format";
import { msg } from "~/i18n/message-ref";

/** Checkout's refusals: references to the checkout catalogue (ADR 0391), rendered by the page or /v1. */
export const CHECKOUT_MESSAGES = {
  empty: msg("checkout.empty"),
  /** A line that cannot be booked: its product, its start (Bali time) and why (a reference). */
  lineProblem: (product: string, startsAt: Date, problem: string) =>
    msg("checkout.lineProblem", { product, date: formatDate(startsAt), time: baliTime(startsAt), problem }),
  /** A line's slot taken since it was added. */
  lineSlotTaken: msg("checkout.lineSlotTaken"),
  couponGone: (problem: string) => msg("checkout.couponGone", { problem }),
  /** When the database itself refuses an overlap (a line the checks did not name). */
  taken: msg("checkout.taken"),
} as const;

export type CheckoutRequest = {
  owner: CartOwner;
  userId: number | null;
  contact: ContactInput;
  couponCode?: string | null;
  /** Random key of the cart view that submitted; a second submit with it returns the same invoice. */
  checkoutKey?: string | null;
  origin: string;
  /** The client's address (hold limits, ADR 0036). */
  clientAddress?: string;
  /** "deposit": pay the deposits now and the balance later, where the terms allow (ADR 0256). */
  paymentPlan?: "full" | "deposit" | null;
  /** The invoice's language, which its mails follow (ADR 0327): the page's; for /v1 the account's. English when not said. */
  language?: Lang;
  /** An awarded proposal's discount in percent (issue 45, ADR 0411), taken like a coupon's; not with a coupon. */
  offerDiscountPercentage?: number;
  now?: Date;
};

/** A checkout refused, on either engine: the status and the message the planner reads. */
export type CheckoutRefusal = { ok: false; status: 400 | 409 | 429; message: string; lineId?: number };

export type CheckoutResult = { ok: true; invoice: Invoice; duplicate: boolean; mailIds: number[] } | CheckoutRefusal;

/** Thrown inside a checkout transaction to roll it back with a refusal (both engines). */
export class CheckoutFailure extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409 | 429 = 400,
    readonly lineId?: number,
  ) {
    super(message);
  }
}

const INVOICE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** INV-YYYYMMDD-XXXXXXXXXX: date for people, 50 random bits so numbers cannot be guessed. */
export function newInvoiceNo(now = new Date()): string {
  const bytes = crypto.randomBytes(10);
  const random = Array.from(bytes, (b) => INVOICE_ALPHABET[b % 32]).join("");
  return `INV-${baliIsoDate(now).replace(/-/g, "")}-${random}`;
}

export function newAccessToken(): string {
  return crypto.randomBytes(24).toString("base64url");
}

export function newCheckoutKey(): string {
  return crypto.randomBytes(16).toString("base64url");
}

const CHECKOUT_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The stored form of a checkout key: bound to the cart owner, so a guest presenting another
 * guest's key (API clients choose their own) never receives that guest's invoice.
 */
export function ownerCheckoutKey(owner: CartOwner, key: string): string {
  const who = "userId" in owner ? `user:${owner.userId}` : `guest:${owner.cartSessionId}`;
  return crypto.createHash("sha256").update(`${who}\n${key}`).digest("base64url");
}

/** The stored key of a submitted checkout key, or null when there is none or it is malformed. */
export function storedCheckoutKey(owner: CartOwner, key: string | null | undefined): string | null {
  return key && CHECKOUT_KEY.test(key) ? ownerCheckoutKey(owner, key) : null;
}

async function findByCheckoutKey(key: string, userId: number | null, db: Pick<DB, "select"> = getDb()): Promise<Invoice | null> {
  const invoice = await first(db.select().from(tables.invoices).where(eq(tables.invoices.checkoutKey, key)));
  return invoice && (invoice.userId ?? null) === userId ? invoice : null;
}

/** Each cart line's deposit and balance due date under its terms, after its coupon share. */
export function cartScheduleLines(items: Pick<CartLine, "totalPrice" | "terms" | "startsAt">[], discountShares: number[], now: Date): ScheduleLine[] {
  return items.map((item, index) => {
    const net = item.totalPrice - (discountShares[index] ?? 0);
    const deposit = lineDeposit(net, item.terms, item.startsAt, now);
    return { net, deposit, dueAt: deposit ? balanceDueAt(item.startsAt, item.terms.balanceDaysBefore) : null };
  });
}

/** What checking out this cart asks for today and later (the summary's schedule). */
export function cartPaymentSchedule(items: Pick<CartLine, "totalPrice" | "terms" | "startsAt">[], discountAmount: number, now = new Date()) {
  return paymentSchedule(cartScheduleLines(items, apportionDiscount(items.map((i) => i.totalPrice), discountAmount), now));
}

/** The invoice row a checkout writes. */
export function newInvoiceRow({
  request,
  checkoutKey,
  totals,
  couponCode,
  plan,
  schedule,
  now,
}: {
  request: Pick<CheckoutRequest, "owner" | "userId" | "contact" | "clientAddress" | "language">;
  checkoutKey: string | null;
  totals: ReturnType<typeof computeTotals>;
  couponCode: string | null;
  plan: "full" | "deposit";
  schedule: ReturnType<typeof paymentSchedule>;
  now: Date;
}) {
  const c = request.contact;
  return {
    invoiceNo: newInvoiceNo(now),
    accessToken: newAccessToken(),
    userId: request.userId,
    checkoutKey,
    guestCartHash: "cartSessionId" in request.owner ? guestCartHash(request.owner.cartSessionId) : null,
    language: request.language ?? "en",
    name: c.name,
    companyName: c.companyName ?? "",
    address: c.address ?? "",
    officePhone: c.officePhone ?? "",
    taxNumber: c.taxNumber ?? "",
    cellPhone: c.cellPhone,
    email: c.email.toLowerCase(),
    subtotal: totals.subtotal,
    couponCode,
    discountPercentage: totals.discountPercentage,
    discountAmount: totals.discountAmount,
    totalCost: totals.totalCost,
    paymentStatus: "Waiting Payment" as const,
    status: "pending" as const,
    expiresAt: initialHoldEnd(now),
    clientAddress: request.clientAddress ?? "",
    phoneKey: phoneKey(c.cellPhone),
    paymentPlan: plan,
    depositAmount: plan === "deposit" ? schedule.today : 0,
    balanceDueAt: plan === "deposit" ? schedule.dueAt : null,
    createdAt: now,
  };
}

/** A reservation line row of a checkout's invoice, on either engine. */
export function reservationLineRow(
  item: Pick<
    CartLine,
    | "productId" | "subVenueId" | "venueId" | "supplierId" | "productName" | "venueName" | "subVenueName" | "inclusion" | "setup"
    | "eventName" | "note" | "startsAt" | "endsAt" | "qty" | "unit" | "price" | "totalPrice" | "taxAndService"
  >,
  invoiceId: number,
  { discountShare, scheduleLine, plan, cancellationPolicy }: { discountShare: number; scheduleLine: ScheduleLine; plan: "full" | "deposit"; cancellationPolicy: CancellationPolicy },
) {
  return {
    invoiceId,
    productId: item.productId,
    subVenueId: item.subVenueId,
    venueId: item.venueId,
    supplierId: item.supplierId,
    productName: item.productName,
    venueName: item.venueName,
    subVenueName: item.subVenueName,
    inclusion: item.inclusion,
    setup: item.setup,
    eventName: item.eventName,
    note: item.note,
    startsAt: item.startsAt,
    endsAt: item.endsAt,
    qty: item.qty,
    unit: item.unit,
    price: item.price,
    totalPrice: item.totalPrice,
    discountShare,
    cancellationPolicy,
    taxAndService: item.taxAndService,
    // Due today for this line: its deposit, or all of it when it has none.
    depositAmount: plan === "deposit" ? scheduleLine.deposit || scheduleLine.net : 0,
  };
}

/** The rooms in the owner's cart, in no particular order (lockForBooking sorts them). */
async function cartRooms(tx: DB, owner: CartOwner): Promise<number[]> {
  const rows = await tx
    .select({ subVenueId: tables.products.subVenueId })
    .from(tables.cartItems)
    .innerJoin(tables.products, eq(tables.products.id, tables.cartItems.productId))
    .where(ownerWhere(owner));
  return [...new Set(rows.map((r) => r.subVenueId))];
}

/** What the hold limits count a booker by (checkHoldLimits): e-mail, phone and address. */
function bookerKeys(request: CheckoutRequest): string[] {
  const phone = phoneKey(request.contact.cellPhone);
  return [`email:${request.contact.email.toLowerCase()}`, phone ? `phone:${phone}` : "", request.clientAddress ? `address:${request.clientAddress}` : ""];
}

/** Runs the checkout transaction. E-mails are queued; call deliverQueuedMail(mailIds) after. */
export async function checkout(request: CheckoutRequest): Promise<CheckoutResult> {
  const now = request.now ?? new Date();
  const checkoutKey = storedCheckoutKey(request.owner, request.checkoutKey);
  const db = getDb();
  try {
    return await transaction(async (tx): Promise<CheckoutResult> => {
            // On PostgreSQL the rooms of the cart and the booker first (ADR 0335); on SQLite the
            // transaction already holds the write lock.
            await lockForBooking(tx, { subVenueIds: await cartRooms(tx, request.owner), bookers: bookerKeys(request) });
            // The key is looked up under the write lock: a twin submit another process committed a
            // moment ago (and whose commit emptied the list) answers with its invoice, not "empty".
            const existing = checkoutKey ? await findByCheckoutKey(checkoutKey, request.userId, tx) : null;
            if (existing) return { ok: true, invoice: existing, duplicate: true, mailIds: [] };
            const { items } = await listCart(request.owner, now, tx);
            if (!items.length) throw new CheckoutFailure(CHECKOUT_MESSAGES.empty);

            // Re-validate every line against the current product and the booked slots.
            const accepted: { window: ReturnType<typeof occupiedWindow>; subVenueId: number }[] = [];
            for (const item of items) {
              const found = await loadBookableProduct(tx, item.productId);
              const rules = checkBookingRules(found, item, now);
              if (rules) {
                const first = rules.formError ?? Object.values(rules.fieldErrors ?? {})[0]?.[0] ?? "not available";
                const problem = first === CART_MESSAGES.pastTime ? CART_MESSAGES.passed : first;
                throw new CheckoutFailure(CHECKOUT_MESSAGES.lineProblem(item.productName, item.startsAt, problem), 400, item.id);
              }
              const window = occupiedWindow(item.unit, item.startsAt, item.endsAt);
              const closed = await closureRefusal(tx, window); // set by the admin after the item was added (ADR 0310)
              if (closed) throw new CheckoutFailure(CHECKOUT_MESSAGES.lineProblem(item.productName, item.startsAt, closed), 400, item.id);
              const clash =
                accepted.some((a) => a.subVenueId === item.subVenueId && windowsOverlap(a.window, window)) ||
                !await isSlotAvailable(tx, { subVenueId: item.subVenueId, productId: item.productId, window }, now);
              if (clash) {
                throw new CheckoutFailure(
                  CHECKOUT_MESSAGES.lineProblem(item.productName, item.startsAt, CHECKOUT_MESSAGES.lineSlotTaken),
                  409,
                  item.id,
                );
              }
              accepted.push({ window, subVenueId: item.subVenueId });
            }

            const refusal = await checkHoldLimits(tx, {
              email: request.contact.email,
              phone: request.contact.cellPhone,
              clientAddress: request.clientAddress ?? "",
              newLines: items.length,
              now,
            });
            if (refusal) throw new CheckoutFailure(refusal.message, 429);

            const subtotal = items.reduce((sum, i) => sum + i.totalPrice, 0);
            let coupon: { id: number; code: string; discountPercentage: number } | null = null;
            const code = normalizeCouponCode(request.couponCode);
            if (code) {
              const check = await checkCoupon(code, now, tx);
              if (!check.ok) throw new CheckoutFailure(CHECKOUT_MESSAGES.couponGone(check.message));
              if (!await useCoupon(tx, check.coupon.id)) throw new CheckoutFailure(CHECKOUT_MESSAGES.couponGone(COUPON_MESSAGES.usedUp));
              coupon = check.coupon;
            }
            const totals = computeTotals(subtotal, coupon?.discountPercentage ?? request.offerDiscountPercentage ?? 0);
            // Each line's share of the coupon, and its venue's cancellation tier, are fixed now (ADR 0250).
            const discountShares = apportionDiscount(items.map((i) => i.totalPrice), totals.discountAmount);
            const venueRows = new Map(
              (await tx
                            .select({ id: tables.venues.id, policy: tables.venues.cancellationPolicy })
                            .from(tables.venues)
                            .where(inArray(tables.venues.id, [...new Set(items.map((i) => i.venueId))])))
                .map((v) => [v.id, v]),
            );
            const policies = new Map([...venueRows].map(([id, v]) => [id, v.policy]));
            // Each line's deposit and balance due date (ADR 0256); none when paying in full.
            const scheduleLines = cartScheduleLines(items, discountShares, now);
            const schedule = paymentSchedule(scheduleLines);
            const plan = request.paymentPlan === "deposit" && schedule.balance > 0 ? "deposit" : "full";

            const c = request.contact;
            const invoice = (await write((db) => db
                      .insert(tables.invoices)
                      .values(
                        newInvoiceRow({ request, checkoutKey, totals, couponCode: coupon?.code ?? null, plan, schedule, now }),
                      )
                      .returning()))[0];

            const lines = await Promise.all(items.map(async (item, index) =>
              (await write((db) => db
                            .insert(tables.reservationLines)
                            .values(
                              reservationLineRow(item, invoice.id, {
                                discountShare: discountShares[index],
                                scheduleLine: scheduleLines[index],
                                plan,
                                cancellationPolicy: policies.get(item.venueId) ?? DEFAULT_CANCELLATION_POLICY,
                              }),
                            )
                            .returning()))[0],
            ));

            await run((db) => db.delete(tables.cartItems)
                          .where(and(ownerWhere(request.owner), inArray(tables.cartItems.id, items.map((i) => i.id)))));

            const mailIds = [await queueMail(tx, bookingConfirmationMail(invoice, lines, request.origin))];
            const supplierIds = [...new Set(lines.map((l) => l.supplierId))];
            const vendors = await tx
                      .select({ supplierId: tables.suppliers.id, name: tables.suppliers.name, email: tables.users.email, firstName: tables.users.firstName, language: tables.users.language })
                      .from(tables.suppliers)
                      .innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
                      .where(inArray(tables.suppliers.id, supplierIds));
            for (const vendor of vendors) {
              const theirs = lines.filter((l) => l.supplierId === vendor.supplierId);
              mailIds.push(await queueMail(tx, vendorBookingMail({ email: vendor.email, name: vendor.name || vendor.firstName, language: vendor.language }, invoice, theirs, request.origin)));
            }
            return { ok: true, invoice, duplicate: false, mailIds };
          });
  } catch (error) {
    if (error instanceof CheckoutFailure) return { ok: false, status: error.status, message: error.message, lineId: error.lineId };
    if (checkoutKey && isUniqueViolation(error, "invoices")) {
      const existing = await findByCheckoutKey(checkoutKey, request.userId);
      if (existing) return { ok: true, invoice: existing, duplicate: true, mailIds: [] };
    }
    // PostgreSQL's last word on overlaps (drizzle-pg/0003), should a booking path skip the locks.
    if (isDoubleBooking(error)) return { ok: false, status: 409, message: CHECKOUT_MESSAGES.taken };
    throw error;
  }
}

/** Checkout, then deliver its e-mails after the commit (delivery failures stay in the outbox). */
export async function checkoutAndNotify(request: CheckoutRequest): Promise<CheckoutResult> {
  const result = await checkout(request);
  if (result.ok && result.mailIds.length) await deliverQueuedMail(result.mailIds);
  return result;
}
