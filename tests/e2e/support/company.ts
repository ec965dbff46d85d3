// The legal entity the e2e server runs with: playwright.config.ts passes these as the server's
// COMPANY_* settings (README "Configuration", ADR 0358), and specs compare pages, e-mails and
// PDFs with them. Not the defaults: a page, mail or document that ignores the configuration
// shows the default company or account instead, and its test fails.
export const E2E_COMPANY = {
  COMPANY_NAME: "PT Rapat Dewata Nusantara",
  COMPANY_ADDRESS: "Jl. Bypass Ngurah Rai No. 21, Sanur, Denpasar, Bali 80228",
  COMPANY_BANK_NAME: "Bank Negara Indonesia",
  COMPANY_BANK_ACCOUNT: "0987-654-3210",
  COMPANY_BANK_BRANCH: "KCP Sanur, Bali",
} as const;
