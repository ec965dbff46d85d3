// Who may use the vendor pages and the /v1 vendor calls (ADR 0280): a member of a vendor
// organisation whose role grants the permission asked for (app/teams/permissions.ts). Every
// dashboard loader and action calls requireVendorMember (Remix runs nested loaders in parallel,
// so the layout's check protects nothing by itself), every /v1 vendor call requireApiVendorMember.
// Records are then looked up with the member's supplier id, so another vendor's id reads as
// "not found".
import { asc, eq } from "drizzle-orm";
import { requireApiUser } from "~/accounts/api-auth.server";
import { getCurrentUser, getSession, loginRedirect, type CurrentUser } from "~/accounts/session.server";
import { getDb, tables } from "~/db.server";
import type { MemberRole } from "~/db/schema";
import { accessOf, can, type AccessLevel, type VendorPermission } from "~/teams/permissions";
import { apiError } from "~/http/api.server";

export type Supplier = CurrentUser & { supplierId: number };

/** The member as the pages and domain functions need them. */
export type VendorMember = {
  user: Supplier;
  role: MemberRole;
  supplierId: number;
  /** The venue the member works on (the dashboard's venue switcher); null: all of them. */
  venueId: number | null;
  /** The organisation's venues, oldest first (a hotel group has several). */
  venues: { id: number; name: string }[];
  access: ReturnType<typeof accessOf>;
};

export const FORBIDDEN_MESSAGE = "Forbidden: your team role does not allow this";

function forbidden(): Response {
  return new Response(FORBIDDEN_MESSAGE, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function isVendorMember(user: CurrentUser | null): user is Supplier & { memberRole: MemberRole } {
  return !!user && user.isSupplier && !user.isAdmin && !!user.supplierId && !!user.memberRole;
}

export async function organisationVenues(supplierId: number) {
  return await getDb()
      .select({ id: tables.venues.id, name: tables.venues.name })
      .from(tables.venues)
      .where(eq(tables.venues.supplierId, supplierId))
      .orderBy(asc(tables.venues.id));
}

/** The chosen venue when it is one of the organisation's; otherwise all of them (null). */
export function selectedVenueOf(chosen: unknown, venues: { id: number }[]): number | null {
  if (venues.length <= 1) return null;
  return venues.some((v) => v.id === chosen) ? (chosen as number) : null;
}

/**
 * The venue the one-venue pages (venue info, images, sub venues, products, availability) work
 * on: the one chosen in the switcher, else the oldest; null before the first venue is saved.
 */
export function workingVenueId(member: Pick<VendorMember, "venueId" | "venues">): number | null {
  return member.venueId ?? member.venues[0]?.id ?? null;
}

/**
 * The venue filter of the reservation, message and earnings lists (ADR 0282): `?venue=ID` when
 * the id is one of the organisation's, `?venue=all` or an empty value for all venues, no
 * parameter: the venue chosen in the switcher (null = all). An id of another organisation's
 * venue never filters (the lists are limited to the organisation anyway): it reads as all.
 */
export function venueFilterOf(params: URLSearchParams, member: Pick<VendorMember, "venueId" | "venues">): number | null {
  if (member.venues.length <= 1) return null;
  if (!params.has("venue")) return member.venueId;
  const id = parseId(params.get("venue"));
  return id && member.venues.some((v) => v.id === id) ? id : null;
}

/** The filter as its query value: always written, so "All venues" survives links (e.g. the CSV). */
export function venueFilterParam(member: Pick<VendorMember, "venues">, venue: number | null): string | null {
  if (member.venues.length <= 1) return null;
  return venue ? String(venue) : "all";
}

/**
 * The logged-in team member, when their role grants `permission` at `level`. A guest or a
 * user who is not a vendor member is sent to log in (as before teams); a member whose role
 * does not allow it gets 403.
 */
export async function requireVendorMember(request: Request, permission: VendorPermission, level: AccessLevel): Promise<VendorMember> {
  const user = await getCurrentUser(request);
  if (!isVendorMember(user)) throw loginRedirect(request);
  if (!can(user.memberRole, permission, level)) throw forbidden();
  const venues = await organisationVenues(user.supplierId);
  const session = await getSession(request);
  return {
    user,
    role: user.memberRole,
    supplierId: user.supplierId,
    venueId: selectedVenueOf(session.get("venueId"), venues),
    venues,
    access: accessOf(user.memberRole),
  };
}

/** The /v1 twin: no token 401, a bad token the spec's token error, not a vendor or not allowed 403. */
export async function requireApiVendorMember(request: Request, permission: VendorPermission, level: AccessLevel): Promise<VendorMember> {
  const user = await requireApiUser(request);
  if (!isVendorMember(user)) throw apiError(403, "Forbidden: supplier account required");
  if (!can(user.memberRole, permission, level)) throw apiError(403, FORBIDDEN_MESSAGE);
  const venues = await organisationVenues(user.supplierId);
  return { user, role: user.memberRole, supplierId: user.supplierId, venueId: null, venues, access: accessOf(user.memberRole) };
}

/** The API caller, who must be a supplier (customers and admins get 403). Prefer requireApiVendorMember. */
export async function requireApiSupplier(request: Request, permission: VendorPermission, level: AccessLevel): Promise<Supplier> {
  return (await requireApiVendorMember(request, permission, level)).user;
}

/** Refuses (403) a member whose role lacks a second permission an action needs (e.g. cancelling a paid booking). */
export function requireMemberCan(member: Pick<VendorMember, "role">, permission: VendorPermission, level: AccessLevel): void {
  if (!can(member.role, permission, level)) throw forbidden();
}

/** The member's role allows a second permission (e.g. the bank fields of the profile form). */
export function memberCan(member: Pick<VendorMember, "role">, permission: VendorPermission, level: AccessLevel): boolean {
  return can(member.role, permission, level);
}

export function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export function parseId(value: unknown): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
