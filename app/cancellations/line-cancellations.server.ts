// A cancelled line as the operations views show it (admin payments console and CSV): when,
// by whom, and its refund with the refund's state in the admin's words (ADR 0253). Planners
// read their own words (REFUND_STATE_LABELS, app/checkout/views.server.ts).
import { eq, inArray } from "drizzle-orm";
import type { Refund } from "~/cancellations/cancellation.server";
import { getDb, tables } from "~/db.server";
import { formatDateTime } from "~/utils/format";

export const CANCELLED_BY_LABELS = {
  planner: "Planner",
  vendor: "Vendor",
  admin: "Admin",
  lapse: "Automatic (balance not paid)",
  late: "Automatic (paid after the release)",
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
      by: line.cancelledBy === "admin" && line.actorEmail ? `${by} (${line.actorEmail})` : by,
      reason: line.reason,
      refund: refund ? { amount: refund.amount, state: refund.state, method: refund.method, stateLabel: adminRefundState(refund) } : null,
    });
  }
  return found;
}
