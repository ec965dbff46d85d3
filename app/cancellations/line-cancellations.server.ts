// A cancelled line as the operations views show it (admin payments console and CSV): when,
// by whom, and its refund with the refund's state in the admin's words (ADR 0253). Planners
// read their own words (REFUND_STATE_LABELS, app/checkout/views.server.ts).
import { eq, inArray } from "drizzle-orm";
import type { Refund } from "~/cancellations/cancellation.server";
import { getDb, schema } from "~/db.server";
import { formatDateTime } from "~/utils/format";

export const CANCELLED_BY_LABELS = {
  planner: "Planner",
  vendor: "Vendor",
  admin: "Admin",
  lapse: "Automatic (balance not paid)",
} as const;

/** A refund's state as the admin reads it: what, if anything, is left to do. */
export function adminRefundState(refund: Pick<Refund, "method" | "state" | "transferReference">): string {
  if (refund.state === "refunded") return refund.method === "bank" ? `Sent (reference ${refund.transferReference ?? "-"})` : "Refunded";
  if (refund.state === "failed") return "Failed: retry on the refunds page";
  if (refund.method === "bank") return "To send by bank transfer";
  return refund.state === "processing" ? "Processing at the gateway" : "Requested from the gateway";
}

export type LineCancellationView = {
  at: string;
  by: string;
  reason: string;
  refund: { amount: number; state: Refund["state"]; method: Refund["method"]; stateLabel: string } | null;
};

/** The cancellation of each of these lines that is cancelled (others are absent from the map). */
export function lineCancellations(lineIds: number[]): Map<number, LineCancellationView> {
  const found = new Map<number, LineCancellationView>();
  if (!lineIds.length) return found;
  const db = getDb();
  const lines = db
    .select({
      id: schema.reservationLines.id,
      cancelledAt: schema.reservationLines.cancelledAt,
      cancelledBy: schema.reservationLines.cancelledBy,
      reason: schema.reservationLines.cancelReason,
      actorEmail: schema.users.email,
    })
    .from(schema.reservationLines)
    .leftJoin(schema.users, eq(schema.users.id, schema.reservationLines.cancelledByUserId))
    .where(inArray(schema.reservationLines.id, lineIds))
    .all()
    .filter((l) => l.cancelledAt);
  if (!lines.length) return found;
  const refunds = new Map(
    db
      .select()
      .from(schema.refunds)
      .where(inArray(schema.refunds.lineId, lines.map((l) => l.id)))
      .all()
      .map((r) => [r.lineId, r]),
  );
  for (const line of lines) {
    const by = CANCELLED_BY_LABELS[line.cancelledBy ?? "planner"];
    const refund = refunds.get(line.id);
    found.set(line.id, {
      at: formatDateTime(line.cancelledAt!),
      by: line.cancelledBy === "admin" && line.actorEmail ? `${by} (${line.actorEmail})` : by,
      reason: line.reason,
      refund: refund ? { amount: refund.amount, state: refund.state, method: refund.method, stateLabel: adminRefundState(refund) } : null,
    });
  }
  return found;
}
