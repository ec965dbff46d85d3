// The stored values of the schema's enumerated columns, for the schema (also read by
// drizzle-kit), the domain rules and the browser bundle alike. No imports, so any layer and the
// client may use it (routes too: it holds no query).

/** The cancellation tiers' stored names (ADR 0250). */
export const CANCELLATION_POLICIES = ["very_flexible", "flexible", "standard_30", "standard_90"] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/**
 * Whether a product's price includes tax and service charge (ADR 0263); the words are
 * app/catalog/tax-and-service.ts.
 */
export const TAX_AND_SERVICE = ["included", "added"] as const;
export type TaxAndService = (typeof TAX_AND_SERVICE)[number];

/** A vendor organisation's team roles (ADR 0280); what each may do is app/teams/permissions.ts. */
export const MEMBER_ROLES = ["owner", "manager", "coordinator", "finance"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The admin's payment status choices (the same list as ADMIN_PAYMENT_STATUSES in schema.ts). */
export const PAYMENT_STATUS_OPTIONS = ["Waiting Payment", "Booking Fee", "Down Payment", "Full Paid"] as const;
