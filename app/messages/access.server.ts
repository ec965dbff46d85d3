// Guards for the messaging routes: who reads which inbox. Every loader and action calls one
// (Remix runs nested loaders in parallel, so a layout's check protects nothing by itself).
// A guest is sent to log in; a logged-in user of the wrong kind, like a non-participant,
// gets 404 (ADR 0111).
import { getCurrentUser, loginRedirect, type CurrentUser } from "~/accounts/session.server";
import { type Viewer } from "~/messages/conversations.server";
import { can, type AccessLevel } from "~/teams/permissions";

export type Area = "planner" | "vendor" | "admin";

/** The viewer a user is in an area, or null when that is not theirs. */
export function viewerFor(user: CurrentUser | null, area: Area): Viewer | null {
  if (!user) return null;
  if (area === "admin") return user.isAdmin ? { role: "admin", userId: user.id } : null;
  if (area === "vendor") {
    return user.isSupplier && !user.isAdmin && user.supplierId && user.memberRole ? { role: "vendor", userId: user.id, supplierId: user.supplierId } : null;
  }
  return user.isCustomer && !user.isSupplier && !user.isAdmin ? { role: "planner", userId: user.id } : null;
}

export function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

/**
 * The viewer of an area. In the vendor area the team role must also allow messages (ADR 0280):
 * reading (and marking read) needs "view", writing "edit"; otherwise 403.
 */
export async function requireViewer(request: Request, area: Area, level: AccessLevel = "view"): Promise<Viewer> {
  const user = await getCurrentUser(request);
  if (!user) throw loginRedirect(request);
  const viewer = viewerFor(user, area);
  if (!viewer) throw notFound();
  if (area === "vendor" && !can(user.memberRole!, "messages", level)) throw new Response("Forbidden: your team role does not allow this", { status: 403 });
  return viewer;
}

/** The `id` route parameter as a conversation id, or 404. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!/^\d{1,12}$/.test(value ?? "") || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/** Whether the user may message venues about an invoice's lines: its owner, as a planner. */
export function plannerOwnsInvoice(user: CurrentUser | null, invoiceUserId: number | null): boolean {
  return !!invoiceUserId && viewerFor(user, "planner")?.userId === invoiceUserId;
}

/** The conversation id this request's page opens in the area (its loader marks it read), or null. */
export function openConversationIdOf(request: Request, area: "planner" | "vendor"): number | null {
  const path = new URL(request.url).pathname;
  const match = (area === "planner" ? /^\/messages\/(\d{1,12})\/?$/ : /^\/dashboard\/messages\/(\d{1,12})\/?$/).exec(path);
  return match ? Number(match[1]) : null;
}
