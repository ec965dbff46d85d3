// Data for the product page's "Message the venue" panel and the response-time note.
import { eq } from "drizzle-orm";
import { getCurrentUser } from "~/accounts/session.server";
import { getDb, schema } from "~/db.server";
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
    getDb().select({ supplierId: schema.products.supplierId }).from(schema.products).where(eq(schema.products.id, productId)).get()?.supplierId ?? null;
  const user = await getCurrentUser(request);
  const viewer = viewerFor(user, "planner");
  const draftToken = new URL(request.url).searchParams.get("draft");
  const draft = loadDraft(draftToken, productId);
  return {
    productId,
    mode: viewer ? "planner" : user ? "none" : "guest",
    draft: draft ?? "",
    draftToken: draft === null ? null : draftToken,
    conversationId: viewer ? productConversationId(viewer, productId) : null,
    replyTime: supplierId ? vendorReplyTime(supplierId) : null,
  };
}

/** The response-time label for a venue page, or null. */
export function venueReplyTime(venueId: number): string | null {
  const venue = getDb().select({ supplierId: schema.venues.supplierId }).from(schema.venues).where(eq(schema.venues.id, venueId)).get();
  return venue ? vendorReplyTime(venue.supplierId) : null;
}
