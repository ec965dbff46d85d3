// Vendor team members for tests: an active vendor login with a role in an organisation.
import { eq } from "drizzle-orm";
import { type DB, tables, first, write } from "~/db.server";
import type { MemberRole } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";

let counter = 0;

/** The seeded vendor (owner of its organisation by the migration's rule) and its supplier id. */
export async function seededVendor(db: DB) {
  const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
  const supplier = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, user.id))))!;
  return { userId: user.id, supplierId: supplier.id, email: user.email };
}

export async function addMember(db: DB, supplierId: number, role: MemberRole, name: string = role): Promise<{ userId: number; memberId: number; email: string }> {
  counter += 1;
  const email = `${name}-${counter}-${Date.now()}@team.example`;
  const userId = ((await write((db) => db
      .insert(tables.users)
      .values({ email, firstName: name[0]!.toUpperCase() + name.slice(1), lastName: `Member${counter}`, isActive: true, isSupplier: true, isCustomer: false })
      .returning({ id: tables.users.id })))[0]).id;
  const memberId = ((await write((db) => db.insert(tables.supplierMembers).values({ supplierId, userId, role }).returning({ id: tables.supplierMembers.id })))[0]).id;
  return { userId, memberId, email };
}
