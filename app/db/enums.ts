// The cancellation tiers' stored names (ADR 0250). No imports: the schema (also read by
// drizzle-kit) and the browser bundle both use it.
export const CANCELLATION_POLICIES = ["very_flexible", "flexible", "standard_30", "standard_90"] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
