// The published contract of /v1 (GET /v1/openapi.json, rendered at /api-docs): one entry per
// row of the spec's calls table (section 7) plus the endpoints added since, generated from the
// Zod schemas the routes validate with (request-schemas.ts and the domain schemas) and the
// answer schemas (response-schemas.ts). OpenAPI 3.1, so schemas are plain JSON Schema 2020-12
// and the contract suite validates real answers with ajv (ADR 0133).
import * as z from "zod";
import * as Q from "~/api/request-schemas";
import * as R from "~/api/response-schemas";
import { ForgotSchema } from "~/accounts/account-schemas.server";
import { SignupServerSchema } from "~/accounts/password-strength.server";
import { TOLERANT_JSON_SCHEMAS } from "~/utils/api-input";
import { ProductSchema, SubVenueSchema, SupplierProfileSchema, VenueInfoSchema } from "~/supplier/schemas";
import { ApiReviewCreateSchema } from "~/reviews/api-reviews.server";
import { ReviewSchema } from "~/reviews/review-schema";
import * as RFP from "~/rfp/rfp-api-schemas";

type Auth = "none" | "optional" | "required" | "guest";
type Op = {
  method: "get" | "post" | "put" | "delete";
  path: string;
  summary: string;
  /** The row of spec section 7 this serves ("" for endpoints the spec does not list). */
  specRow: string;
  auth: Auth;
  tag: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  multipart?: Record<string, "file" | "string">;
  ok: [number, z.ZodType];
  /** Another success status with the same answer (vendor sign-up answers 200, spec). */
  alsoOk?: number;
  /** Other answers this call gives with an `{ message }` body. */
  errors?: number[];
  /** Not JSON (a file). */
  okContent?: string;
  /** A guest's answers, failures too, carry the cart id as `sessionId` (ADR 0026). */
  guestCartId?: true;
};

const paging = Q.PagingQuery;
const envelope = R.envelope;

export const API_OPERATIONS: Op[] = [
  { method: "post", path: "/v1/auth", tag: "Accounts", summary: "Log in", specRow: "POST auth", auth: "none", body: Q.ApiLoginSchema, ok: [200, envelope(R.SessionProfileSchema)], errors: [400, 401, 403, 429] },
  { method: "delete", path: "/v1/auth", tag: "Accounts", summary: "Log out: revokes the api-key token", specRow: "", auth: "required", ok: [200, envelope(R.NullData)] },
  { method: "post", path: "/v1/register", tag: "Accounts", summary: "Sign up (isSupplier: vendor sign-up, answers 200)", specRow: "POST register", auth: "none", body: SignupServerSchema, ok: [201, envelope(R.AnyData)], alsoOk: 200, errors: [400, 429] },
  { method: "get", path: "/v1/email-activation", tag: "Accounts", summary: "(Re)send the activation e-mail", specRow: "GET email-activation?email", auth: "none", query: Q.EmailQuery, ok: [200, envelope(R.NullData)], errors: [400, 429] },
  { method: "post", path: "/v1/activation", tag: "Accounts", summary: "Activate an account", specRow: "POST activation", auth: "none", body: Q.ApiActivationSchema, ok: [201, envelope(R.NullData)], errors: [400, 429] },
  { method: "post", path: "/v1/forgotpassword", tag: "Accounts", summary: "Ask for a password reset link", specRow: "POST forgotpassword", auth: "none", body: ForgotSchema, ok: [201, envelope(R.NullData)], errors: [400, 429] },
  { method: "post", path: "/v1/resetpassword", tag: "Accounts", summary: "Set a new password with the link's token", specRow: "POST resetpassword", auth: "none", body: Q.ApiResetSchema, ok: [201, envelope(R.NullData)], errors: [400] },
  { method: "post", path: "/v1/auth-with-socialmedia", tag: "Accounts", summary: "Social login: send provider + idToken (Google) or accessToken (Facebook); profile fields alone are refused with 401 and a message saying so (ADR 0021)", specRow: "POST auth-with-socialmedia", auth: "none", body: Q.ApiSocialLoginSchema, ok: [200, envelope(R.SessionProfileSchema)], errors: [400, 401, 429, 502] },
  { method: "get", path: "/v1/products", tag: "Catalogue", summary: "Search venue products", specRow: "GET products", auth: "none", query: Q.ProductsQuery, ok: [200, envelope(z.array(R.ProductListItemSchema))] },
  { method: "get", path: "/v1/products/{id}", tag: "Catalogue", summary: "One product", specRow: "GET products/{id}", auth: "none", ok: [200, envelope(R.ProductDetailSchema)], errors: [404] },
  { method: "get", path: "/v1/venue/{id}", tag: "Catalogue", summary: "One venue", specRow: "GET /venue/{id}", auth: "none", ok: [200, envelope(R.VenueSchema)], errors: [404] },
  { method: "get", path: "/v1/venue/{id}/reviews", tag: "Reviews", summary: "A venue's rating (average, count, sub-ratings) and its visible reviews, newest first (X-Total-Count, X-Page, X-Page-Count headers)", specRow: "", auth: "none", query: paging, ok: [200, envelope(R.VenueReviewsSchema)], errors: [404] },
  { method: "post", path: "/v1/reviews", tag: "Reviews", summary: "Review one of the caller's reservation lines: paid, event ended (Bali time), within 30 days, once per line (403 otherwise, 409 when already reviewed)", specRow: "", auth: "required", body: ApiReviewCreateSchema, ok: [201, envelope(R.OwnReviewSchema)], errors: [400, 403, 404, 409] },
  { method: "put", path: "/v1/reviews/{id}", tag: "Reviews", summary: "Edit the caller's review, within 14 days of writing it (409 after)", specRow: "", auth: "required", body: ReviewSchema, ok: [200, envelope(R.OwnReviewSchema)], errors: [400, 404, 409] },
  { method: "get", path: "/v1/venueimages/{venueId}", tag: "Catalogue", summary: "A venue's images, the default first", specRow: "GET venueimages/{venueId}", auth: "none", query: paging, ok: [200, envelope(z.array(R.VenueImageSchema))], errors: [404] },
  { method: "get", path: "/v1/cart-reservation-venue", tag: "Cart", summary: "The reservation list (cart)", specRow: "GET cart-reservation-venue", auth: "guest", guestCartId: true, query: paging, ok: [200, envelope(z.array(R.CartItemSchema))] },
  { method: "post", path: "/v1/cart-reservation-venue", tag: "Cart", summary: "Add to the reservation list", specRow: "POST cart-reservation-venue", auth: "guest", guestCartId: true, body: Q.ApiCartAddSchema, ok: [201, envelope(R.IdSchema)], errors: [400, 404, 409] },
  { method: "delete", path: "/v1/cart-reservation-venue/{id}", tag: "Cart", summary: "Remove an item", specRow: "DELETE cart-reservation-venue/{id}", auth: "guest", guestCartId: true, ok: [200, envelope(R.IdSchema)], errors: [404] },
  { method: "post", path: "/v1/coupon", tag: "Checkout", summary: "Check a coupon code", specRow: "POST coupon", auth: "none", body: Q.ApiCouponSchema, ok: [200, envelope(R.CouponAnswerSchema)], errors: [400] },
  { method: "post", path: "/v1/checkout", tag: "Checkout", summary: "Check out the reservation list with the contact details", specRow: "POST checkout", auth: "guest", guestCartId: true, body: Q.ApiCheckoutSchema, ok: [201, envelope(R.CheckoutAnswerSchema)], errors: [400, 409, 429] },
  { method: "get", path: "/v1/sendemail", tag: "Invoices", summary: "Send the booking confirmation e-mail again", specRow: "GET sendemail/?invoiceNo", auth: "guest", query: Q.SendEmailQuery, ok: [200, envelope(R.InvoiceIdsSchema)], errors: [404, 429] },
  { method: "get", path: "/v1/sendemail/{id}", tag: "Invoices", summary: "Send the voucher e-mail again (paid invoices; id or invoice number)", specRow: "GET sendemail/?invoiceNo", auth: "guest", query: Q.InvoiceTokenQuery, ok: [200, envelope(R.InvoiceIdsSchema)], errors: [404, 409, 429] },
  { method: "get", path: "/v1/invoice/detail", tag: "Invoices", summary: "One invoice (confirmation page)", specRow: "GET invoice/detail/?id={invoiceNo}", auth: "guest", query: Q.InvoiceDetailQuery, ok: [200, envelope(R.InvoiceSchema)], errors: [404] },
  { method: "get", path: "/v1/invoice/{id}", tag: "Invoices", summary: "One invoice (voucher page; id or invoice number)", specRow: "GET invoice/{id}", auth: "guest", query: Q.InvoiceTokenQuery, ok: [200, envelope(R.InvoiceSchema)], errors: [404] },
  { method: "get", path: "/v1/invoice/{id}/cancellation", tag: "Cancellations", summary: "Each line's cancellation policy and the exact refund if cancelled now (ADR 0250)", specRow: "", auth: "guest", query: Q.InvoiceTokenQuery, ok: [200, envelope(R.CancellationQuoteSchema)], errors: [404] },
  { method: "post", path: "/v1/invoice/{id}/cancellation", tag: "Cancellations", summary: "Cancel lines of a paid invoice (refund per the policy) or an unpaid invoice as a whole; bank-transfer payments need the receiving account", specRow: "", auth: "guest", query: Q.InvoiceTokenQuery, body: Q.ApiCancelSchema, ok: [200, envelope(R.CancellationResultSchema)], errors: [400, 404, 409] },
  { method: "get", path: "/v1/invoice/{id}/refunds", tag: "Cancellations", summary: "The refunds of an invoice's cancelled lines and their states", specRow: "", auth: "guest", query: Q.InvoiceTokenQuery, ok: [200, envelope(R.RefundListSchema)], errors: [404] },
  { method: "get", path: "/v1/invoice", tag: "Invoices", summary: "The caller's invoices", specRow: "GET invoice", auth: "required", ok: [200, envelope(z.array(R.InvoiceSchema))] },
  { method: "post", path: "/v1/payment/process", tag: "Payments", summary: "Open an online payment for an invoice: the whole invoice, its deposit (deposit plan), then its balance (gross_amount: what is due now; ADR 0256)", specRow: "POST payment/process", auth: "guest", body: Q.ApiPaymentProcessSchema, ok: [200, envelope(R.PaymentProcessAnswerSchema)], errors: [400, 403, 404, 409, 502] },
  { method: "post", path: "/v1/file/upload", tag: "Payments", summary: "Upload a transfer receipt (image or PDF, 4 MB)", specRow: "POST /file/upload", auth: "none", multipart: { file: "file" }, ok: [201, envelope(R.UploadAnswerSchema)], errors: [400, 413, 429] },
  { method: "get", path: "/v1/file/receipt", tag: "Payments", summary: "Fetch an uploaded receipt through its signed link", specRow: "", auth: "none", query: Q.ReceiptLinkQuery, ok: [200, z.string()], okContent: "application/octet-stream", errors: [404] },
  { method: "post", path: "/v1/confirmation", tag: "Payments", summary: "Confirm a bank transfer", specRow: "POST confirmation", auth: "guest", body: Q.ApiConfirmationSchema, ok: [201, envelope(R.ConfirmationAnswerSchema)], errors: [400, 404, 409] },
  { method: "post", path: "/v1/inquiry", tag: "Enquiries", summary: "Send an inquiry (or an auction with inquiryType AUCTION)", specRow: "POST inquiry", auth: "none", body: z.union([Q.ApiInquirySchema, Q.ApiAuctionSchema]), ok: [201, envelope(R.AnyData)], errors: [400, 429] },
  { method: "post", path: "/v1/rfps", tag: "Requests for proposal", summary: "Send a request for proposal to the venues that fit (location, capacity in the layout, free, budget; up to 5) or to the venues picked; a guest's goes out once the e-mailed link is opened (issue 45)", specRow: "", auth: "optional", body: RFP.ApiRfpCreateSchema, ok: [201, envelope(RFP.ApiRfpCreatedSchema)], errors: [400, 429] },
  { method: "get", path: "/v1/rfps/{id}", tag: "Requests for proposal", summary: "One request for proposal: every venue's status and proposal (its owner's api-key, or the link's token)", specRow: "", auth: "optional", query: RFP.RfpTokenQuery, ok: [200, envelope(RFP.ApiRfpSchema)], errors: [404] },
  { method: "get", path: "/v1/rfps/{id}/proposals", tag: "Requests for proposal", summary: "The proposals of a request, side by side (integer rupiah)", specRow: "", auth: "optional", query: RFP.RfpTokenQuery, ok: [200, envelope(z.array(RFP.ApiProposalSchema))], errors: [404] },
  { method: "post", path: "/v1/rfps/{id}/award", tag: "Requests for proposal", summary: "Award a proposal: the checkout makes the invoice at the proposed price and payment plan; the other venues are declined with the reason", specRow: "", auth: "optional", body: RFP.ApiRfpAwardSchema, ok: [201, envelope(RFP.ApiRfpAwardedSchema)], errors: [400, 404, 409, 429] },
  { method: "post", path: "/v1/rfps/{id}/decline", tag: "Requests for proposal", summary: "Decline one venue with a reason (the venue is told)", specRow: "", auth: "optional", body: RFP.ApiRfpDeclineSchema, ok: [200, envelope(R.IdSchema)], errors: [400, 404, 409] },
  { method: "get", path: "/v1/earnings", tag: "Vendor", summary: "The caller's earnings per booking (paid, commission, net, state), available for payout and paid out (ADR 0257)", specRow: "", auth: "required", ok: [200, envelope(R.EarningsSchema)], errors: [403] },
  { method: "get", path: "/v1/profile/supplier", tag: "Vendor", summary: "The caller's supplier profile", specRow: "GET profile/supplier", auth: "required", ok: [200, envelope(R.SupplierProfileSchema)], errors: [403, 404] },
  { method: "put", path: "/v1/supplier/{supplierId}", tag: "Vendor", summary: "Save the supplier profile", specRow: "update supplier/{supplierId}", auth: "required", body: SupplierProfileSchema, ok: [200, envelope(R.SupplierProfileSchema)], errors: [400, 403, 404] },
  { method: "get", path: "/v1/venue/supplier/{supplierId}", tag: "Vendor", summary: "The supplier's venue", specRow: "GET /venue/supplier/{supplierId}", auth: "required", ok: [200, envelope(R.VenueSchema)], errors: [403, 404] },
  { method: "put", path: "/v1/venue/{id}", tag: "Vendor", summary: "Update the supplier's venue", specRow: "PUT/POST /venue/{id} if id else /venue", auth: "required", body: VenueInfoSchema, ok: [200, envelope(R.VenueSchema)], errors: [400, 403, 404] },
  { method: "post", path: "/v1/venue", tag: "Vendor", summary: "Create the supplier's venue (one per supplier)", specRow: "PUT/POST /venue/{id} if id else /venue", auth: "required", body: VenueInfoSchema, ok: [201, envelope(R.VenueSchema)], errors: [400, 403, 409] },
  { method: "get", path: "/v1/subvenue", tag: "Vendor", summary: "The supplier's sub venues", specRow: "GET subvenue", auth: "required", query: Q.SupplierPagingQuery, ok: [200, envelope(z.array(R.SubVenueSchema))], errors: [403] },
  { method: "post", path: "/v1/subvenue", tag: "Vendor", summary: "Add a sub venue", specRow: "POST/PUT/DELETE subvenue, subvenue/{id}", auth: "required", body: SubVenueSchema, ok: [201, envelope(R.SubVenueSchema)], errors: [400, 403, 409] },
  { method: "put", path: "/v1/subvenue/{id}", tag: "Vendor", summary: "Update a sub venue", specRow: "POST/PUT/DELETE subvenue, subvenue/{id}", auth: "required", body: SubVenueSchema, ok: [200, envelope(R.SubVenueSchema)], errors: [400, 403, 404] },
  { method: "delete", path: "/v1/subvenue/{id}", tag: "Vendor", summary: "Delete a sub venue (409 with reservations)", specRow: "POST/PUT/DELETE subvenue, subvenue/{id}", auth: "required", ok: [200, envelope(R.IdSchema)], errors: [403, 404, 409] },
  { method: "get", path: "/v1/venue_products", tag: "Vendor", summary: "The supplier's products", specRow: "GET venue_products", auth: "required", query: Q.VenueProductsQuery, ok: [200, envelope(z.array(R.SupplierProductSchema))], errors: [403] },
  { method: "post", path: "/v1/venue_products", tag: "Vendor", summary: "Add a product", specRow: "POST /venue_products", auth: "required", body: ProductSchema, ok: [201, envelope(R.SupplierProductSchema)], errors: [400, 403, 404] },
  { method: "put", path: "/v1/venue_products/{id}", tag: "Vendor", summary: "Update a product", specRow: "PUT /venue_products/{id}", auth: "required", body: ProductSchema, ok: [200, envelope(R.SupplierProductSchema)], errors: [400, 403, 404] },
  { method: "delete", path: "/v1/venue_products/{id}", tag: "Vendor", summary: "Delete a product (set Inactive when it has reservations)", specRow: "DELETE /venue_products/{id}", auth: "required", ok: [200, envelope(R.IdSchema)], errors: [403, 404] },
  { method: "get", path: "/v1/reservation-venue", tag: "Vendor", summary: "The supplier's reservation lines", specRow: "GET reservation-venue", auth: "required", query: Q.SupplierPagingQuery, ok: [200, envelope(z.array(R.ReservationLineSchema))], errors: [403] },
  { method: "put", path: "/v1/reservation-venue/{id}", tag: "Vendor", summary: "Acknowledge a reservation line", specRow: "PUT /reservation-venue/{id}", auth: "required", body: Q.ApiAcknowledgeSchema, ok: [200, envelope(R.ReservationLineSchema)], errors: [400, 403, 404] },
  { method: "get", path: "/v1/reservation-venue-admin", tag: "Admin", summary: "Every reservation line", specRow: "GET reservation-venue-admin", auth: "required", query: paging, ok: [200, envelope(z.array(R.ReservationLineSchema))], errors: [403] },
  { method: "put", path: "/v1/reservation-venue-admin/{id}", tag: "Admin", summary: "Set acknowledge or the payment status of a line", specRow: "PUT reservation-venue-admin/{id}", auth: "required", body: Q.ApiAdminReservationSchema, ok: [200, envelope(R.ReservationLineSchema)], errors: [400, 403, 404] },
  { method: "delete", path: "/v1/reservation-venue-admin/{id}", tag: "Admin", summary: "Delete a reservation line", specRow: "DELETE /reservation-venue-admin/{id}", auth: "required", ok: [200, envelope(R.IdSchema)], errors: [403, 404] },
  { method: "post", path: "/v1/venueimages/upload-to-s3", tag: "Vendor", summary: "Upload a venue image (JPEG, 512 KB)", specRow: "POST venueimages/upload-to-s3", auth: "required", multipart: { venue: "string", avatar: "file" }, ok: [200, envelope(R.VenueImageSchema)], errors: [400, 403, 404, 413] },
  { method: "put", path: "/v1/venueimages/setdefault/{imageId}", tag: "Vendor", summary: "Make an image the venue's cover", specRow: "PUT venueimages/setdefault/{imageId}", auth: "required", ok: [200, envelope(R.IdSchema)], errors: [403, 404] },
  { method: "delete", path: "/v1/venueimages/{venueId}", tag: "Vendor", summary: "Delete a venue image (the segment is the image id)", specRow: "DELETE venueimages/{id}", auth: "required", ok: [200, envelope(R.IdSchema)], errors: [403, 404] },
];

/** The rows of spec section 7, each served by at least one operation above. */
export const SPEC_ROWS = [...new Set(API_OPERATIONS.map((o) => o.specRow).filter(Boolean))];

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const out = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: (ctx) => {
      const published = TOLERANT_JSON_SCHEMAS.get(ctx.zodSchema as unknown as z.ZodType);
      if (!published) return;
      const target = ctx.jsonSchema as Record<string, unknown>;
      for (const key of Object.keys(target)) delete target[key];
      Object.assign(target, published);
    },
  }) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

function answerSchema(schema: z.ZodType) {
  // Answers are validated as the client receives them (output), so defaults count as present.
  const out = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

const json = (schema: Record<string, unknown>) => ({ "application/json": { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorAnswer = (description: string, schema = "Error") => ({ description, content: json(ref(schema)) });
const TOKEN_ERROR = {
  description:
    "The api-key is expired (TokenExpiredError, 'jwt expired') or not a live token (JsonWebTokenError: unknown, revoked, garbled). The original clients log out on these.",
  content: json(ref("TokenError")),
};
const BLANKS =
  "Empty strings (and null) in optional fields mean 'not given'; numbers may be sent as strings; booleans as true/false, 1/0, \"true\"/\"false\", \"yes\"/\"no\".";

// Every list answers these; a page past the end is an empty list with the same headers.
const PAGING_HEADERS = {
  "X-Total-Count": { description: "items in the whole list (a lower bound when X-Total-Count-Capped is true)", schema: { type: "integer" } },
  "X-Page": { description: "the page asked for, from 1; past the last page the list is empty", schema: { type: "integer" } },
  "X-Limit": { description: "items per page", schema: { type: "integer" } },
  "X-Page-Count": { description: "pages in the list (at least 1)", schema: { type: "integer" } },
};

let cached: Record<string, unknown> | undefined;

export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of API_OPERATIONS) {
    const parameters: Record<string, unknown>[] = [];
    for (const name of op.path.match(/\{(\w+)\}/g) ?? []) {
      const param = name.slice(1, -1);
      parameters.push({ name: param, in: "path", required: true, schema: { type: "string" }, description: /invoice|sendemail/.test(op.path) ? "the invoice's numeric id or its invoice number" : undefined });
    }
    if (op.query) {
      const q = jsonSchema(op.query) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        const { description, ...rest } = schema;
        parameters.push({ name, in: "query", required: q.required?.includes(name) ?? false, schema: rest, ...(description ? { description } : {}) });
      }
    }
    const responses: Record<string, unknown> = {
      [String(op.ok[0])]: op.okContent
        ? { description: "The file", content: { [op.okContent]: { schema: { type: "string", format: "binary" } } } }
        : { description: "Success", content: json(answerSchema(op.ok[1])) },
      "405": errorAnswer("Method not allowed for this path"),
    };
    const queryShape = (op.query as unknown as { shape?: object } | undefined)?.shape;
    if (queryShape && "page" in queryShape) (responses[String(op.ok[0])] as Record<string, unknown>).headers = PAGING_HEADERS;
    if (op.alsoOk) responses[String(op.alsoOk)] = { description: "Success (the other success status)", content: json(answerSchema(op.ok[1])) };
    for (const status of op.errors ?? []) responses[String(status)] = errorAnswer("Failure, with a message to show", op.guestCartId ? "GuestError" : "Error");
    // Every body is read by readBody() or the multipart reader: too large or of another type.
    if (op.body || op.multipart) {
      for (const [status, text] of [["413", "The body is too large"], ["415", "The body's content type is not one this call reads"]] as const) {
        responses[status] ??= errorAnswer(text, op.guestCartId ? "GuestError" : "Error");
      }
    }
    if (op.auth === "required") responses["401"] = errorAnswer("No api-key sent");
    if (op.auth !== "none") responses["500"] = TOKEN_ERROR;
    if (op.auth === "none" && !responses["500"]) responses["500"] = errorAnswer("Unexpected failure (a JSON message, never a stack trace)");
    const security =
      op.auth === "required" ? [{ apiKey: [] }] : op.auth === "guest" ? [{ apiKey: [] }, { sessionId: [] }, {}] : op.auth === "optional" ? [{ apiKey: [] }, {}] : [];
    const operation: Record<string, unknown> = {
      operationId: `${op.method}${op.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
      tags: [op.tag],
      summary: op.summary,
      ...(op.specRow ? { "x-spec-row": op.specRow } : {}),
      ...(parameters.length ? { parameters: parameters.map((p) => JSON.parse(JSON.stringify(p))) } : {}),
      security,
      responses,
    };
    if (op.body) {
      const schema = jsonSchema(op.body);
      operation.requestBody = {
        required: true,
        description: BLANKS,
        content: { "application/json": { schema }, "application/x-www-form-urlencoded": { schema } },
      };
    }
    if (op.multipart) {
      const properties = Object.fromEntries(
        Object.entries(op.multipart).map(([name, kind]) => [name, kind === "file" ? { type: "string", format: "binary" } : { type: "string" }]),
      );
      operation.requestBody = { required: true, content: { "multipart/form-data": { schema: { type: "object", properties } } } };
    }
    (paths[op.path] ??= {})[op.method] = operation;
  }
  cached = {
    openapi: "3.1.0",
    info: {
      title: "Bali MICE marketplace API (/v1)",
      version: "1.0.0",
      description: [
        "The API the original web and mobile clients call (spec section 7).",
        "Send the access token from POST /v1/auth in the `api-key` header. Guests send the cart id the server issues in the `session-id` header (answered as the `session-id` header and `sessionId`); the same id opens the invoices checked out with it.",
        "Errors are JSON `{ message }` (with `errors` per field for invalid bodies): 401 without a token, 404 for unknown paths, 405 for a method a path does not take. An expired token answers 500 `{ name: 'TokenExpiredError', message: 'jwt expired' }`, a token that is not live 500 `{ name: 'JsonWebTokenError' }`.",
        BLANKS,
        "Browser clients on other origins: the server's CORS_ORIGINS setting lists the origins allowed.",
      ].join("\n\n"),
    },
    servers: [{ url: "/" }],
    tags: [...new Set(API_OPERATIONS.map((o) => o.tag))].map((name) => ({ name })),
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "api-key", description: "access token from POST /v1/auth" },
        sessionId: { type: "apiKey", in: "header", name: "session-id", description: "server-issued guest cart id" },
      },
      schemas: { Error: answerSchema(R.ApiErrorSchema), GuestError: answerSchema(R.GuestApiErrorSchema), TokenError: answerSchema(R.TokenErrorSchema) },
    },
    paths,
  };
  return cached;
}
