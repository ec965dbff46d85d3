// The supplier profile (spec section 3 "Supplier profile").
import { eq } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/audit/audit.server";
import { getDb, tables, first, run, transaction } from "~/db.server";
import type { SupplierProfileInput } from "~/supplier/schemas";
// What the vendor's profile shows (page and /v1): named column by column, so an internal
// column added to the table (the calendar feed's token hash, ADR 0220) is never sent by default.
// A function: `tables` are the engine's at query time.
const profileColumns = () => ({
  id: tables.suppliers.id,
  name: tables.suppliers.name,
  address: tables.suppliers.address,
  phone: tables.suppliers.phone,
  website: tables.suppliers.website,
  description: tables.suppliers.description,
  location: tables.suppliers.location,
  contactPerson: tables.suppliers.contactPerson,
  bankAccount: tables.suppliers.bankAccount,
  accountHolderName: tables.suppliers.accountHolderName,
  bankName: tables.suppliers.bankName,
  bankAddress: tables.suppliers.bankAddress,
  beneficiary: tables.suppliers.beneficiary,
  swiftCode: tables.suppliers.swiftCode,
  facebook: tables.suppliers.facebook,
  linkedin: tables.suppliers.linkedin,
  instagram: tables.suppliers.instagram,
  commissionBps: tables.suppliers.commissionBps,
  bankVerifiedAt: tables.suppliers.bankVerifiedAt,
});

export async function getSupplierProfile(supplierId: number) {
  return await first(getDb().select(profileColumns()).from(tables.suppliers).where(eq(tables.suppliers.id, supplierId))) ?? null;
}
export type SupplierProfile = NonNullable<Awaited<ReturnType<typeof getSupplierProfile>>>;

export async function saveSupplierProfile(supplierId: number, input: SupplierProfileInput) {
  const text = (v: string | undefined) => v ?? "";
  const before = await first(getDb().select().from(tables.suppliers).where(eq(tables.suppliers.id, supplierId)));
  // Payouts go only to bank data the admin has checked (ADR 0257): a change needs checking again.
  const bankChanged =
    !before ||
    before.bankAccount !== text(input.bankAccount) ||
    before.accountHolderName !== text(input.accountHolderName) ||
    before.bankName !== text(input.bankName) ||
    before.swiftCode !== text(input.swiftCode).toUpperCase();
  await run((db) => db
        .update(tables.suppliers)
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
        .where(eq(tables.suppliers.id, supplierId)));
  return (await getSupplierProfile(supplierId))!;
}

/** The bank data in the profile: seen and changed only with the "bank" permission (ADR 0280). */
export const BANK_FIELDS = ["bankAccount", "accountHolderName", "bankName", "bankAddress", "beneficiary", "swiftCode"] as const;
type BankField = (typeof BANK_FIELDS)[number];
const isBankField = (key: string): key is BankField => (BANK_FIELDS as readonly string[]).includes(key);

/** The profile as a member may read it: without the bank data unless their role sees it. */
export function profileForMember(profile: SupplierProfile, canSeeBank: boolean) {
  if (canSeeBank) return profile;
  const copy: Partial<SupplierProfile> = { ...profile };
  for (const key of BANK_FIELDS) delete copy[key];
  return copy as Omit<SupplierProfile, BankField>;
}

/** The profile for the dashboard form: the bank data blanked (never sent) unless the role sees it. */
export function profileForPage(profile: SupplierProfile, canSeeBank: boolean): SupplierProfile {
  if (canSeeBank) return profile;
  return { ...profile, ...Object.fromEntries(BANK_FIELDS.map((k) => [k, ""])), bankVerifiedAt: null };
}

/**
 * The posted profile with what the member may not change taken from the stored profile. A part
 * left out or blank (the page does not show it) keeps its value; a part sent with another value is
 * refused ("forbidden"), so a client learns it was not saved instead of believing it was.
 */
export function limitProfileChange(
  stored: SupplierProfile,
  posted: Record<string, unknown>,
  { profile, bank }: { profile: boolean; bank: boolean },
): Record<string, unknown> | "forbidden" {
  const merged: Record<string, unknown> = { ...posted };
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in SupplierProfileFieldNames)) continue;
    const allowed = isBankField(key) ? bank : profile;
    if (allowed) continue;
    const sent = posted[key];
    // Left out or blank (a client that was never shown the part): keep the stored value.
    if (sent !== undefined && sent !== null && String(sent).trim() !== "" && String(sent).trim() !== String(value ?? "")) return "forbidden";
    merged[key] = value;
  }
  return merged;
}

const SupplierProfileFieldNames = Object.fromEntries(
  ["name", "address", "phone", "website", "description", "location", "contactPerson", ...BANK_FIELDS, "facebook", "linkedin", "instagram"].map((k) => [k, true]),
);

/** "Bank Mandiri, account ending 7919, PT X" : a bank data audit value without the full number. */
export function bankDataSummary(p: Pick<SupplierProfile, BankField>) {
  const account = p.bankAccount ? `account ending ${p.bankAccount.slice(-4)}` : "no account";
  return [p.bankName || "no bank", account, p.accountHolderName].filter(Boolean).join(", ");
}

/** Saves the profile and, when the bank data changed, one audit row naming the member (ADR 0281). */
export async function saveSupplierProfileAs(supplierId: number, input: SupplierProfileInput, actor: AuditActor) {
  const db = getDb();
  return await transaction(async (tx) => {
      const before = (await getSupplierProfile(supplierId))!;
      const after = await saveSupplierProfile(supplierId, input);
      const changed = BANK_FIELDS.some((k) => (before[k] ?? "") !== (after[k] ?? ""));
      if (changed) {
        await recordAudit(tx, actor, { action: "bankData", subject: `Bank data of ${after.name || "the organisation"}`, oldValue: bankDataSummary(before), newValue: bankDataSummary(after) });
      }
      return after;
    });
}
