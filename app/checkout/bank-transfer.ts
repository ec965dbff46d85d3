// The marketplace's bank account for transfers (shown on the confirmation page and in e-mails).
// Spec: "Bank transfer must be paid within 2x24 hours".
export const PLATFORM_BANK_ACCOUNT = {
  bankName: "Bank Mandiri",
  accountName: "PT Bali MICE Indonesia",
  accountNumber: "145-00-1234567-8",
  branch: "KCP Denpasar Renon, Bali",
} as const;

export const TRANSFER_DEADLINE_TEXT = "2 x 24 hours";
