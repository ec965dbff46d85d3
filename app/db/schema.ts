// The data model (spec section 3). Money is integer rupiah; instants are UTC epoch
// milliseconds (`timestamp_ms`), shown in Bali time by app/utils/format.ts.
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { CANCELLATION_POLICIES, MEMBER_ROLES, RECIPIENT_STATES, RFP_INDOOR_OUTDOOR, RFP_STATES, TAX_AND_SERVICE, type MemberRole } from "./enums";

export const REFUND_STATES = ["requested", "processing", "refunded", "failed"] as const;

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/**
 * How long a booking or block occupies its room, in classes (ADR 0160): 0 up to a day, 1 up to a
 * week, 2 up to 31 days, 3 up to a year, 4 longer. An overlap query reads, per class, only rows
 * that start within that class's reach before the window, on an index of (class, start, end).
 * `start` is the SQL of the occupied start.
 */
const spanClass = (start: string) =>
  integer("span_class").generatedAlwaysAs(
    sql.raw(`(case when ends_at - ${start} <= 86400000 then 0 when ends_at - ${start} <= 604800000 then 1 when ends_at - ${start} <= 2678400000 then 2 when ends_at - ${start} <= 31622400000 then 3 else 4 end)`),
    { mode: "virtual" },
  );

/** A Day line holds its room from 00:00 Bali (UTC+8, no daylight saving) of its start (ADR 0030). */
const LINE_OCCUPIED_FROM = "(case when unit = 'Day' then ((starts_at + 28800000) / 86400000) * 86400000 - 28800000 else starts_at end)";

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(), // stored lowercased
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull().default(""),
  username: text("username"),
  passwordHash: text("password_hash"), // null for social-only accounts
  isCustomer: integer("is_customer", { mode: "boolean" }).notNull().default(true),
  isSupplier: integer("is_supplier", { mode: "boolean" }).notNull().default(false),
  isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(false),
  /** The site language the user last chose: their e-mails go out in it (ADR 0300). */
  language: text("language", { enum: ["en", "id"] }).notNull().default("en"),
  createdAt: createdAt(),
});

/** Activation and password-reset tokens: only a hash is stored; single use, expiring. */
export const userTokens = sqliteTable(
  "user_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["activation", "reset"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_tokens_hash_idx").on(t.tokenHash),
    index("user_tokens_user_idx").on(t.userId, t.kind),
  ],
);

export const suppliers = sqliteTable("suppliers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull().default(""),
  address: text("address").notNull().default(""),
  phone: text("phone").notNull().default(""),
  website: text("website").notNull().default(""),
  description: text("description").notNull().default(""),
  location: text("location").notNull().default(""),
  contactPerson: text("contact_person").notNull().default(""),
  bankAccount: text("bank_account").notNull().default(""),
  /** The name on the bank account, which a payout needs (beneficiary is the kind of bank). */
  accountHolderName: text("account_holder_name").notNull().default(""),
  bankName: text("bank_name").notNull().default(""),
  bankAddress: text("bank_address").notNull().default(""),
  beneficiary: text("beneficiary").notNull().default(""),
  swiftCode: text("swift_code").notNull().default(""),
  facebook: text("facebook").notNull().default(""),
  linkedin: text("linkedin").notNull().default(""),
  instagram: text("instagram").notNull().default(""),
  /** SHA-256 (hex) of the secret in the vendor's calendar feed URL (ADR 0220); null: no feed. */
  calendarFeedTokenHash: text("calendar_feed_token_hash").unique(),
  calendarFeedIssuedAt: integer("calendar_feed_issued_at", { mode: "timestamp_ms" }),
  /** This vendor's commission in basis points when it differs from the platform's (ADR 0257). */
  commissionBps: integer("commission_bps"),
  /** When the admin checked the bank data payouts go to; null: unverified (payouts skip it). */
  bankVerifiedAt: integer("bank_verified_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

export { MEMBER_ROLES, type MemberRole };

/**
 * The members of a vendor organisation (the `suppliers` row is the organisation, ADR 0280). A
 * user belongs to one organisation at most; `suppliers.user_id` stays the account that signed the
 * vendor up, while access is read from here.
 */
export const supplierMembers = sqliteTable(
  "supplier_members",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: MEMBER_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("supplier_members_supplier_idx").on(t.supplierId, t.role)],
);

/**
 * Invitations to join a vendor team: the mailed link carries a random token, only its SHA-256 is
 * stored; expiring, single use (accepted_at), revocable (revoked_at).
 */
export const supplierInvitations = sqliteTable(
  "supplier_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    email: text("email").notNull(), // lowercased
    role: text("role", { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedByUserId: integer("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    acceptedByUserId: integer("accepted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("supplier_invitations_supplier_idx").on(t.supplierId, t.email)],
);

export const venues = sqliteTable(
  "venues",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** One of LOCATION_OPTIONS' city names, e.g. "Nusa Dua". */
    location: text("location").notNull(),
    address: text("address").notNull().default(""),
    maps: text("maps").notNull().default(""),
    /** English (the spec's field, what /v1 returns); `descriptionId` the Bahasa Indonesia one (ADR 0325). */
    description: text("description").notNull().default(""),
    descriptionId: text("description_id").notNull().default(""),
    totalMeetingRoom: integer("total_meeting_room").notNull().default(0),
    totalGuestRoom: integer("total_guest_room").notNull().default(0),
    largestMeetingRoom: integer("largest_meeting_room").notNull().default(0),
    smallestMeetingRoom: integer("smallest_meeting_room").notNull().default(0),
    distanceToAirport: real("distance_to_airport").notNull().default(0),
    nearestAttraction1: text("nearest_attraction_1").notNull().default(""),
    distanceNearestAttraction1: real("distance_nearest_attraction_1").notNull().default(0),
    nearestAttraction2: text("nearest_attraction_2").notNull().default(""),
    distanceNearestAttraction2: real("distance_nearest_attraction_2").notNull().default(0),
    facebook: text("facebook").notNull().default(""),
    instagram: text("instagram").notNull().default(""),
    linkedin: text("linkedin").notNull().default(""),
    /** WGS84 position for the venue's map; null until placed. */
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** The venue's cancellation tier (app/terms/cancellation-policies.ts, ADR 0250); copied onto each line at checkout. */
    cancellationPolicy: text("cancellation_policy", { enum: CANCELLATION_POLICIES }).notNull().default("flexible"),
    /** Payment terms (ADR 0256): the deposit in percent of a booking (0: paid in full), and when the balance is due. */
    depositPercent: integer("deposit_percent").notNull().default(0),
    balanceDaysBefore: integer("balance_days_before").notNull().default(30),
    /**
     * Visible (not hidden) reviews and the sum of their overall ratings, kept by the review writer
     * in the review's own transaction (ADR 0270); triggers copy the average onto the products.
     */
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("venues_location_idx").on(t.location),
    index("venues_supplier_idx").on(t.supplierId),
  ],
);

export const venueImages = sqliteTable(
  "venue_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    /** Key in the storage module (app/storage/storage.server.ts), served at /files/{key}. */
    fileKey: text("file_key").notNull(),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("venue_images_venue_idx").on(t.venueId, t.isDefault)],
);

export const subVenues = sqliteTable(
  "sub_venues",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    subVenueType: text("sub_venue_type", { enum: ["indoor", "outdoor"] })
      .notNull()
      .default("indoor"),
    minCapacity: integer("min_capacity").notNull().default(1),
    maxTheatre: integer("max_theatre").notNull().default(0),
    maxClassroom: integer("max_classroom").notNull().default(0),
    maxUshape: integer("max_ushape").notNull().default(0),
    maxBanquet: integer("max_banquet").notNull().default(0),
    maxCocktail: integer("max_cocktail").notNull().default(0),
    maxBoard: integer("max_board").notNull().default(0),
    /** Largest of the layout capacities; kept by the writer so search can use an index. */
    maxCapacity: integer("max_capacity").notNull().default(0),
    customLayout: text("custom_layout").notNull().default(""),
    dimensionLength: real("dimension_length").notNull().default(0),
    dimensionWidth: real("dimension_width").notNull().default(0),
    ceilingHeight: real("ceiling_height").notNull().default(0),
    /** Categories the vendor ticked, as bits of app/catalog/catalog-tags.ts (ADR 0200). */
    categories: integer("categories").notNull().default(0),
    /** A few words about the room, in English and in Bahasa Indonesia, either or both (ADR 0325). */
    description: text("description").notNull().default(""),
    descriptionId: text("description_id").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("sub_venues_venue_idx").on(t.venueId),
    index("sub_venues_supplier_idx").on(t.supplierId),
    index("sub_venues_capacity_idx").on(t.maxCapacity, t.minCapacity),
    // Indoor or outdoor rooms in id order, for a search's room list (ADR 0465): SQLite read
    // every room's row (names, descriptions) to build it, once per statement.
    index("sub_venues_type_idx").on(t.subVenueType, t.id),
  ],
);

export const PRODUCT_UNITS = ["Day", "Hour", "Person"] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** Supplier products ("venue_products"). venueId and supplierId are copies for search. */
export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subVenueId: integer("sub_venue_id")
      .notNull()
      .references(() => subVenues.id, { onDelete: "cascade" }),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    productName: text("product_name").notNull(),
    unit: text("unit", { enum: PRODUCT_UNITS }).notNull().default("Day"),
    price: integer("price").notNull(),
    discountPercentage: integer("discount_percentage").notNull().default(0),
    /** Whether the price includes tax and service charge, or they are added ("++", ADR 0263). */
    taxAndService: text("tax_and_service", { enum: TAX_AND_SERVICE }).notNull().default("included"),
    /** Vendor HTML; sanitized on write and again before it is shown. */
    inclusion: text("inclusion").notNull().default(""),
    /** The inclusions in Bahasa Indonesia (sanitized HTML list too); either or both are given (ADR 0325). */
    inclusionId: text("inclusion_id").notNull().default(""),
    termCondition: text("term_condition").notNull().default(""),
    /** The venue's payment terms for this product, when it differs (null: the venue's). */
    depositPercent: integer("deposit_percent"),
    balanceDaysBefore: integer("balance_days_before"),
    openTime: text("open_time").notNull().default("08:00"), // HH:mm, Bali time
    closeTime: text("close_time").notNull().default("18:00"),
    /** Rate validity, inclusive: first and last instant the rate applies. */
    validFrom: integer("valid_from", { mode: "timestamp_ms" }).notNull(),
    validTo: integer("valid_to", { mode: "timestamp_ms" }).notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    /** Campaign tag, e.g. "ramadhan"; null for none. */
    campaign: text("campaign"),
    /**
     * Copies of the venue's location and the sub venue's capacities, maintained by SQLite
     * triggers (drizzle/0003_search_copies_triggers.sql) whoever writes: they let the search
     * count and page run on one covering index without joins (docs/decisions/0011).
     */
    searchLocation: text("search_location").notNull().default(""),
    searchMinCapacity: integer("search_min_capacity").notNull().default(0),
    searchMaxCapacity: integer("search_max_capacity").notNull().default(0),
    /** halfday | fullday | fullboard | residental (the spec's values); null when not given. */
    packageType: text("package_type"),
    /** Projector, sound system... derived from `inclusion` on every save (ADR 0200). */
    inclusionFlags: integer("inclusion_flags").notNull().default(0),
    /**
     * Search copy of the sub venue's category flags (sub_venues.categories), kept by triggers
     * (drizzle/0020_search_categories_triggers.sql) like the ones above: the category filter is
     * a bit test on the covering index instead of a membership test on the rooms.
     */
    searchCategories: integer("search_categories").notNull().default(0),
    /**
     * Search copies of the venue's rating (ADR 0270): the average overall rating x 100, rounded
     * (0: no review), and the number of reviews, kept by triggers (drizzle/0040_reviews.sql)
     * from venues.review_count and rating_sum, so "top rated" and the minimum rating run on an index.
     */
    searchRating: integer("search_rating").notNull().default(0),
    searchReviewCount: integer("search_review_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // sub_venue_id closes both so the availability filter stays on the index (ADR 0015);
    // price and discount follow so the price range does too (ADR 0123); then package type and
    // inclusion flags for those filters (ADR 0200), and the sub venue's category flags.
    // The unit (what a group pays depends on it, ADR 0385) and the rating last (ADR 0430).
    index("products_search_cover_idx").on(
      t.isActive, t.validTo, t.validFrom, t.searchMaxCapacity, t.searchMinCapacity, t.campaign, t.searchLocation, t.subVenueId, t.price, t.discountPercentage,
      t.packageType, t.inclusionFlags, t.searchCategories, t.unit, t.searchRating,
    ),
    // A district's products in id order (ADR 0430): the default sort and its venues walk them
    // without reading the other districts' rows.
    index("products_location_search_idx").on(
      t.searchLocation, t.id, t.isActive, t.validTo, t.validFrom, t.searchMaxCapacity, t.searchMinCapacity, t.campaign, t.subVenueId, t.price,
      t.discountPercentage, t.packageType, t.inclusionFlags, t.searchCategories, t.unit, t.searchRating, t.venueId,
    ),
    // A rare category (hotel) or equipment combination is searched by its flag values, not found
    // by reading every product.
    // The trailing id (ADR 0461): PostgreSQL counts on these without reading the table (an
    // index-only scan needs every column the count names, and the hour's taken products are an
    // id filter); SQLite's index entries end in the rowid anyway.
    index("products_categories_search_idx").on(t.searchCategories, t.isActive, t.validTo, t.validFrom, t.subVenueId, t.id),
    index("products_inclusion_search_idx").on(t.inclusionFlags, t.isActive, t.validTo, t.validFrom, t.subVenueId, t.id),
    // A rare package type (full board) with other tags is counted without reading every product.
    index("products_package_search_idx").on(
      t.packageType, t.isActive, t.validTo, t.validFrom, t.subVenueId, t.inclusionFlags, t.searchCategories, t.searchRating, t.id,
    ),
    index("products_venue_idx").on(t.venueId),
    // Also a room type's or layout's products counted by their rooms (ADR 0461).
    index("products_sub_venue_idx").on(t.subVenueId, t.isActive, t.validTo, t.validFrom, t.searchMaxCapacity, t.id),
    index("products_supplier_idx").on(t.supplierId),
    index("products_campaign_idx").on(t.campaign),
    // Search sorts (ADR 0123): price after discount, and largest capacity, walked in order.
    // Covering (ADR 0243): every column a search filters on, and the venue (grouping), so a
    // walk passes over products that do not match without reading their rows.
    index("products_final_price_idx").on(
      sql`(${t.price} * (100 - ${t.discountPercentage}))`, t.id, t.isActive, t.validTo, t.validFrom, t.searchMaxCapacity, t.searchMinCapacity,
      t.campaign, t.searchLocation, t.subVenueId, t.price, t.discountPercentage, t.packageType, t.inclusionFlags, t.searchCategories, t.venueId, t.unit, t.searchRating,
    ),
    // A head count with a price sort (ADR 0430, 0458): per-person rooms whose minimum order is above
    // the group pay for the minimum, so they are read apart: per minimum in the order of the unit
    // price (which is then the order of what the minimum costs); covering like the sorts above.
    index("products_person_min_idx").on(
      t.unit, t.searchMinCapacity, sql`(${t.price} * (100 - ${t.discountPercentage}))`, t.id, t.isActive, t.validTo, t.validFrom, t.searchMaxCapacity,
      t.campaign, t.searchLocation, t.subVenueId, t.price, t.discountPercentage, t.packageType, t.inclusionFlags, t.searchCategories, t.venueId,
      t.searchRating,
    ),
    index("products_capacity_sort_idx").on(
      t.searchMaxCapacity, t.id, t.isActive, t.validTo, t.validFrom, t.searchMinCapacity, t.campaign, t.searchLocation, t.subVenueId, t.price,
      t.discountPercentage, t.packageType, t.inclusionFlags, t.searchCategories, t.venueId,
    ),
    // "Top rated" and the minimum rating (ADR 0270), covering every filter like the sorts above.
    index("products_rating_sort_idx").on(
      t.searchRating, t.searchReviewCount, t.id, t.isActive, t.validTo, t.validFrom, t.searchMaxCapacity, t.searchMinCapacity, t.campaign,
      t.searchLocation, t.subVenueId, t.price, t.discountPercentage, t.packageType, t.inclusionFlags, t.searchCategories, t.venueId,
    ),
  ],
);

/** Reservation list. Owned by a user, or by an anonymous cart id kept in the session cookie. */
export const cartItems = sqliteTable(
  "cart_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    cartSessionId: text("cart_session_id"),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    setup: text("setup").notNull(),
    qty: integer("qty").notNull(),
    eventName: text("event_name").notNull().default(""),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_items_user_slot_idx").on(t.userId, t.productId, t.startsAt),
    uniqueIndex("cart_items_session_slot_idx").on(t.cartSessionId, t.productId, t.startsAt),
  ],
);

export const coupons = sqliteTable("coupons", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  code: text("code").notNull().unique(), // stored uppercased
  discountPercentage: integer("discount_percentage").notNull(),
  validFrom: integer("valid_from", { mode: "timestamp_ms" }).notNull(),
  validTo: integer("valid_to", { mode: "timestamp_ms" }).notNull(),
  maxUses: integer("max_uses"), // null = unlimited
  usedCount: integer("used_count").notNull().default(0),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
});

export const ADMIN_PAYMENT_STATUSES = [
  "Waiting Payment",
  "Booking Fee",
  "Down Payment",
  "Full Paid",
] as const;

export const invoices = sqliteTable(
  "invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Unguessable, shown to the booker and used as the payment order id. */
    invoiceNo: text("invoice_no").notNull().unique(),
    /** Secret for guests' links (confirmation, voucher). */
    accessToken: text("access_token").notNull(),
    voucherNo: text("voucher_no").unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Client-supplied key so a double submit of checkout creates one invoice. */
    checkoutKey: text("checkout_key").unique(),
    /** SHA-256 of the guest cart key that checked it out: the /v1 `session-id` reopens it (ADR 0131). */
    guestCartHash: text("guest_cart_hash"),
    /** The language of the page it was checked out on: a guest's e-mails go out in it (ADR 0300). */
    language: text("language", { enum: ["en", "id"] }).notNull().default("en"),
    name: text("name").notNull(),
    companyName: text("company_name").notNull().default(""),
    address: text("address").notNull().default(""),
    officePhone: text("office_phone").notNull().default(""),
    cellPhone: text("cell_phone").notNull(),
    email: text("email").notNull(),
    /** The company's tax number (NPWP) for its invoice and receipt, optional (ADR 0258). */
    taxNumber: text("tax_number").notNull().default(""),
    subtotal: integer("subtotal").notNull(),
    couponCode: text("coupon_code"),
    discountPercentage: integer("discount_percentage").notNull().default(0),
    discountAmount: integer("discount_amount").notNull().default(0),
    totalCost: integer("total_cost").notNull(),
    /** Admin-facing status (spec): Waiting Payment, Booking Fee, Down Payment, Full Paid. */
    paymentStatus: text("payment_status").notNull().default("Waiting Payment"),
    /** The one status everyone sees: pending, paid, expired, cancelled (see ADR). */
    status: text("status", { enum: ["pending", "paid", "expired", "cancelled"] })
      .notNull()
      .default("pending"),
    /** Last gateway transaction_status received (settlement, pending, ...). */
    gatewayStatus: text("gateway_status"),
    /** Until when the invoice holds its slots (pending): an hour after checkout, extended to the payment deadline once committed (ADR 0036). */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** When the booker started an online payment or announced a bank transfer; null while only held. */
    committedAt: integer("committed_at", { mode: "timestamp_ms" }),
    /** The checking-out client's address and normalised phone digits, for the hold limits (ADR 0036). */
    clientAddress: text("client_address").notNull().default(""),
    phoneKey: text("phone_key").notNull().default(""),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    /** Who made it paid: the real gateway, the local sandbox (a test payment, no money moved) or an admin. */
    paidVia: text("paid_via", { enum: ["midtrans", "sandbox", "admin"] }),
    /** full: one payment; deposit: the deposit secures the booking, the balance is due by balanceDueAt (ADR 0256). */
    paymentPlan: text("payment_plan", { enum: ["full", "deposit"] }).notNull().default("full"),
    depositAmount: integer("deposit_amount").notNull().default(0),
    balanceDueAt: integer("balance_due_at", { mode: "timestamp_ms" }),
    /** Everything paid so far (deposit, then balance). */
    amountPaid: integer("amount_paid").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoices_user_idx").on(t.userId),
    index("invoices_status_idx").on(t.status, t.expiresAt),
  ],
);

export const reservationLines = sqliteTable(
  "reservation_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    subVenueId: integer("sub_venue_id").notNull(),
    venueId: integer("venue_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    productName: text("product_name").notNull(),
    venueName: text("venue_name").notNull(),
    subVenueName: text("sub_venue_name").notNull(),
    inclusion: text("inclusion").notNull().default(""),
    setup: text("setup").notNull(),
    eventName: text("event_name").notNull().default(""),
    note: text("note").notNull().default(""),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    qty: integer("qty").notNull(),
    unit: text("unit", { enum: PRODUCT_UNITS }).notNull(),
    /** Unit price after the product discount, at booking time. */
    price: integer("price").notNull(),
    totalPrice: integer("total_price").notNull(),
    acknowledge: integer("acknowledge", { mode: "boolean" }).notNull().default(false),
    /** The venue's cancellation tier when the line was checked out: later changes never alter it. */
    cancellationPolicy: text("cancellation_policy", { enum: CANCELLATION_POLICIES }).notNull().default("flexible"),
    /** The product's tax-and-service statement when the line was checked out (ADR 0263). */
    taxAndService: text("tax_and_service", { enum: TAX_AND_SERVICE }).notNull().default("included"),
    /** This line's part of the invoice's coupon discount: paid for the line = totalPrice - discountShare. */
    discountShare: integer("discount_share").notNull().default(0),
    /** A cancelled line holds nothing: availability, the calendar feed and reminders pass it over. */
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    /** lapse: the balance was not paid in time (ADR 0256). */
    cancelledBy: text("cancelled_by", { enum: ["planner", "vendor", "admin", "lapse"] }),
    cancelledByUserId: integer("cancelled_by_user_id"),
    cancelReason: text("cancel_reason").notNull().default(""),
    /** The part of this line due as the deposit (0: paid in full at once); fixed at checkout (ADR 0256). */
    depositAmount: integer("deposit_amount").notNull().default(0),
    /** What the planner has paid for this line so far: refunds are counted from it. */
    paidAmount: integer("paid_amount").notNull().default(0),
    /** The team member who last set `acknowledge` (ADR 0280); null before teams or when removed. */
    acknowledgedByUserId: integer("acknowledged_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** Start of the window the line holds its room for: `occupiedWindow` in SQL (ADR 0160). */
    occupiedFrom: integer("occupied_from", { mode: "timestamp_ms" }).generatedAlwaysAs(sql.raw(LINE_OCCUPIED_FROM), { mode: "virtual" }),
    spanClass: spanClass(LINE_OCCUPIED_FROM),
  },
  (t) => [
    index("reservation_lines_invoice_idx").on(t.invoiceId),
    // ends_at too: rows near the window that ended before it are passed over on the index.
    index("reservation_lines_span_idx").on(t.spanClass, t.occupiedFrom, t.endsAt),
    index("reservation_lines_sub_venue_span_idx").on(t.subVenueId, t.spanClass, t.occupiedFrom),
    index("reservation_lines_supplier_idx").on(t.supplierId, t.startsAt),
    index("reservation_lines_product_slot_idx").on(t.productId, t.startsAt),
    index("reservation_lines_sub_venue_slot_idx").on(t.subVenueId, t.startsAt),
    index("reservation_lines_ends_idx").on(t.endsAt),
  ],
);

export const paymentConfirmations = sqliteTable(
  "payment_confirmations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    paymentTime: text("payment_time").notNull(), // YYYY-MM-DD HH:mm:ss, Bali time
    amount: integer("amount").notNull(),
    bankAccountName: text("bank_account_name").notNull(),
    bankName: text("bank_name").notNull(),
    bankAccount: text("bank_account").notNull(),
    bankAddress: text("bank_address").notNull().default(""),
    destinationBankAccountName: text("destination_bank_account_name").notNull().default(""),
    destinationBankName: text("destination_bank_name").notNull().default(""),
    destinationBankAccount: text("destination_bank_account").notNull().default(""),
    fileKey: text("file_key"),
    createdAt: createdAt(),
  },
  (t) => [index("payment_confirmations_invoice_idx").on(t.invoiceId)],
);

/**
 * Payment sessions opened with the provider (PROCEED PAYMENT). The gateway order id is the
 * invoice number, suffixed for a retry after the previous session lapsed (see ADR 0040).
 */
export const paymentTransactions = sqliteTable(
  "payment_transactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["midtrans", "sandbox"] }).notNull(),
    orderId: text("order_id").notNull().unique(),
    grossAmount: integer("gross_amount").notNull(),
    token: text("token").notNull(),
    redirectUrl: text("redirect_url").notNull(),
    /** Local sandbox only: the transaction status its page recorded (what its status query answers). */
    sandboxStatus: text("sandbox_status"),
    /** The gateway's payment_type once settled (credit_card, gopay, bank_transfer...): decides how a refund goes back. */
    paymentType: text("payment_type"),
    /** Local sandbox only: the method its page recorded (what its status query answers). */
    sandboxPaymentType: text("sandbox_payment_type"),
    /** Local sandbox only: refunds its refund call accepted, as JSON [{refundKey, amount}]. */
    sandboxRefunds: text("sandbox_refunds").notNull().default("[]"),
    /** What this payment is for: the whole invoice, its deposit, or its balance (ADR 0256). */
    part: text("part", { enum: ["full", "deposit", "balance"] }).notNull().default("full"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_transactions_invoice_idx").on(t.invoiceId),
    uniqueIndex("payment_transactions_token_idx").on(t.token),
  ],
);

/**
 * Every correctly signed gateway notification, for audit and idempotency. transaction_status and
 * fraud_status are the ones the gateway's status API confirmed (when it was asked); the body is
 * what was posted. Unsigned requests are only counted (webhookRejections).
 */
export const paymentNotifications = sqliteTable(
  "payment_notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: text("order_id").notNull(),
    transactionId: text("transaction_id"),
    transactionStatus: text("transaction_status").notNull(),
    statusCode: text("status_code").notNull(),
    grossAmount: text("gross_amount").notNull(),
    fraudStatus: text("fraud_status"),
    signatureValid: integer("signature_valid", { mode: "boolean" }).notNull(),
    outcome: text("outcome").notNull(), // applied, ignored, rejected
    body: text("body").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index("payment_notifications_order_idx").on(t.orderId)],
);

/**
 * Webhook requests refused before a valid signature (too large, too deep, not JSON, rate
 * limited, bad signature): one counter per Bali day and reason with the latest excerpt, so a
 * flood cannot fill the disk.
 */
export const webhookRejections = sqliteTable(
  "webhook_rejections",
  {
    day: text("day").notNull(), // YYYY-MM-DD, Bali time
    reason: text("reason").notNull(),
    count: integer("count").notNull(),
    lastAt: integer("last_at", { mode: "timestamp_ms" }).notNull(),
    lastIp: text("last_ip").notNull().default(""),
    /** The first 256 bytes of the latest such request's body. */
    lastExcerpt: text("last_excerpt").notNull().default(""),
  },
  (t) => [uniqueIndex("webhook_rejections_day_reason_idx").on(t.day, t.reason)],
);

export const inquiries = sqliteTable("inquiries", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  inquiryType: text("inquiry_type", { enum: ["INQUIRY", "AUCTION"] })
    .notNull()
    .default("INQUIRY"),
  title: text("title").notNull().default(""),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  note: text("note").notNull(),
  company: text("company").notNull().default(""),
  startDate: text("start_date"), // YYYY-MM-DD
  endDate: text("end_date"),
  participantNumber: integer("participant_number"),
  budget: integer("budget"),
  location: text("location").notNull().default(""),
  /** A document sent with a special-event enquiry: a private storage key (enquiries/...). */
  documentKey: text("document_key"),
  createdAt: createdAt(),
});

/** Vendor-set blackout periods, per sub venue or per product. */
export const availabilityBlocks = sqliteTable(
  "availability_blocks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    subVenueId: integer("sub_venue_id").references(() => subVenues.id, {
      onDelete: "cascade",
    }),
    productId: integer("product_id").references(() => products.id, {
      onDelete: "cascade",
    }),
    title: text("title").notNull().default("Untitled Event"),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    allDay: integer("all_day", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    spanClass: spanClass("starts_at"),
  },
  (t) => [
    index("availability_blocks_span_idx").on(t.spanClass, t.startsAt, t.endsAt),
    index("availability_blocks_sub_venue_span_idx").on(t.subVenueId, t.spanClass, t.startsAt),
    index("availability_blocks_product_span_idx").on(t.productId, t.spanClass, t.startsAt),
    index("availability_blocks_supplier_idx").on(t.supplierId),
    index("availability_blocks_ends_idx").on(t.endsAt),
  ],
);

export const transports = sqliteTable("transports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  location: text("location").notNull(),
  vendor: text("vendor").notNull(),
  vehicleName: text("vehicle_name").notNull(),
  maximumPassenger: integer("maximum_passenger").notNull(),
  price: integer("price").notNull(),
  unit: text("unit").notNull(), // "Half Day (6 hours)" | "Full Day (12 hours)"
  inclusion: text("inclusion").notNull().default(""),
  brand: text("brand").notNull().default(""),
  remark: text("remark").notNull().default(""),
  imageKey: text("image_key").notNull().default(""),
});

export const equipments = sqliteTable("equipments", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  location: text("location").notNull(),
  vendor: text("vendor").notNull(),
  product: text("product").notNull(),
  price: integer("price").notNull(),
  unit: text("unit").notNull(), // Hour | Day
  category: text("category").notNull(), // Audio Visual | Audio | Visual
  brand: text("brand").notNull().default(""),
  type: text("type").notNull().default(""),
  inclusion: text("inclusion").notNull().default(""),
  remark: text("remark").notNull().default(""),
  imageKey: text("image_key").notNull().default(""),
});

export const partners = sqliteTable("partners", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  url: text("url").notNull().default(""),
  logoKey: text("logo_key").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Outgoing e-mail. Without SMTP settings messages stay here ("captured") for developers. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull().default(""),
    /** Documents to attach, as JSON references drawn at delivery (ADR 0258): e.g. an invoice's PDF. */
    attachments: text("attachments").notNull().default(""),
    status: text("status", { enum: ["captured", "queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    /** The last delivery error (kept while retrying, so the admin sees why). */
    error: text("error"),
    /** SMTP delivery attempts made by the job runner (ADR 0101). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_to_idx").on(t.to), index("outbox_status_idx").on(t.status)],
);

/**
 * Background jobs (ADR 0100): claimed with a lease by one process at a time. `key` makes a
 * job unique (one delivery job per mail, one row per recurring task); recurring tasks have
 * an interval and are rescheduled instead of finishing.
 */
export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    key: text("key").unique(),
    payload: text("payload").notNull().default("{}"),
    status: text("status", { enum: ["pending", "running", "done", "failed"] })
      .notNull()
      .default("pending"),
    runAt: integer("run_at", { mode: "timestamp_ms" }).notNull(),
    intervalMs: integer("interval_ms"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lockedBy: text("locked_by"),
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_due_idx").on(t.status, t.runAt)],
);

/** Reminders already sent (kind + what they were about), so each goes out once. */
export const sentReminders = sqliteTable(
  "sent_reminders",
  {
    kind: text("kind", { enum: ["payment-deadline", "event-eve", "vendor-acknowledge", "balance-7d", "balance-1d", "review-invite", "review-reminder"] }).notNull(),
    ref: text("ref").notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("sent_reminders_kind_ref_idx").on(t.kind, t.ref)],
);

/** Fixed-window counters for rate limiting (login, sign-up, forgot password). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: integer("reset_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Planner-vendor conversations (ADR 0111): one per planner, venue (its supplier) and subject,
 * the subject being a product ("product:{id}") or a booked reservation line ("line:{id}").
 * Read markers are message ids (ids grow with time, and two messages in one millisecond stay
 * ordered); the notified-at columns throttle e-mail to one per 15 minutes per side.
 */
export const conversations = sqliteTable(
  "conversations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    plannerUserId: integer("planner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    reservationLineId: integer("reservation_line_id").references(() => reservationLines.id, {
      onDelete: "set null",
    }),
    subjectKey: text("subject_key").notNull(),
    lastMessageAt: integer("last_message_at", { mode: "timestamp_ms" }).notNull(),
    plannerReadMessageId: integer("planner_read_message_id").notNull().default(0),
    supplierReadMessageId: integer("supplier_read_message_id").notNull().default(0),
    plannerNotifiedAt: integer("planner_notified_at", { mode: "timestamp_ms" }),
    supplierNotifiedAt: integer("supplier_notified_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_subject_idx").on(t.plannerUserId, t.supplierId, t.subjectKey),
    index("conversations_planner_idx").on(t.plannerUserId, t.lastMessageAt),
    index("conversations_supplier_idx").on(t.supplierId, t.lastMessageAt),
  ],
);

export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderUserId: integer("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    senderRole: text("sender_role", { enum: ["planner", "vendor"] }).notNull(),
    /** Plain text as typed (control characters removed); masked when shown (ADR 0110). */
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.id)],
);

/** A guest's typed message kept across logging in (ADR 0112); only the token's hash is stored. */
export const messageDrafts = sqliteTable("message_drafts", {
  tokenHash: text("token_hash").primaryKey(),
  productId: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  body: text("body").notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Server-side browser sessions (ADR 0024). The cookie carries a random id; only its SHA-256
 * is stored here. `userId` is null for guests (a row exists only once there is something to
 * keep, such as a cart id or a coupon). Deleting the rows of a user logs them out everywhere.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: text("data").notNull().default("{}"), // JSON: cart id, coupon, OAuth state
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(), // absolute
    idleExpiresAt: integer("idle_expires_at", { mode: "timestamp_ms" }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
    ipAddress: text("ip_address").notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** /v1 access tokens (ADR 0024): opaque random strings; only the SHA-256 is stored. */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("api_tokens_hash_idx").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

/** Admin audit trail (ADR 0141): who changed what, when, with the old and new value. */
export const adminAudit = sqliteTable(
  "admin_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    actorId: integer("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** console (the /admin pages), api (/v1) or dashboard (a vendor team member, ADR 0281). */
    via: text("via", { enum: ["console", "api", "dashboard"] }).notNull(),
    /** The vendor organisation a team member acted for; null for admin changes. */
    supplierId: integer("supplier_id"),
    action: text("action").notNull(),
    invoiceId: integer("invoice_id"),
    lineId: integer("line_id"),
    couponId: integer("coupon_id"),
    /** What the change is about, readable: "invoice INV-...", "line 12 (Ballroom, 01/02/2027 10:00)". */
    subject: text("subject").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
  },
  (t) => [
    index("admin_audit_at_idx").on(t.at),
    index("admin_audit_invoice_idx").on(t.invoiceId),
    index("admin_audit_line_idx").on(t.lineId),
    index("admin_audit_supplier_idx").on(t.supplierId, t.at),
  ],
);

/**
 * Reservation lines the admin deleted (ADR 0141): the row as it was (JSON), so the slot is free
 * (every availability query reads reservation_lines only) and the line can be restored.
 */
export const deletedReservationLines = sqliteTable(
  "deleted_reservation_lines",
  {
    /** The line's own id; restored under the same id. */
    id: integer("id").primaryKey(),
    invoiceId: integer("invoice_id").notNull(),
    row: text("row", { mode: "json" }).notNull(),
    /** The invoice status before the delete, when the delete cancelled the invoice. */
    invoiceStatusBefore: text("invoice_status_before"),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }).notNull(),
    deletedBy: text("deleted_by").notNull(),
  },
  (t) => [index("deleted_reservation_lines_invoice_idx").on(t.invoiceId)],
);

/**
 * One refund per cancelled line (ADR 0251), written in the same transaction as the
 * cancellation. `method` gateway: sent to the payment gateway by the job runner with
 * `refundKey` (idempotent there); bank: a "refund to send" the admin transfers and marks sent.
 */
export const refunds = sqliteTable(
  "refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    lineId: integer("line_id").notNull(),
    refundKey: text("refund_key").notNull(),
    amount: integer("amount").notNull(),
    /** What the planner paid for the line (its total less its coupon share). */
    linePaid: integer("line_paid").notNull(),
    reason: text("reason").notNull().default(""),
    /** "late": a payment that arrived after its unpaid invoice was released or cancelled (ADR 0353). */
    initiatedBy: text("initiated_by", { enum: ["planner", "vendor", "admin", "lapse", "late"] }).notNull(),
    method: text("method", { enum: ["gateway", "bank"] }).notNull(),
    /** The gateway order the payment was made on (gateway refunds). */
    orderId: text("order_id"),
    state: text("state", { enum: REFUND_STATES }).notNull().default("requested"),
    failure: text("failure"),
    bankAccountName: text("bank_account_name").notNull().default(""),
    bankName: text("bank_name").notNull().default(""),
    bankAccount: text("bank_account").notNull().default(""),
    transferReference: text("transfer_reference"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    refundedAt: integer("refunded_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (t) => [
    uniqueIndex("refunds_line_idx").on(t.lineId),
    uniqueIndex("refunds_key_idx").on(t.refundKey),
    index("refunds_invoice_idx").on(t.invoiceId),
    index("refunds_state_idx").on(t.state, t.method),
  ],
);

/** A planner's request to move a line to another start (ADR 0252); the vendor accepts or declines. */
export const dateChangeRequests = sqliteTable(
  "date_change_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lineId: integer("line_id")
      .notNull()
      .references(() => reservationLines.id, { onDelete: "cascade" }),
    invoiceId: integer("invoice_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    fromStartsAt: integer("from_starts_at", { mode: "timestamp_ms" }).notNull(),
    fromEndsAt: integer("from_ends_at", { mode: "timestamp_ms" }).notNull(),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: ["requested", "accepted", "declined", "withdrawn"] }).notNull().default("requested"),
    /** The planner's message with the request. */
    note: text("note").notNull().default(""),
    /** The vendor's message with a decline (ADR 0252). */
    decisionNote: text("decision_note").notNull().default(""),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    decidedByUserId: integer("decided_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("date_change_requests_line_idx").on(t.lineId, t.status),
    index("date_change_requests_supplier_idx").on(t.supplierId, t.status),
    // One open request per line (ADR 0252).
    uniqueIndex("date_change_requests_open_line_idx").on(t.lineId).where(sql`${t.status} = 'requested'`),
  ],
);

/**
 * The ledger (ADR 0257): every rupiah that moves, per reservation line and vendor, append-only
 * (triggers refuse UPDATE and DELETE). For each line: payment = refund + commission + vendor_share.
 * `ref` makes each write idempotent.
 */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    kind: text("kind", { enum: ["payment", "refund", "commission", "vendor_share", "adjustment"] }).notNull(),
    invoiceId: integer("invoice_id").notNull(),
    lineId: integer("line_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    amount: integer("amount").notNull(),
    ref: text("ref").notNull(),
    rateBps: integer("rate_bps"),
    note: text("note").notNull().default(""),
  },
  (t) => [
    uniqueIndex("ledger_entries_ref_idx").on(t.ref),
    index("ledger_entries_line_idx").on(t.lineId, t.kind),
    index("ledger_entries_supplier_idx").on(t.supplierId, t.kind),
  ],
);

/** A transfer to a vendor of its available vendor shares; `payout_items` names the entries it pays. */
export const payouts = sqliteTable(
  "payouts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    supplierId: integer("supplier_id").notNull(),
    batch: text("batch").notNull(),
    amount: integer("amount").notNull(),
    status: text("status", { enum: ["created", "paid"] }).notNull().default("created"),
    /** Our reference, on the bank file and the vendor's statement. */
    reference: text("reference").notNull(),
    accountHolder: text("account_holder").notNull(),
    bankName: text("bank_name").notNull(),
    bankAccount: text("bank_account").notNull(),
    beneficiary: text("beneficiary").notNull(),
    transferReference: text("transfer_reference"),
    paidOn: text("paid_on"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("payouts_supplier_idx").on(t.supplierId, t.status), index("payouts_batch_idx").on(t.batch)],
);

export const payoutItems = sqliteTable(
  "payout_items",
  {
    payoutId: integer("payout_id").notNull().references(() => payouts.id),
    entryId: integer("entry_id").notNull().references(() => ledgerEntries.id),
  },
  (t) => [uniqueIndex("payout_items_entry_idx").on(t.entryId)],
);

/** Platform settings changed by the admin (audited): e.g. commission_bps. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * A planner's review of one paid reservation line whose event has ended (issue 28, ADR 0270):
 * one per line. Ratings are 1-5; food_rating is null when food and beverage was not part of the
 * booking (or not rated). The body is plain text as typed; contact details are masked when shown.
 * No foreign key to the line: an admin-deleted line is moved out of reservation_lines (ADR 0141)
 * and the review stays with its venue.
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reservationLineId: integer("reservation_line_id").notNull(),
    invoiceId: integer("invoice_id").notNull(),
    /** The planner's account; null for a guest booking reviewed through the invoice link. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    /** As shown: the booker's first name and the initial of the last ("Ni Luh S."). */
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    spaceRating: integer("space_rating").notNull(),
    serviceRating: integer("service_rating").notNull(),
    foodRating: integer("food_rating"),
    valueRating: integer("value_rating").notNull(),
    body: text("body").notNull(),
    eventType: text("event_type").notNull(),
    /** YYYY-MM of the event in Bali ("Verified booking - event in Mar 2027"). */
    eventMonth: text("event_month").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    /** The vendor's one public reply. */
    reply: text("reply"),
    repliedAt: integer("replied_at", { mode: "timestamp_ms" }),
    /** The vendor's report to the admin; resolved when the admin hides or keeps the review. */
    reportedAt: integer("reported_at", { mode: "timestamp_ms" }),
    reportReason: text("report_reason"),
    reportResolvedAt: integer("report_resolved_at", { mode: "timestamp_ms" }),
    /** Hidden by the admin (audited): not shown, not counted in the venue's rating. */
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    hiddenReason: text("hidden_reason"),
  },
  (t) => [
    uniqueIndex("reviews_line_idx").on(t.reservationLineId),
    index("reviews_venue_idx").on(t.venueId, t.hiddenAt, t.createdAt),
    index("reviews_supplier_idx").on(t.supplierId, t.createdAt),
    index("reviews_user_idx").on(t.userId),
    index("reviews_reported_idx").on(t.reportedAt, t.reportResolvedAt),
  ],
);

/**
 * Island-wide closure days (ADR 0310): Bali dates (YYYY-MM-DD, Bali calendar day) on which no
 * booking may take place, e.g. Nyepi. Set by the admin; the migration seeds the next Nyepi days.
 */
export const closureDays = sqliteTable("closure_days", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  date: text("date").notNull().unique(),
  name: text("name").notNull(),
  note: text("note").notNull().default(""),
  createdAt: createdAt(),
});

/**
 * Requests for proposal (issue 45, ADR 0410): the /auction form made real. The planner's brief
 * (its inquiry row stays the operator's copy), sent to matching or picked venues.
 */
export const rfps = sqliteTable(
  "rfps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Secret of the planner's link (a guest's only way in), like invoices.access_token: the later mails carry it. */
    accessToken: text("access_token").notNull().unique(),
    language: text("language", { enum: ["en", "id"] }).notNull().default("en"),
    status: text("status", { enum: RFP_STATES }).notNull().default("open"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company").notNull().default(""),
    note: text("note").notNull().default(""),
    eventType: text("event_type").notNull().default("meeting"),
    /** A venue city (venues.location), e.g. "Nusa Dua"; "" or "Bali": anywhere. */
    location: text("location").notNull().default(""),
    headCount: integer("head_count").notNull(),
    budget: integer("budget"),
    flexibleDates: integer("flexible_dates", { mode: "boolean" }).notNull().default(false),
    indoorOutdoor: text("indoor_outdoor", { enum: RFP_INDOOR_OUTDOOR }).notNull().default("any"),
    /** Must-have equipment, as bits of INCLUSION_FEATURES (app/catalog/catalog-tags.ts). */
    mustHaveFlags: integer("must_have_flags").notNull().default(0),
    replyBy: integer("reply_by", { mode: "timestamp_ms" }).notNull(),
    /** When the planner was told nobody answered by the reply-by date (once). */
    noAnswerNotifiedAt: integer("no_answer_notified_at", { mode: "timestamp_ms" }),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    closedReason: text("closed_reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("rfps_status_idx").on(t.status, t.replyBy), index("rfps_user_idx").on(t.userId)],
);

/** The spaces an RFP asks for: a Bali date, times, layout and head count each. */
export const rfpDays = sqliteTable(
  "rfp_days",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    rfpId: integer("rfp_id").notNull().references(() => rfps.id, { onDelete: "cascade" }),
    date: text("date").notNull(), // YYYY-MM-DD, Bali
    startTime: text("start_time").notNull(), // HH:mm
    endTime: text("end_time").notNull(),
    layout: text("layout").notNull(),
    headCount: integer("head_count").notNull(),
  },
  (t) => [index("rfp_days_rfp_idx").on(t.rfpId)],
);

/** One venue's part in an RFP, with Cvent's statuses. */
export const rfpRecipients = sqliteTable(
  "rfp_recipients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    rfpId: integer("rfp_id").notNull().references(() => rfps.id, { onDelete: "cascade" }),
    venueId: integer("venue_id").notNull().references(() => venues.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id, { onDelete: "cascade" }),
    status: text("status", { enum: RECIPIENT_STATES }).notNull().default("awaiting_proposal"),
    /** picked: the planner chose the venue; match: it fitted the brief. */
    source: text("source", { enum: ["picked", "match"] }).notNull(),
    /** The venue's reason (turned down) or the planner's (declined). */
    reason: text("reason").notNull().default(""),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /** The venue's first answer (confirmation, turn-down or proposal): its response time. */
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
    statusAt: integer("status_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("rfp_recipients_rfp_venue_idx").on(t.rfpId, t.venueId),
    index("rfp_recipients_supplier_idx").on(t.supplierId, t.status),
  ],
);

/** A venue's priced answer: lines from its own catalogue, terms from its settings. */
export const rfpProposals = sqliteTable(
  "rfp_proposals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recipientId: integer("recipient_id").notNull().unique().references(() => rfpRecipients.id, { onDelete: "cascade" }),
    rfpId: integer("rfp_id").notNull().references(() => rfps.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id, { onDelete: "cascade" }),
    venueId: integer("venue_id").notNull().references(() => venues.id, { onDelete: "cascade" }),
    /** The lines' catalogue prices, the discount on them (percent) and what is left. */
    subtotal: integer("subtotal").notNull(),
    discountPercent: integer("discount_percent").notNull().default(0),
    discountAmount: integer("discount_amount").notNull().default(0),
    total: integer("total").notNull(),
    concessions: text("concessions").notNull().default(""),
    message: text("message").notNull().default(""),
    paymentPlan: text("payment_plan", { enum: ["full", "deposit"] }).notNull().default("full"),
    validUntil: integer("valid_until", { mode: "timestamp_ms" }).notNull(),
    /** Whether the dates are held until validUntil (the lines' availability blocks). */
    held: integer("held", { mode: "boolean" }).notNull().default(false),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The invoice the award created (checkout), once awarded. */
    invoiceId: integer("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("rfp_proposals_rfp_idx").on(t.rfpId)],
);

export const rfpProposalLines = sqliteTable(
  "rfp_proposal_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    proposalId: integer("proposal_id").notNull().references(() => rfpProposals.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    subVenueId: integer("sub_venue_id").notNull(),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    setup: text("setup").notNull(),
    headCount: integer("head_count").notNull(),
    /** What is booked: head count with the minimum order applied (per person), else hours or days. */
    qty: integer("qty").notNull(),
    unit: text("unit", { enum: PRODUCT_UNITS }).notNull(),
    unitPrice: integer("unit_price").notNull(),
    total: integer("total").notNull(),
    /** The availability block holding the room until the proposal's validUntil; null: not held. */
    holdBlockId: integer("hold_block_id").references(() => availabilityBlocks.id, { onDelete: "set null" }),
  },
  (t) => [index("rfp_proposal_lines_proposal_idx").on(t.proposalId)],
);
