// What each vendor team role may do (ADR 0280): the one table every dashboard loader/action and
// every /v1 vendor call is checked against (requireVendorMember / requireApiVendorMember in
// app/supplier/access.server.ts), and that the dashboard menu is built from. A loader asks for
// "view", an action for "edit"; "edit" includes "view"; a permission missing from a role is 403.
import type { MemberRole } from "~/db/schema";

export const VENDOR_PERMISSIONS = [
  "overview", // the dashboard's action centre
  "profile", // company profile (name, address, contacts), not the bank data
  "listings", // venue info, images, sub venues (rooms)
  "prices", // products: rates, discounts, validity, inclusions, policies
  "availability", // the availability calendar and its calendar feed link
  "blocks", // availability blocks (closing a room or a product for a period)
  "reservations", // bookings: list, detail, acknowledge, CSV; asking the owner to cancel one
  "cancellations", // cancelling a paid booking, which refunds the planner in full (ADR 0352)
  "messages", // conversations with planners
  "bank", // bank data that payouts go to
  "earnings", // earnings and payouts (the revenue figures)
  "documents", // invoices and tax documents
  "members", // the team: invitations, roles, removal, the team's activity
] as const;
export type VendorPermission = (typeof VENDOR_PERMISSIONS)[number];
export type AccessLevel = "view" | "edit";

const ALL_EDIT = Object.fromEntries(VENDOR_PERMISSIONS.map((p) => [p, "edit"])) as Record<VendorPermission, AccessLevel>;

export const ROLE_ACCESS: Record<MemberRole, Partial<Record<VendorPermission, AccessLevel>>> = {
  owner: ALL_EDIT,
  manager: {
    overview: "view",
    profile: "edit",
    listings: "edit",
    prices: "edit",
    availability: "edit",
    blocks: "edit",
    reservations: "edit",
    cancellations: "edit",
    messages: "edit",
  },
  coordinator: {
    overview: "view",
    listings: "view",
    availability: "view",
    blocks: "edit",
    reservations: "edit",
    messages: "edit",
  },
  finance: {
    overview: "view",
    profile: "view",
    listings: "view",
    prices: "view",
    availability: "view",
    reservations: "view",
    messages: "view",
    bank: "edit",
    earnings: "view",
    documents: "edit",
  },
};

export const ROLE_LABELS: Record<MemberRole, string> = {
  owner: "Owner",
  manager: "Manager",
  coordinator: "Event coordinator",
  finance: "Finance",
};

/** One line per role, for the team page and the invitation mail. */
export const ROLE_SUMMARIES: Record<MemberRole, string> = {
  owner: "Everything, including the team, the bank data and cancelling paid bookings (with their refund).",
  manager: "Listings, availability, prices and policies, reservations and messages; cancels paid bookings (with their refund).",
  coordinator: "Reservations and acknowledgements, messages, availability blocks; sees the venue and rooms. Cannot cancel a paid booking: asks the owner to.",
  finance: "Earnings, payouts, bank data and documents; read-only elsewhere. Does not cancel bookings.",
};

export function can(role: MemberRole, permission: VendorPermission, level: AccessLevel = "view"): boolean {
  const granted = ROLE_ACCESS[role][permission];
  return granted === "edit" || (granted === "view" && level === "view");
}

/** Every permission's level for a role, for the UI (menus, read-only forms). */
export function accessOf(role: MemberRole): Record<VendorPermission, AccessLevel | null> {
  return Object.fromEntries(VENDOR_PERMISSIONS.map((p) => [p, ROLE_ACCESS[role][p] ?? null])) as Record<VendorPermission, AccessLevel | null>;
}
