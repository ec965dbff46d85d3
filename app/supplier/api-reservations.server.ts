// Shared pieces of the /v1 reservation-venue routes: who may call them.
import { requireApiUser } from "~/accounts/api-auth.server";
import type { CurrentUser } from "~/accounts/session.server";
import { can, type AccessLevel } from "~/teams/permissions";
import { apiError } from "~/http/api.server";
import type { ReservationScope } from "~/supplier/reservations.server";

/**
 * The caller's scope for the vendor endpoints: a vendor sees their own lines (a `supplier`
 * parameter naming another vendor is refused); an admin may name any supplier.
 */
export async function requireApiReservationScope(
  request: Request,
  supplierParam: unknown,
  level: AccessLevel,
): Promise<{ user: CurrentUser; scope: ReservationScope }> {
  const user = await requireApiUser(request);
  const named = supplierParam === undefined || supplierParam === null || supplierParam === "" ? null : Number(supplierParam);
  if (named !== null && (!Number.isInteger(named) || named < 1)) throw apiError(400, "Invalid supplier");
  if (user.isAdmin) return { user, scope: named ? { supplierId: named } : { admin: true } };
  if (!user.isSupplier || !user.supplierId || !user.memberRole) throw apiError(403, "Forbidden");
  // A team member's role must allow reservations (ADR 0280).
  if (!can(user.memberRole, "reservations", level)) throw apiError(403, "Forbidden: your team role does not allow this");
  if (named !== null && named !== user.supplierId) throw apiError(403, "Forbidden");
  return { user, scope: { supplierId: user.supplierId } };
}

export async function requireApiAdmin(request: Request): Promise<CurrentUser> {
  const user = await requireApiUser(request);
  if (!user.isAdmin) throw apiError(403, "Forbidden");
  return user;
}
