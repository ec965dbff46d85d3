// PROCEED PAYMENT: who may pay an invoice, whether it can be paid, and opening (or reusing)
// a payment session with the provider. Used by /checkout/pay and POST /v1/payment/process.
import { createCookie } from "@remix-run/node";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { commitHold } from "~/payments/holds.server";
import { getDb, type DB, tables, first, run } from "~/db.server";
import { getEnv } from "~/env.server";
import { amountDue, UNPAID_LABEL, type Invoice } from "~/payments/invoice-status.server";
import { canViewInvoice, findInvoiceByRef } from "~/payments/invoice.server";
import {
  getPaymentProvider,
  PaymentProviderError,
  type PaymentItem,
  type PaymentProvider,
} from "~/payments/provider.server";
import { safeEqual } from "~/payments/signature.server";
import { msg } from "~/i18n/message-ref";

/** Why an invoice cannot be paid online: references to the payments catalogue (ADR 0391). */
export const PAYMENT_MESSAGES = {
  missing: msg("payments.contactMissing"),
  paid: msg("payments.invoicePaid"),
  expired: msg("payments.invoiceExpired"),
  cancelled: msg("payments.invoiceCancelled"),
  amount: msg("payments.amountMismatch"),
  provider: msg("payments.providerDown"),
  /** No gateway configured on a deployment (ADR 0044). */
  unavailable: msg("payments.onlineUnavailable"),
} as const;

export async function findInvoiceByNo(invoiceNo: string): Promise<Invoice | undefined> {
  if (!invoiceNo) return undefined;
  return await first(getDb().select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, invoiceNo)));
}

/**
 * The invoice behind a gateway order id (the invoice number, or a retry's suffixed id).
 * Pass the transaction when reading inside one (the webhook does).
 */
export async function findInvoiceByOrderId(orderId: string, db: Pick<DB, "select"> = getDb()): Promise<Invoice | undefined> {
  if (!orderId) return undefined;
  const session = await first(db
      .select({ invoiceId: tables.paymentTransactions.invoiceId })
      .from(tables.paymentTransactions)
      .where(eq(tables.paymentTransactions.orderId, orderId)));
  return session
    ? await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, session.invoiceId)))
    : await first(db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, orderId)));
}

/**
 * The invoice if this visitor may see and pay it: its logged-in owner, or anyone holding the
 * guest link's token. Anything else looks like a missing invoice (the caller answers 404).
 */
export async function findAccessibleInvoice({
  invoiceNo,
  token,
  userId,
  guestCartKey,
}: {
  /** The invoice number or its numeric id (ADR 0131). */
  invoiceNo: string | number | null | undefined;
  token?: string | null;
  userId?: number | null;
  /** The verified cart key of a /v1 guest's session-id. */
  guestCartKey?: string | null;
}): Promise<Invoice | null> {
  const invoice = await findInvoiceByRef(invoiceNo);
  if (!invoice) return null;
  if (userId && invoice.userId === userId) return invoice;
  if (safeEqual(token ?? "", invoice.accessToken)) return invoice;
  if (guestCartKey && canViewInvoice(invoice, { user: null, guestCartKey })) return invoice;
  return null;
}

/** True when the 2 x 24 h window of an unpaid invoice has passed (even before the timer ran). */
export function isPastDeadline(invoice: Invoice, now = new Date()) {
  return (
    invoice.status === "expired" ||
    (invoice.status === "pending" &&
      invoice.paymentStatus === UNPAID_LABEL &&
      invoice.expiresAt.getTime() <= now.getTime())
  );
}

export type StartPaymentResult =
  | { ok: true; redirectUrl: string; orderId: string; provider: PaymentProvider["name"] }
  | { ok: false; reason: keyof typeof PAYMENT_MESSAGES; message: string };

const fail = (reason: keyof typeof PAYMENT_MESSAGES): StartPaymentResult => ({
  ok: false,
  reason,
  message: PAYMENT_MESSAGES[reason],
});

export async function startPayment(
  invoice: Invoice,
  {
    origin,
    now = new Date(),
    grossAmount,
    provider = getPaymentProvider(),
  }: { origin: string; now?: Date; grossAmount?: number; provider?: PaymentProvider | null },
): Promise<StartPaymentResult> {
  const db = getDb();
  // The whole invoice, its deposit, or (once the deposit is paid) its balance (ADR 0256).
  const due = await amountDue(db, invoice);
  if (invoice.status === "paid" && due.amount <= 0) return fail("paid");
  // Fail closed: a deployment without a gateway key takes no online payment (not even a fake one).
  if (!provider) return fail("unavailable");
  if (invoice.status === "cancelled") return fail("cancelled");
  if (isPastDeadline(invoice, now)) return fail("expired");
  if (!invoice.invoiceNo || !(due.amount > 0) || !invoice.name || !invoice.email || !invoice.cellPhone) {
    return fail("missing");
  }
  if (grossAmount !== undefined && grossAmount !== due.amount) return fail("amount");

  const reusable = await first(db
      .select()
      .from(tables.paymentTransactions)
      .where(
        and(
          eq(tables.paymentTransactions.invoiceId, invoice.id),
          eq(tables.paymentTransactions.provider, provider.name),
          eq(tables.paymentTransactions.grossAmount, due.amount),
          eq(tables.paymentTransactions.part, due.part),
          gt(tables.paymentTransactions.createdAt, new Date(now.getTime() - provider.sessionTtlMs)),
        ),
      )
      .orderBy(desc(tables.paymentTransactions.id)));
  if (reusable) {
    return { ok: true, redirectUrl: reusable.redirectUrl, orderId: reusable.orderId, provider: provider.name };
  }

  // The gateway takes an order id once; a retry after a lapsed session gets a suffix.
  const earlier = (await db
      .select({ id: tables.paymentTransactions.id })
      .from(tables.paymentTransactions)
      .where(and(eq(tables.paymentTransactions.invoiceId, invoice.id), due.part === "balance" ? eq(tables.paymentTransactions.part, "balance") : ne(tables.paymentTransactions.part, "balance")))).length;
  const base = due.part === "balance" ? `${invoice.invoiceNo}-BAL` : invoice.invoiceNo;
  const orderId = earlier === 0 ? base : `${base}-R${earlier + 1}`;

  let session;
  try {
    session = await provider.createTransaction({
      orderId,
      grossAmount: due.amount,
      customer: { name: invoice.name, email: invoice.email, phone: invoice.cellPhone },
      items: due.amount === invoice.totalCost ? await paymentItems(invoice) : [{ id: due.part.toUpperCase(), name: `${due.part === "balance" ? "Balance" : "Deposit"} ${invoice.invoiceNo}`, price: due.amount, quantity: 1 }],
      appOrigin: origin,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      console.error(`payment session for ${orderId} failed: ${error.message}`);
      return fail("provider");
    }
    throw error;
  }
  await run((db) => db.insert(tables.paymentTransactions)
        .values({
          invoiceId: invoice.id,
          provider: provider.name,
          orderId,
          grossAmount: due.amount,
          part: due.part,
          token: session.token,
          redirectUrl: session.redirectUrl,
          createdAt: now,
        })
        .onConflictDoNothing());
  // Starting to pay commits the hold: the slots now stay held until the payment deadline.
  if (invoice.status !== "paid") await commitHold(invoice, now, db);
  return { ok: true, redirectUrl: session.redirectUrl, orderId, provider: provider.name };
}

/** Invoice lines as gateway items, the coupon discount as a negative item. */
export async function paymentItems(invoice: Invoice): Promise<PaymentItem[]> {
  const lines = await getDb()
      .select()
      .from(tables.reservationLines)
      .where(eq(tables.reservationLines.invoiceId, invoice.id));
  const items: PaymentItem[] = lines.map((l) =>
    l.price * l.qty === l.totalPrice
      ? { id: `L${l.id}`, name: l.productName, price: l.price, quantity: l.qty }
      : { id: `L${l.id}`, name: l.productName, price: l.totalPrice, quantity: 1 },
  );
  if (invoice.discountAmount > 0) {
    items.push({
      id: "DISCOUNT",
      name: `Discount ${invoice.couponCode ?? ""} ${invoice.discountPercentage}%`.replace(/\s+/g, " "),
      price: -invoice.discountAmount,
      quantity: 1,
    });
  }
  return items;
}

/**
 * Remembers which invoice the visitor is paying, so /payment/{status} can link back to it
 * without putting the guest token in URLs the gateway sees.
 */
let returnCookie: ReturnType<typeof createCookie> | undefined;
function paymentReturnCookie() {
  const env = getEnv();
  returnCookie ??= createCookie("__payment", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.NODE_ENV === "production" && !!env.APP_URL?.startsWith("https:"),
    secrets: [env.SESSION_SECRET],
    maxAge: 60 * 60 * 24 * 2,
  });
  return returnCookie;
}

export async function serializePaymentReturn(invoice: Pick<Invoice, "invoiceNo" | "accessToken">) {
  return paymentReturnCookie().serialize({ invoiceNo: invoice.invoiceNo, token: invoice.accessToken });
}

export async function readPaymentReturn(request: Request): Promise<{ invoiceNo: string; token: string } | null> {
  const value = (await paymentReturnCookie().parse(request.headers.get("Cookie"))) as unknown;
  if (value && typeof value === "object" && "invoiceNo" in value && "token" in value) {
    const { invoiceNo, token } = value as { invoiceNo: unknown; token: unknown };
    if (typeof invoiceNo === "string" && typeof token === "string") return { invoiceNo, token };
  }
  return null;
}
