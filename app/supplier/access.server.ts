// Ownership rules shared by the vendor pages and the /v1 API: every record is looked up with
// the caller's supplier id, so another vendor's id reads as "not found".
import type { CurrentUser } from "~/accounts/session.server";
import { requireApiUser } from "~/accounts/api-auth.server";
import { apiError } from "~/utils/api.server";

export type Supplier = CurrentUser & { supplierId: number };

/** The API caller, who must be a supplier (customers and admins get 403). */
export function requireApiSupplier(request: Request): Supplier {
  const user = requireApiUser(request);
  if (!user.isSupplier || user.isAdmin || !user.supplierId) throw apiError(403, "Forbidden: supplier account required");
  return user as Supplier;
}

export function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export function parseId(value: unknown): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
