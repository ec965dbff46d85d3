// The admin report's two month bases (ADR 0355): apart from payouts.server.ts because the page's
// component reads the list in the browser, where .server modules are empty.
export const REPORT_BASES = ["payment", "event"] as const;
export type ReportBasis = (typeof REPORT_BASES)[number];

export function reportBasisOf(value: string | null | undefined): ReportBasis {
  return value === "event" ? "event" : "payment";
}
