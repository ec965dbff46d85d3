// Data for the product page's "Message the venue" panel and the response-time note.
import { eq } from "drizzle-orm";
import { getCurrentUser } from "~/accounts/session.server";
import { getDb, tables, first } from "~/db.server";
import { viewerFor } from "~/messages/access.server";
import { productConversationId } from "~/messages/conversations.server";
import { loadDraft } from "~/messages/drafts.server";
import { vendorReplyTime } from "~/messages/reply-time.server";

export type MessageVenuePanelData = {
  productId: number;
  /** planner: the form; guest: the form, sending asks to log in; none: vendors and admins. */
  mode: "planner" | "guest" | "none";
  draft: string;
  draftToken: string | null;
  conversationId: number | null;
  replyTime: string | null;
};

export async function messageVenuePanel(request: Request, productId: number): Promise<MessageVenuePanelData> {
  const supplierId =
    (await first(getDb().select({ supplierId: tables.products.supplierId }).from(tables.products).where(eq(tables.products.id, productId))))?.supplierId ?? null;
  const user = await getCurrentUser(request);
  const viewer = viewerFor(user, "planner");
  const draftToken = new URL(request.url).searchParams.get("draft");
  const draft = await loadDraft(draftToken, productId);
  return {
    productId,
    mode: viewer ? "planner" : user ? "none" : "guest",
    draft: draft ?? "",
    draftToken: draft === null ? null : draftToken,
    conversationId: viewer ? await productConversationId(viewer, productId) : null,
    replyTime: supplierId ? await vendorReplyTime(supplierId) : null,
  };
}

/** The response-time label for a venue page, or null. */
export async function venueReplyTime(venueId: number): Promise<string | null> {
  const venue = await first(getDb().select({ supplierId: tables.venues.supplierId }).from(tables.venues).where(eq(tables.venues.id, venueId)));
  return venue ? await vendorReplyTime(venue.supplierId) : null;
}
