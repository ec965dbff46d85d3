// Accounts and request helpers for the messaging tests (a seeded temporary database).
import { eq } from "drizzle-orm";
import { getSessionStorage } from "~/accounts/session.server";
import type { DB } from "~/db.server";
import * as s from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/db/seed.server";
import type { Viewer } from "~/messages/conversations.server";

let counter = 0;

/** A new, active planner (customer) account. */
export function createPlanner(db: DB, firstName = "Test"): { id: number; email: string; viewer: Viewer } {
  const email = `planner${++counter}.${Date.now()}@example.test`;
  const row = db.insert(s.users).values({ email, firstName, lastName: "Planner", isActive: true }).returning({ id: s.users.id }).get();
  return { id: row.id, email, viewer: { role: "planner", userId: row.id } };
}

export function userIdOf(db: DB, email: string): number {
  return db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email)).get()!.id;
}

export function vendorOf(db: DB, email: string): { userId: number; supplierId: number; viewer: Viewer; productId: number } {
  const row = db
    .select({ userId: s.users.id, supplierId: s.suppliers.id })
    .from(s.users)
    .innerJoin(s.suppliers, eq(s.suppliers.userId, s.users.id))
    .where(eq(s.users.email, email))
    .get()!;
  const product = db.select({ id: s.products.id }).from(s.products).where(eq(s.products.supplierId, row.supplierId)).orderBy(s.products.id).get()!;
  return { ...row, productId: product.id, viewer: { role: "vendor", userId: row.userId, supplierId: row.supplierId } };
}

export const demoVendor = (db: DB) => vendorOf(db, DEMO_ACCOUNTS.vendor.email);
export const secondVendor = (db: DB) => vendorOf(db, "vendor2@balimice.local");

export async function cookieFor(userId: number) {
  const storage = getSessionStorage();
  const session = await storage.getSession();
  session.set("userId", userId);
  return (await storage.commitSession(session)).split(";")[0];
}

type RouteFn = (args: never) => unknown;

/** Calls a loader or action like Remix does; a thrown Response is returned. */
export async function callRoute(
  fn: RouteFn,
  url: string,
  { cookie, params = {}, form }: { cookie?: string; params?: Record<string, string>; form?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const request = form
    ? new Request(`http://app.test${url}`, { method: "POST", headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) })
    : new Request(`http://app.test${url}`, { headers });
  try {
    return (await fn({ request, params, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
