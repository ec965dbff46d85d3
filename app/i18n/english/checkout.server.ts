// The English of the checkout's and the payments' replies and errors, owned by the string
// catalogue (ADR 0390): app/checkout and app/payments refer to it; the Indonesian is
// app/i18n/messages/checkout.server.ts. Server-only.
import { ONLINE_PAYMENT_UNAVAILABLE } from "~/i18n/english/payment-notices";

export const CHECKOUT_MESSAGES = {
  empty: "You don't have any reservation",
  lineProblem: (product: string, when: string, problem: string) =>
    `${product} on ${when}: ${problem}. Please remove it from your reservation list and choose another date or time.`,
  couponGone: (message: string) => `${message}. Remove the coupon to continue without it.`,
  /** When the database itself refuses an overlap (a line the checks did not name). */
  taken: "A date and time in your reservation list is no longer available. Please remove it from your reservation list and choose another date or time.",
} as const;

export const CONTACT_MESSAGES = {
  name: "Please fill your name",
  cellPhone: "Please fill your mobile phone",
  cellPhoneDigits: "Please enter a valid mobile phone number (digits, + and spaces are fine)",
  officePhoneDigits: "Please enter a valid office phone number (digits, + and spaces are fine)",
  email: "Please fill your email address",
  invalidEmail: "Invalid email",
  nameTooLong: "Your name is too long: at most 120 characters",
  acceptTerms: "Please tick the box to agree to the Terms and Conditions",
  taxNumber: "Tax number (NPWP): at most 32 digits, dots and dashes",
} as const;

export const COUPON_MESSAGES = {
  empty: "Your coupon code is empty!",
  valid: "Horey, Your coupon code is valid!",
  unknown: "Coupon code is not valid",
  notYet: "Coupon code is not valid yet",
  expired: "Coupon code has expired",
  usedUp: "Coupon code has reached its usage limit",
} as const;

export const RESEND_MESSAGES = {
  sent: "Email has been sent!",
  tooMany: "This e-mail was sent several times already. Please try again in a few minutes.",
} as const;

export const CONFIRMATION_MESSAGES = {
  fullName: "Please fill your full name",
  email: "Please fill your email address",
  emailInvalid: "Invalid email",
  paymentTime: "Please fill the payment time",
  paymentTimeFuture: "The payment time cannot be in the future",
  amount: "Please fill the amount you transferred",
  amountInvalid: "The amount must be a whole number of rupiah",
  bankAccountName: "Please fill the account holder name",
  bankName: "Please fill the bank name",
  bankAccount: "Please fill the account number",
  bankAccountInvalid: "The account number may only contain digits",
  receipt: "Please attach your transfer receipt",
  receiptTooBig: "File is too big!",
  receiptType: "The receipt must be an image (JPG, PNG, WebP, GIF) or a PDF file",
  success: "Your payment confirmation has been send!",
} as const;

export const PAYMENT_MESSAGES = {
  missing: "Please check contact detail!",
  paid: "This invoice has already been paid.",
  expired: "This invoice has expired: its payment deadline (2 x 24 hours) has passed. Please make a new reservation.",
  cancelled: "This invoice has been cancelled.",
  amount: "The amount does not match the invoice.",
  provider: "The payment provider is not available right now. Please try again in a moment or pay by bank transfer.",
  /** No gateway configured on a deployment (ADR 0044). */
  unavailable: ONLINE_PAYMENT_UNAVAILABLE,
} as const;
