// The answers of the /v1 endpoints as Zod schemas: the fields the original clients read are
// required, anything else may ride along (loose objects). The OpenAPI document is generated
// from these and the contract suite validates every real answer against it (ADR 0133).
import { TAX_AND_SERVICE } from "~/db/enums";
import * as z from "zod";
import { CANCELLATION_POLICIES } from "~/db/enums";

export const ApiErrorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ description: "Any failure: a message the client shows, and per-field messages when a body was invalid" });

export const GuestApiErrorSchema = ApiErrorSchema.extend({
  sessionId: z.string().optional().describe("a guest's cart id, as on every answer of the guest cart and checkout (ADR 0026)"),
}).meta({ description: "A failure of a guest's cart or checkout call: the message, per-field messages, and the cart id" });

export const TokenErrorSchema = z
  .object({
    name: z.enum(["TokenExpiredError", "JsonWebTokenError"]),
    message: z.string(),
  })
  .meta({ description: "Status 500 with the error name the original clients log out on (spec section 8, ADR 0130)" });

/** `{ data, message }`; guest cart calls add the cart id as `sessionId` (also the `session-id` header). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string(), sessionId: z.string().optional() });
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const dateLabel = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);
const hhmm = z.string().regex(/^\d{2}:\d{2}$/);
const idOrNull = z.number().int().nullable();

export const SessionProfileSchema = z.looseObject({
  accessToken: z.string(),
  profile: z.looseObject({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    supplierId: idOrNull,
    venueId: idOrNull,
  }),
});

const SubVenueCapacities = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  subVenueType: z.string(),
  minCapacity: z.number(),
  maxUshape: z.number(),
  maxBoard: z.number(),
  maxClassroom: z.number(),
  maxCocktail: z.number(),
  maxBanquet: z.number(),
  maxTheatre: z.number(),
  dimensionLength: z.number().nullable(),
  dimensionWidth: z.number().nullable(),
});

const productCore = {
  id: z.number().int(),
  productName: z.string(),
  venueName: z.string(),
  venueLocation: z.string(),
  venueId: z.number().int(),
  subVenueName: z.string(),
  price: z.number().int(),
  unit: z.string(),
  inclusion: z.string(),
  discountPercentage: z.number(),
  /** Whether the price includes tax and service charge, or the venue adds them ("++", ADR 0263). */
  taxAndService: z.enum(TAX_AND_SERVICE),
  termCondition: z.string(),
  venueAddress: z.string(),
  subvenue: SubVenueCapacities,
};

export const ProductListItemSchema = z.looseObject({
  ...productCore,
  imageUrl: z.string(),
  /** The venue's average rating (1-5, two decimals), null without reviews (ADR 0270). */
  rating: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().min(0),
});

export const ProductDetailSchema = z.looseObject({
  ...productCore,
  venueDescription: z.string(),
  maps: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  linkedin: z.string(),
  images: z.array(z.looseObject({ id: z.number().int(), fullUrl: z.string(), isDefault: z.boolean() })),
});

export const VenueSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES).describe("the tier new bookings of this venue get (ADR 0250)"),
  depositPercent: z.number().int().min(0).max(100).describe("deposit asked at checkout, percent (0: paid in full; ADR 0256)"),
  balanceDaysBefore: z.number().int().min(0).describe("days before the event the balance is due (ADR 0256)"),
});

export const VenueImageSchema = z.looseObject({ id: z.number().int(), fullUrl: z.url(), isDefault: z.boolean() });

export const CartItemSchema = z.looseObject({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  venueName: z.string(),
  subVenueName: z.string(),
  inclusion: z.string(),
  note: z.string().nullable(),
  setup: z.string(),
  datetime: z.number(),
  price: z.number().int(),
  qty: z.number().int(),
  unit: z.string(),
  totalPrice: z.number().int(),
});

/** Invoice lines and reservation lines share these formats (ADR 0132). */
const lineFormats = {
  id: z.number().int(),
  datetime: z.number().describe("epoch ms"),
  date: isoDate.describe("YYYY-MM-DD, Bali time"),
  dateLabel: dateLabel.describe("DD/MM/YYYY, Bali time"),
  start: hhmm.describe("HH:mm, Bali time"),
  setup: z.string().describe("layout key (uShape, board, classroom, cocktail, banquet, theater)"),
  setupLabel: z.string(),
  qty: z.number().int(),
  unit: z.string(),
  price: z.number().int(),
  totalPrice: z.number().int(),
  paymentStatus: z.string(),
  acknowledge: z.boolean(),
  productName: z.string(),
  productId: z.number().int(),
  subVenueName: z.string(),
  venueName: z.string(),
  inclusion: z.string(),
  note: z.string().nullable(),
};

export const InvoiceSchema = z.looseObject({
  id: z.number().int(),
  invoiceNo: z.string(),
  voucherNo: z.string().nullable(),
  createdAt: z.string(),
  name: z.string(),
  companyName: z.string(),
  address: z.string(),
  officePhone: z.string(),
  cellPhone: z.string(),
  email: z.string(),
  paymentStatus: z.string(),
  totalCost: z.number().int(),
  couponCode: z.string().nullable(),
  discountPercentage: z.number(),
  paymentPlan: z.enum(["full", "deposit"]).describe("deposit: the deposit secures the booking and the balance is due by balanceDueDate (ADR 0256)"),
  depositAmount: z.number().int(),
  amountPaid: z.number().int(),
  balanceDue: z.number().int().describe("what is still owed on a paid (deposit) invoice; POST payment/process with it as gross_amount pays it"),
  balanceDueDate: isoDate.nullable(),
  moneyState: z
    .looseObject({
      state: z.enum(["unpaid", "expired", "released", "deposit_paid", "balance_overdue", "paid_in_full", "cancelled"]),
      test: z.boolean().describe("paid in the payment sandbox: no money moved"),
      paid: z.number().int().describe("every payment received, from the ledger"),
      refunded: z.number().int(),
      balance: z.number().int().describe("still owed for the bookings not cancelled"),
      balanceDueDate: isoDate.nullable(),
      dueNow: z.looseObject({ part: z.enum(["full", "deposit", "balance"]), amount: z.number().int() }).nullable(),
      refund: z.looseObject({ amount: z.number().int(), progress: z.enum(["pending", "sent", "to_send", "failed"]) }).nullable(),
      dateChangeRequested: z.boolean(),
    })
    .describe("where the money is, as every page shows it (issue 40); paymentStatus and status keep the spec's values"),
  reservationVenues: z.array(z.looseObject(lineFormats)),
});

export const ReservationLineSchema = z.looseObject({
  ...lineFormats,
  user: z.looseObject({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  invoiceReservationVenue: z.looseObject({
    id: z.number().int(),
    invoiceNo: z.string(),
    name: z.string(),
    companyName: z.string(),
    email: z.string(),
    officePhone: z.string(),
    cellPhone: z.string(),
    address: z.string(),
  }),
  contactsHidden: z
    .boolean()
    .describe("true while the planner's phone numbers and e-mail addresses (here and in user) are notices: until the planner has paid a booking with this vendor (ADR 0260)"),
});

export const InvoiceIdsSchema = z.looseObject({ id: z.number().int(), invoiceNo: z.string() });

export const CheckoutAnswerSchema = z.looseObject({
  id: z.number().int(),
  invoiceNo: z.string(),
  accessToken: z.string().describe("opens the invoice in e-mail links; the guest's session-id opens it too"),
  totalCost: z.number().int(),
});

export const PaymentProcessAnswerSchema = z.looseObject({
  order_id: z.string(),
  redirect_url: z.url(),
  invoiceId: z.number().int(),
  invoiceNo: z.string(),
});

export const UploadAnswerSchema = z.looseObject({
  fileFullUrl: z.url().describe("signed link to the private receipt, valid 24 h; pass it as the confirmation's fileFullUrl"),
});

export const ConfirmationAnswerSchema = z.looseObject({ id: z.number().int(), invoiceId: z.number().int(), invoiceNo: z.string() });

export const SupplierProfileSchema = z.looseObject({ name: z.string(), address: z.string(), phone: z.string() });
export const SubVenueSchema = z.looseObject({ id: z.number().int(), name: z.string(), subVenueType: z.string() });
export const SupplierProductSchema = z.looseObject({ id: z.number().int(), productName: z.string(), unit: z.string(), price: z.number().int(), taxAndService: z.enum(TAX_AND_SERVICE) });
export const IdSchema = z.looseObject({ id: z.number().int() });
export const CouponAnswerSchema = z.looseObject({ couponCode: z.string(), discountPercentage: z.number() });
export const NullData = z.null();
export const AnyData = z.unknown();

const RefundSchema = z.looseObject({
  lineId: z.number().int(),
  amount: z.number().int(),
  method: z.enum(["gateway", "bank"]),
  state: z.enum(["requested", "processing", "refunded", "failed"]),
  stateLabel: z.string(),
  transferReference: z.string().nullable(),
});

/** GET /v1/invoice/{id}/cancellation: each line's policy and refund quote now (ADR 0250). */
export const CancellationQuoteSchema = z.looseObject({
  invoiceId: z.number().int(),
  invoiceNo: z.string(),
  status: z.string(),
  canRelease: z.boolean(),
  lines: z.array(
    z.looseObject({
      lineId: z.number().int(),
      policy: z.enum(["very_flexible", "flexible", "standard_30", "standard_90"]),
      policyLabel: z.string(),
      policyWords: z.string(),
      cancellable: z.boolean(),
      blocked: z.enum(["cancelled", "cutoff", "unpaid"]).nullable(),
      cutoff: z.string(),
      paid: z.number().int(),
      percent: z.number().int(),
      refund: z.number().int(),
      cancelledAt: z.string().nullable(),
    }),
  ),
  refunds: z.array(RefundSchema),
});

export const CancellationResultSchema = z.looseObject({
  cancelled: z.array(z.number().int()),
  refundTotal: z.number().int(),
  released: z.boolean(),
});

export const RefundListSchema = z.array(RefundSchema);

/** GET /v1/earnings (ADR 0257). */
export const EarningsSchema = z.looseObject({
  available: z.number().int(),
  pending: z.number().int(),
  paidOut: z.number().int(),
  rows: z.array(
    z.looseObject({
      lineId: z.number().int(),
      invoiceNo: z.string(),
      productName: z.string(),
      eventDate: z.string(),
      cancelled: z.boolean(),
      paid: z.number().int(),
      refunded: z.number().int(),
      commission: z.number().int(),
      net: z.number().int(),
      state: z.enum(["pending", "available", "paid out", "in payout"]),
      payoutReference: z.string().nullable(),
    }),
  ),
  months: z.array(z.looseObject({ month: z.string(), paid: z.number().int(), refunded: z.number().int(), commission: z.number().int(), net: z.number().int() })),
});

// Reviews (ADR 0270).
const subRatings = z.looseObject({
  space: z.number().nullable(),
  service: z.number().nullable(),
  foodAndBeverage: z.number().nullable(),
  value: z.number().nullable(),
});
export const PublicReviewSchema = z.looseObject({
  id: z.number().int(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  subRatings,
  body: z.string(),
  eventType: z.string(),
  eventMonth: z.string().regex(/^\d{4}-\d{2}$/),
  verifiedLabel: z.string(),
  createdAt: z.string(),
  reply: z.looseObject({ body: z.string(), date: z.string() }).nullable(),
});
export const VenueReviewsSchema = z.looseObject({
  venueId: z.number().int(),
  rating: z.looseObject({ average: z.number().min(1).max(5).nullable(), count: z.number().int().min(0), subRatings }),
  reviews: z.array(PublicReviewSchema),
});
export const OwnReviewSchema = z.looseObject({
  id: z.number().int(),
  reservationLineId: z.number().int(),
  venueId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  subRatings,
  body: z.string(),
  eventType: z.string(),
  eventMonth: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hidden: z.boolean(),
});
