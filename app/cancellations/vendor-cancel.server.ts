// The vendor cancels one of its bookings (issue 22 item 3, ADRs 0250, 0254): a reason is
// required and the planner always gets back everything paid for the line. The page shows that
// figure before the vendor confirms; the figure confirmed is checked again in the transaction.
import * as z from "zod";
import { and, eq } from "drizzle-orm";
import { cancelBooking, linePaid, type CancelResult } from "~/cancellations/cancellation.server";
import { CANCELLATION_MESSAGES } from "~/terms/cancellation-policies";
import { getDb, tables, first, transaction } from "~/db.server";
import type { MemberRole } from "~/db/schema";
import { lineSubject, memberActor, recordAudit } from "~/audit/audit.server";
import { can } from "~/teams/permissions";
import { msg } from "~/i18n/message-ref";

export const VENDOR_CANCEL_REASON_MAX = 500;

export const VendorCancelSchema = z.object({
  id: z.coerce.number().int().positive(),
  reason: z
    .string({ error: CANCELLATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, CANCELLATION_MESSAGES.reasonRequired)
    .max(VENDOR_CANCEL_REASON_MAX, msg("limits.reasonTooLong", { max: VENDOR_CANCEL_REASON_MAX })),
  /** The refund the vendor was shown (whole rupiah). */
  expectedRefund: z.coerce.number().int().min(0).max(1e15).optional(),
});

export type VendorCancelQuote = {
  lineId: number;
  invoiceId: number;
  cancellable: boolean;
  /** Why not: already cancelled, the invoice is not paid (it releases itself), or the event is over. */
  blocked: "cancelled" | "unpaid" | "ended" | null;
  /** What the planner gets back: everything paid for the line so far. */
  refund: number;
};

/** The vendor's view of cancelling one of its lines now, or null when the line is not theirs. */
export async function vendorCancelQuote(supplierId: number, lineId: number, now = new Date()): Promise<VendorCancelQuote | null> {
  if (!Number.isSafeInteger(lineId) || lineId < 1) return null;
  const row = await first(getDb()
      .select({ line: tables.reservationLines, invoice: tables.invoices })
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .where(and(eq(tables.reservationLines.id, lineId), eq(tables.reservationLines.supplierId, supplierId))));
  if (!row) return null;
  const { line, invoice } = row;
  const blocked = line.cancelledAt ? "cancelled" : invoice.status !== "paid" ? "unpaid" : line.endsAt.getTime() <= now.getTime() ? "ended" : null;
  return { lineId: line.id, invoiceId: invoice.id, cancellable: blocked === null, blocked, refund: blocked ? 0 : linePaid(invoice, line) };
}

export const VENDOR_CANCEL_BLOCKED: Record<NonNullable<VendorCancelQuote["blocked"]>, string> = {
  cancelled: CANCELLATION_MESSAGES.alreadyCancelled,
  unpaid: "This reservation is not paid: it is released on its own when its payment deadline passes.",
  ended: "A booking that has taken place cannot be cancelled.",
};

/** Why a member whose role lacks the cancellations permission (ADR 0352) is refused. */
export const VENDOR_CANCEL_NOT_ALLOWED = "Only the owner or a manager can cancel a paid booking, as it refunds the planner. Ask them to cancel it.";

/**
 * Cancels a vendor's own line with a full refund. Only a role with the cancellations permission
 * may (owner, manager: ADR 0352); others get 403. A line of another vendor answers 404 as if
 * it did not exist; the reason and the supplier are checked again inside cancelBooking.
 */
export async function vendorCancelLine(input: {
  supplierId: number;
  userId: number;
  /** The member's team role: the refund is a money action of its own. */
  role: MemberRole;
  lineId: number;
  reason: string;
  expectedRefund?: number;
  origin: string;
  now?: Date;
}): Promise<CancelResult> {
  const now = input.now ?? new Date();
  const quote = await vendorCancelQuote(input.supplierId, input.lineId, now);
  if (!quote) return { ok: false, status: 404, message: "Reservation not found" };
  if (!can(input.role, "cancellations", "edit")) return { ok: false, status: 403, message: VENDOR_CANCEL_NOT_ALLOWED };
  if (quote.blocked === "unpaid" || quote.blocked === "ended") return { ok: false, status: 409, message: VENDOR_CANCEL_BLOCKED[quote.blocked] };
  return cancelBooking({
    invoiceId: quote.invoiceId,
    lineIds: [quote.lineId],
    by: { kind: "vendor", userId: input.userId, supplierId: input.supplierId },
    reason: input.reason.trim(),
    expectedRefund: input.expectedRefund,
    origin: input.origin,
    now,
  });
}

export const CANCEL_REQUEST_SENT = "Your request to cancel has been sent: the owner and managers see it on their dashboard.";

/**
 * A member who may not cancel (an event coordinator) asks the owner to (ADR 0352): the request,
 * with its reason, is an audit row of the organisation ("cancelRequest", the line and invoice),
 * which the action centre lists while the booking is still live. Nothing about the booking or
 * its money changes. Same answers as vendorCancelLine for a line that is not theirs (404) or
 * cannot be cancelled (409).
 */
export async function requestVendorCancel(input: {
  supplierId: number;
  user: { id: number; email: string };
  lineId: number;
  reason: string;
  now?: Date;
}): Promise<{ ok: true } | { ok: false; status: 404 | 409; message: string }> {
  const now = input.now ?? new Date();
  const quote = await vendorCancelQuote(input.supplierId, input.lineId, now);
  if (!quote) return { ok: false, status: 404, message: "Reservation not found" };
  if (quote.blocked) return { ok: false, status: 409, message: VENDOR_CANCEL_BLOCKED[quote.blocked] };
  const row = (await first(getDb()
      .select({ line: tables.reservationLines, invoiceNo: tables.invoices.invoiceNo })
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .where(eq(tables.reservationLines.id, quote.lineId))))!;
  await transaction(async (tx) => {
    await recordAudit(tx, memberActor(input.user, input.supplierId, "dashboard"), {
      action: "cancelRequest",
      subject: lineSubject(row.line, row.invoiceNo),
      invoiceId: quote.invoiceId,
      lineId: quote.lineId,
      newValue: input.reason.trim(),
    }, now);
  });
  return { ok: true };
}
