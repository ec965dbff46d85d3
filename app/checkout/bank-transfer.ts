// The marketplace's bank account for transfers (shown on the confirmation page, in e-mails and on
// the invoice PDF): the legal entity's, from configuration (COMPANY_BANK_*, held by COMPANY_NAME;
// README "Configuration"). Read on the server only (loaders, mails, documents).
// Spec: "Bank transfer must be paid within 2x24 hours".
import { legalEntity } from "~/env.server";

type BankAccount = ReturnType<typeof legalEntity>["bank"];

/** Read when used (each property from the current configuration), so it serialises as a plain object. */
export const PLATFORM_BANK_ACCOUNT: Readonly<BankAccount> = {
  get bankName() {
    return legalEntity().bank.bankName;
  },
  get accountName() {
    return legalEntity().bank.accountName;
  },
  get accountNumber() {
    return legalEntity().bank.accountNumber;
  },
  get branch() {
    return legalEntity().bank.branch;
  },
};

export const TRANSFER_DEADLINE_TEXT = "2 x 24 hours";
