// Vendor team members for tests: an active vendor login with a role in an organisation.
import { eq } from "drizzle-orm";
import { schema, type DB } from "~/db.server";
import type { MemberRole } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/db/seed.server";

let counter = 0;

/** The seeded vendor (owner of its organisation by the migration's rule) and its supplier id. */
export function seededVendor(db: DB) {
  const user = db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.vendor.email)).get()!;
  const supplier = db.select().from(schema.suppliers).where(eq(schema.suppliers.userId, user.id)).get()!;
  return { userId: user.id, supplierId: supplier.id, email: user.email };
}

export function addMember(db: DB, supplierId: number, role: MemberRole, name: string = role): { userId: number; memberId: number; email: string } {
  counter += 1;
  const email = `${name}-${counter}-${Date.now()}@team.example`;
  const userId = db
    .insert(schema.users)
    .values({ email, firstName: name[0]!.toUpperCase() + name.slice(1), lastName: `Member${counter}`, isActive: true, isSupplier: true, isCustomer: false })
    .returning({ id: schema.users.id })
    .get().id;
  const memberId = db.insert(schema.supplierMembers).values({ supplierId, userId, role }).returning({ id: schema.supplierMembers.id }).get().id;
  return { userId, memberId, email };
}
