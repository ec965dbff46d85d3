// The supplier profile (spec section 3 "Supplier profile").
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import type { SupplierProfileInput } from "~/supplier/schemas";

const { suppliers } = schema;

export function getSupplierProfile(supplierId: number) {
  const row = getDb().select().from(suppliers).where(eq(suppliers.id, supplierId)).get();
  if (!row) return null;
  const { userId: _userId, createdAt: _createdAt, ...profile } = row;
  return profile;
}
export type SupplierProfile = NonNullable<ReturnType<typeof getSupplierProfile>>;

export function saveSupplierProfile(supplierId: number, input: SupplierProfileInput) {
  const text = (v: string | undefined) => v ?? "";
  const before = getDb().select().from(suppliers).where(eq(suppliers.id, supplierId)).get();
  // Payouts go only to bank data the admin has checked (ADR 0257): a change needs checking again.
  const bankChanged =
    !before ||
    before.bankAccount !== text(input.bankAccount) ||
    before.accountHolderName !== text(input.accountHolderName) ||
    before.bankName !== text(input.bankName) ||
    before.swiftCode !== text(input.swiftCode).toUpperCase();
  getDb()
    .update(suppliers)
    .set({
      ...(bankChanged ? { bankVerifiedAt: null } : {}),
      name: text(input.name),
      address: text(input.address),
      phone: text(input.phone),
      website: text(input.website),
      description: text(input.description),
      location: text(input.location),
      contactPerson: text(input.contactPerson),
      bankAccount: text(input.bankAccount),
      accountHolderName: text(input.accountHolderName),
      bankName: text(input.bankName),
      bankAddress: text(input.bankAddress),
      beneficiary: text(input.beneficiary),
      swiftCode: text(input.swiftCode).toUpperCase(),
      facebook: text(input.facebook),
      linkedin: text(input.linkedin),
      instagram: text(input.instagram),
    })
    .where(eq(suppliers.id, supplierId))
    .run();
  return getSupplierProfile(supplierId)!;
}
