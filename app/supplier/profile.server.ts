// The supplier profile (spec section 3 "Supplier profile").
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import type { SupplierProfileInput } from "~/supplier/schemas";

const { suppliers } = schema;

// What the vendor's profile shows (page and /v1): named column by column, so an internal
// column added to the table (the calendar feed's token hash, ADR 0220) is never sent by default.
const PROFILE_COLUMNS = {
  id: suppliers.id,
  name: suppliers.name,
  address: suppliers.address,
  phone: suppliers.phone,
  website: suppliers.website,
  description: suppliers.description,
  location: suppliers.location,
  contactPerson: suppliers.contactPerson,
  bankAccount: suppliers.bankAccount,
  accountHolderName: suppliers.accountHolderName,
  bankName: suppliers.bankName,
  bankAddress: suppliers.bankAddress,
  beneficiary: suppliers.beneficiary,
  swiftCode: suppliers.swiftCode,
  facebook: suppliers.facebook,
  linkedin: suppliers.linkedin,
  instagram: suppliers.instagram,
  commissionBps: suppliers.commissionBps,
  bankVerifiedAt: suppliers.bankVerifiedAt,
};

export function getSupplierProfile(supplierId: number) {
  return getDb().select(PROFILE_COLUMNS).from(suppliers).where(eq(suppliers.id, supplierId)).get() ?? null;
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
