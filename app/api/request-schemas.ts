// The request schemas of the /v1 endpoints that read JSON bodies themselves. The routes
// validate with these, and the OpenAPI document (app/api/openapi.server.ts) is generated from
// them, so the published contract is the code (ADR 0133).
import * as z from "zod";
import { ContactSchema } from "~/checkout/contact-schema.server";
import { ADMIN_PAYMENT_STATUSES } from "~/db/schema";
import { AuctionSchema, InquirySchema } from "~/inquiries/inquiry-schema.server";
import { msg } from "~/i18n/message-ref";
import { PaymentConfirmationSchema } from "~/payments/confirmation-schema.server";
import { apiBoolean, apiInt, apiNumber, invoiceRef, tolerantObject } from "~/utils/api-input";

/** POST /v1/checkout: the contact details (spec section 3); blanks in the optional ones are "not given". */
export const ApiCheckoutSchema = tolerantObject(
  ContactSchema.extend({
    couponCode: z.string().trim().max(64).optional(),
    /** Client-chosen key so a repeated submit makes one invoice. */
    checkoutKey: z.string().trim().max(100).optional(),
    paymentPlan: z.enum(["full", "deposit"]).optional().describe("deposit: pay the deposits now and the balance later where the venues' terms allow (ADR 0256); default full"),
  }),
);

export const PAYMENT_MISSING = msg("payments.contactMissing");

/** POST /v1/payment/process: order_id is the invoice (id or number), gross_amount what is due now: its totalCost, its depositAmount (deposit plan, unpaid) or its balanceDue (ADR 0256). */
export const ApiPaymentProcessSchema = tolerantObject(
  z.object({
    order_id: invoiceRef(PAYMENT_MISSING),
    gross_amount: apiNumber(PAYMENT_MISSING),
    /** The invoice's access token (e-mail links); not needed with the owner's api-key or the guest's session-id. */
    token: z.string().max(200).optional(),
  }),
);

/** POST /v1/confirmation: the payment confirmation (spec section 3) for invoiceId (id or number). */
export const ApiConfirmationSchema = tolerantObject(
  PaymentConfirmationSchema.extend({
    invoiceId: invoiceRef(),
    /** The fileFullUrl answered by POST /v1/file/upload. */
    fileFullUrl: z.string().max(2000),
    token: z.string().max(200).optional(),
  }),
);

/** POST /v1/cart-reservation-venue (spec: productId, datetime epoch ms, setup, note, qty). */
export const ApiCartAddSchema = tolerantObject(
  z.object({
    productId: apiInt(msg("cart.notFound")),
    datetime: apiNumber(msg("cart.missing")),
    setup: z.string({ error: msg("cart.layout") }),
    note: z.string().max(1000).optional(),
    qty: apiInt(msg("cart.minimumOrder")),
    eventName: z.string().max(200).optional(),
  }),
);

/** PUT /v1/reservation-venue/{id}: acknowledge in any boolean form; supplier as sent by the clients. */
export const ApiAcknowledgeSchema = tolerantObject(
  z.object({
    acknowledge: apiBoolean("acknowledge must be true or false"),
    supplier: z.union([z.string(), z.number()]).optional(),
  }),
);

/** PUT /v1/reservation-venue-admin/{id}: acknowledge or paymentStatus (at least one). */
export const ApiAdminReservationSchema = tolerantObject(
  z.object({
    acknowledge: apiBoolean("acknowledge must be true or false").optional(),
    paymentStatus: z.enum(ADMIN_PAYMENT_STATUSES, { error: `One of: ${ADMIN_PAYMENT_STATUSES.join(", ")}` }).optional(),
  }),
);

export const ApiCouponSchema = z.object({ couponCode: z.string() });
export const ApiLoginSchema = z.object({ email: z.string(), password: z.string() });
export const ApiActivationSchema = z.object({ email: z.string(), activation: z.string() });
export const ApiResetSchema = z.object({
  email: z.string(),
  resetPassword: z.string(),
  password: z.string(),
  passwordConfirm: z.string().optional(),
});
/** Social login: a provider credential the server verifies (ADR 0021); the spec's profile fields alone are refused. */
export const ApiSocialLoginSchema = z.object({
  provider: z.enum(["google", "facebook"]).optional(),
  idToken: z.string().optional().describe("Google ID token (provider google)"),
  accessToken: z.string().optional().describe("Facebook access token (provider facebook)"),
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  username: z.string().optional(),
});

/** Query strings (documented; the routes read them leniently: a bad value falls back to its default). */
export const PagingQuery = z.object({
  page: apiInt().optional().describe("1-based page"),
  limit: apiInt().optional().describe("rows per page"),
});
export const ProductsQuery = PagingQuery.extend({
  keyword: z.string().optional().describe("free text or a location name"),
  campaign: z.string().optional().describe("e.g. Ramadhan"),
  minCapacity: apiInt().optional(),
  maxCapacity: apiInt().optional(),
  byDate: z.string().optional().describe("YYYY-MM-DD, Bali time"),
});
export const SupplierPagingQuery = PagingQuery.extend({ supplierId: z.string().optional(), supplier: z.string().optional() });
export const VenueProductsQuery = PagingQuery.extend({ supplier: z.string().optional(), keyword: z.string().optional() });
export const EmailQuery = z.object({ email: z.string() });
export const InvoiceDetailQuery = z.object({
  id: invoiceRef().describe("the invoice number (or numeric id)"),
  token: z.string().optional().describe("the invoice's access token, for e-mail links"),
});
export const SendEmailQuery = z.object({ invoiceNo: invoiceRef(), token: z.string().optional() });
export const InvoiceTokenQuery = z.object({ token: z.string().optional().describe("the invoice's access token, for e-mail links") });
export const ReceiptLinkQuery = z.object({ key: z.string(), expires: z.string(), signature: z.string() });

/** POST /v1/inquiry: an inquiry, or an auction (inquiryType AUCTION) whose optional fields may be blank. */
export const ApiInquirySchema = tolerantObject(InquirySchema);
export const ApiAuctionSchema = tolerantObject(AuctionSchema);

/** POST /v1/invoice/{id}/cancellation (ADR 0250): lines to cancel (none: release an unpaid invoice). */
export const ApiCancelSchema = tolerantObject(
  z.object({
    lineIds: z.array(apiInt()).max(50).optional().describe("the reservation lines to cancel; omit or [] to cancel an unpaid invoice as a whole"),
    reason: z.string().max(500, msg("cancellations.reasonTooLong")).optional(),
    expectedRefund: apiInt().optional().describe("the refund total the client showed (from GET .../cancellation); a different one answers 409 so the planner can confirm again"),
    accountName: z.string().max(100).optional().describe("bank-transfer refunds: the receiving account holder"),
    bankName: z.string().max(100).optional(),
    accountNumber: z.string().max(40).optional(),
  }),
);
