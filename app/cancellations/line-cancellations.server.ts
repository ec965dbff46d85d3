// A cancelled line as the operations views show it (admin payments console and CSV): when,
// by whom, and its refund with the refund's state in the admin's words (ADR 0253). Planners
// read their own words (REFUND_STATE_LABELS, app/checkout/views.server.ts).
import { eq, inArray } from "drizzle-orm";
import type { Refund } from "~/cancellations/cancellation.server";
import { getDb, tables } from "~/db.server";
import { formatDateTime } from "~/utils/format";
import { msg } from "~/i18n/message-ref";

/** Who cancelled a line, as message references (the page renders them; the CSV in English). */
export const CANCELLED_BY_LABELS = {
  planner: msg("bookings.byPlanner"),
  vendor: msg("bookings.byVendor"),
  admin: msg("bookings.byAdmin"),
  lapse: msg("bookings.byLapse"),
  late: msg("bookings.byLate"),
} as const;

/** A refund's state as the admin reads it, a message reference: what, if anything, is left to do. */
export function adminRefundState(refund: Pick<Refund, "method" | "state" | "transferReference">): string {
  if (refund.state === "refunded") return refund.method === "bank" ? msg("payments.adminRefundSent", { reference: refund.transferReference ?? "-" }) : msg("payments.adminRefunded");
  if (refund.state === "failed") return msg("payments.adminRefundFailed");
  if (refund.method === "bank") return msg("payments.adminRefundToSend");
  return refund.state === "processing" ? msg("payments.adminRefundProcessing") : msg("payments.adminRefundRequested");
}

export type LineCancellationView = {
  at: string;
  by: string;
  reason: string;
  refund: { amount: number; state: Refund["state"]; method: Refund["method"]; stateLabel: string } | null;
};

/** The cancellation of each of these lines that is cancelled (others are absent from the map). */
export async function lineCancellations(lineIds: number[]): Promise<Map<number, LineCancellationView>> {
  const found = new Map<number, LineCancellationView>();
  if (!lineIds.length) return found;
  const db = getDb();
  const lines = (await db
      .select({
        id: tables.reservationLines.id,
        cancelledAt: tables.reservationLines.cancelledAt,
        cancelledBy: tables.reservationLines.cancelledBy,
        reason: tables.reservationLines.cancelReason,
        actorEmail: tables.users.email,
      })
      .from(tables.reservationLines)
      .leftJoin(tables.users, eq(tables.users.id, tables.reservationLines.cancelledByUserId))
      .where(inArray(tables.reservationLines.id, lineIds)))
    .filter((l) => l.cancelledAt);
  if (!lines.length) return found;
  const refunds = new Map(
    (await db
            .select()
            .from(tables.refunds)
            .where(inArray(tables.refunds.lineId, lines.map((l) => l.id))))
      .map((r) => [r.lineId, r]),
  );
  for (const line of lines) {
    const by = CANCELLED_BY_LABELS[line.cancelledBy ?? "planner"];
    const refund = refunds.get(line.id);
    found.set(line.id, {
      at: formatDateTime(line.cancelledAt!),
      by: line.cancelledBy === "admin" && line.actorEmail ? msg("bookings.byAdminNamed", { by, email: line.actorEmail }) : by,
      reason: line.reason,
      refund: refund ? { amount: refund.amount, state: refund.state, method: refund.method, stateLabel: adminRefundState(refund) } : null,
    });
  }
  return found;
}
