// Accounts and request helpers for the messaging tests (a seeded temporary database).
import { eq } from "drizzle-orm";
import { getSessionStorage } from "~/accounts/session.server";
import { type DB, tables, write, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import type { Viewer } from "~/messages/conversations.server";

let counter = 0;

/** A new, active planner (customer) account. */
export async function createPlanner(db: DB, firstName = "Test"): Promise<{ id: number; email: string; viewer: Viewer }> {
  const email = `planner${++counter}.${Date.now()}@example.test`;
  const row = (await write((db) => db.insert(tables.users).values({ email, firstName, lastName: "Planner", isActive: true }).returning({ id: tables.users.id })))[0];
  return { id: row.id, email, viewer: { role: "planner", userId: row.id } };
}

export async function userIdOf(db: DB, email: string): Promise<number> {
  return (await first(db.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.email, email))))!.id;
}

export async function vendorOf(db: DB, email: string): Promise<{ userId: number; supplierId: number; viewer: Viewer; productId: number }> {
  const row = (await first(db
      .select({ userId: tables.users.id, supplierId: tables.suppliers.id })
      .from(tables.users)
      .innerJoin(tables.suppliers, eq(tables.suppliers.userId, tables.users.id))
      .where(eq(tables.users.email, email))))!;
  const product = (await first(db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.supplierId, row.supplierId)).orderBy(tables.products.id)))!;
  return { ...row, productId: product.id, viewer: { role: "vendor", userId: row.userId, supplierId: row.supplierId } };
}

export const demoVendor = async (db: DB) => await vendorOf(db, DEMO_ACCOUNTS.vendor.email);
export const secondVendor = async (db: DB) => await vendorOf(db, "vendor2@balimice.local");

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
