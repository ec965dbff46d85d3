// Planner-vendor conversations (ADR 0111). Every function takes a Viewer, built from the
// logged-in user by the guards in access.server.ts, and answers null for a conversation the
// viewer is not part of, so routes answer 404 without telling whether it exists.
import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { contactsRevealed, maskContactDetails } from "~/messages/masking.server";
import { notifyOtherParty } from "~/messages/notify.server";
import { formatDateTime } from "~/utils/format";

export type Viewer =
  | { role: "planner"; userId: number }
  | { role: "vendor"; userId: number; supplierId: number }
  | { role: "admin"; userId: number };

export type SenderRole = "planner" | "vendor";
type Conversation = typeof schema.conversations.$inferSelect;
type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

export const CONVERSATIONS_PAGE_SIZE = 30;

/** Where a viewer's pages for conversation `id` live. */
export function conversationPath(role: Viewer["role"], id: number): string {
  return role === "planner" ? `/messages/${id}` : role === "vendor" ? `/dashboard/messages/${id}` : `/admin/messages/${id}`;
}

function isParticipant(viewer: Viewer, c: Pick<Conversation, "plannerUserId" | "supplierId">): boolean {
  if (viewer.role === "admin") return true;
  if (viewer.role === "planner") return c.plannerUserId === viewer.userId;
  return c.supplierId === viewer.supplierId;
}

/** The conversation when the viewer may read it (participant, or admin), else null. */
export function findConversation(viewer: Viewer, id: number): Conversation | null {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = getDb().select().from(schema.conversations).where(eq(schema.conversations.id, id)).get();
  return row && isParticipant(viewer, row) ? row : null;
}

/** Text as a participant sees it: masked before payment; the admin reads it as sent. */
function shownText(viewer: Viewer, body: string, masked: boolean) {
  return masked && viewer.role !== "admin" ? maskContactDetails(body) : body;
}

// ---------------------------------------------------------------------------------------
// Subjects: a product, or a booked reservation line (invoice and date), with links.

export type SubjectView = {
  kind: "product" | "booking";
  title: string;
  detail: string;
  href: string | null;
};

/** The name planners know the vendor by: the conversation's venue (a hotel group has several, ADR 0282), else its oldest one. */
function venueNameOf(supplierId: number, c?: Pick<Conversation, "productId" | "reservationLineId">): string {
  const venueId = c
    ? (c.productId ? getDb().select({ v: schema.products.venueId }).from(schema.products).where(eq(schema.products.id, c.productId)).get()?.v : undefined) ??
      (c.reservationLineId ? getDb().select({ v: schema.reservationLines.venueId }).from(schema.reservationLines).where(eq(schema.reservationLines.id, c.reservationLineId)).get()?.v : undefined)
    : undefined;
  return (
    (venueId ? getDb().select({ name: schema.venues.name }).from(schema.venues).where(and(eq(schema.venues.id, venueId), eq(schema.venues.supplierId, supplierId))).get()?.name : undefined) ??
    getDb().select({ name: schema.venues.name }).from(schema.venues).where(eq(schema.venues.supplierId, supplierId)).orderBy(schema.venues.id).get()?.name ??
    getDb().select({ name: schema.suppliers.name }).from(schema.suppliers).where(eq(schema.suppliers.id, supplierId)).get()?.name ??
    "The venue"
  );
}

function subjectOf(viewer: Viewer, c: Conversation): SubjectView {
  const db = getDb();
  if (c.reservationLineId) {
    const found = db
      .select({ line: schema.reservationLines, invoiceNo: schema.invoices.invoiceNo })
      .from(schema.reservationLines)
      .innerJoin(schema.invoices, eq(schema.invoices.id, schema.reservationLines.invoiceId))
      .where(eq(schema.reservationLines.id, c.reservationLineId))
      .get();
    if (found) {
      const href =
        viewer.role === "planner" ? "/my-reservation"
        : viewer.role === "vendor" ? `/dashboard/manage-reservations?detail=${found.line.id}`
        : null;
      return {
        kind: "booking",
        title: `Booking ${found.invoiceNo}`,
        detail: `${found.line.productName}, ${found.line.subVenueName} · ${formatDateTime(found.line.startsAt)}`,
        href,
      };
    }
  }
  if (c.productId) {
    const product = db
      .select({ id: schema.products.id, name: schema.products.productName, subVenue: schema.subVenues.name })
      .from(schema.products)
      .innerJoin(schema.subVenues, eq(schema.subVenues.id, schema.products.subVenueId))
      .where(eq(schema.products.id, c.productId))
      .get();
    if (product) {
      return { kind: "product", title: product.name, detail: product.subVenue, href: `/product-detail/${product.id}` };
    }
  }
  return { kind: c.subjectKey.startsWith("line:") ? "booking" : "product", title: "A product no longer listed", detail: "", href: null };
}

function plannerNameOf(userId: number): string {
  const u = getDb().select({ firstName: schema.users.firstName, lastName: schema.users.lastName }).from(schema.users).where(eq(schema.users.id, userId)).get();
  return u ? `${u.firstName} ${u.lastName}`.trim() : "Planner";
}

// ---------------------------------------------------------------------------------------
// Reading

/** mine: from the viewer's side; byMe: written by the viewer (a teammate's message is mine, not byMe). */
export type MessageView = { id: number; mine: boolean; byMe: boolean; sender: string; body: string; sentAt: string; sentAtIso: string };

export type ConversationView = {
  id: number;
  subject: SubjectView;
  venueName: string;
  plannerName: string;
  /** The other participant's name as this viewer sees it. */
  counterpart: string;
  masked: boolean;
  readOnly: boolean;
  messages: MessageView[];
  /** Id of the viewer's own last message: the reply form starts empty after each send. */
  lastOwnMessageId: number;
};

export function getConversationView(viewer: Viewer, id: number): ConversationView | null {
  const c = findConversation(viewer, id);
  if (!c) return null;
  const venueName = venueNameOf(c.supplierId, c);
  const plannerName = plannerNameOf(c.plannerUserId);
  const masked = !contactsRevealed(getDb(), c.plannerUserId, c.supplierId);
  const rows = getDb()
    .select()
    .from(schema.messages)
    .where(eq(schema.messages.conversationId, c.id))
    .orderBy(schema.messages.id)
    .all();
  const ownRole: SenderRole | null = viewer.role === "admin" ? null : viewer.role;
  // The vendor's team and the admin see which member wrote each vendor message (ADR 0281);
  // the planner sees the venue.
  const memberNames = new Map<number, string>();
  if (viewer.role !== "planner") {
    const ids = [...new Set(rows.filter((m) => m.senderRole === "vendor" && m.senderUserId).map((m) => m.senderUserId!))];
    if (ids.length) {
      for (const u of getDb().select({ id: schema.users.id, firstName: schema.users.firstName, lastName: schema.users.lastName }).from(schema.users).where(inArray(schema.users.id, ids)).all()) {
        memberNames.set(u.id, `${u.firstName} ${u.lastName}`.trim());
      }
    }
  }
  const vendorSender = (userId: number | null) => (userId && memberNames.get(userId) ? `${venueName} (${memberNames.get(userId)})` : venueName);
  return {
    id: c.id,
    subject: subjectOf(viewer, c),
    venueName,
    plannerName,
    counterpart: viewer.role === "planner" ? venueName : plannerName,
    masked,
    readOnly: viewer.role === "admin",
    messages: rows.map((m) => ({
      id: m.id,
      mine: m.senderRole === ownRole,
      byMe: m.senderRole === ownRole && (viewer.role !== "vendor" || !m.senderUserId || m.senderUserId === viewer.userId),
      sender: m.senderRole === "planner" ? plannerName : vendorSender(m.senderUserId),
      body: shownText(viewer, m.body, masked),
      sentAt: formatDateTime(m.createdAt),
      sentAtIso: m.createdAt.toISOString(),
    })),
    lastOwnMessageId: rows.filter((m) => m.senderRole === ownRole).at(-1)?.id ?? 0,
  };
}

/** Marks every message in the conversation read for the viewer (participants only). */
export function markConversationRead(viewer: Viewer, id: number): boolean {
  if (viewer.role === "admin") return false;
  const c = findConversation(viewer, id);
  if (!c) return false;
  const db = getDb();
  const last = db
    .select({ id: sql<number>`max(${schema.messages.id})` })
    .from(schema.messages)
    .where(eq(schema.messages.conversationId, c.id))
    .get()?.id ?? 0;
  db.update(schema.conversations)
    .set(viewer.role === "planner" ? { plannerReadMessageId: last } : { supplierReadMessageId: last })
    .where(eq(schema.conversations.id, c.id))
    .run();
  return true;
}

function scopeOf(viewer: Viewer) {
  if (viewer.role === "planner") return eq(schema.conversations.plannerUserId, viewer.userId);
  if (viewer.role === "vendor") return eq(schema.conversations.supplierId, viewer.supplierId);
  return undefined;
}

/**
 * Messages from the other side the viewer has not read yet, over all their conversations.
 * `openConversationId`: the conversation this very request opens (and its loader marks read,
 * in parallel with the layout asking for this count) counts as read.
 */
export function unreadMessageCount(viewer: Viewer, { openConversationId }: { openConversationId?: number | null } = {}): number {
  if (viewer.role === "admin") return 0;
  const fromOtherSide: SenderRole = viewer.role === "planner" ? "vendor" : "planner";
  const readMarker = viewer.role === "planner" ? schema.conversations.plannerReadMessageId : schema.conversations.supplierReadMessageId;
  const row = getDb()
    .select({ n: sql<number>`count(*)` })
    .from(schema.messages)
    .innerJoin(schema.conversations, eq(schema.conversations.id, schema.messages.conversationId))
    .where(
      and(
        scopeOf(viewer),
        eq(schema.messages.senderRole, fromOtherSide),
        gt(schema.messages.id, readMarker),
        openConversationId ? ne(schema.conversations.id, openConversationId) : undefined,
      ),
    )
    .get();
  return row?.n ?? 0;
}

export type ConversationRow = {
  id: number;
  href: string;
  counterpart: string;
  plannerName: string;
  venueName: string;
  subject: SubjectView;
  lastMessage: string;
  lastMessageFromMe: boolean;
  lastMessageAt: string;
  unread: number;
};

/**
 * The venue a conversation is about: its product's, else its booking's (a conversation about
 * neither belongs to no single venue and shows under "All venues" only; ADR 0282).
 */
const conversationVenueId = sql<number | null>`coalesce(
  (select ${schema.products.venueId} from ${schema.products} where ${schema.products.id} = ${schema.conversations.productId}),
  (select ${schema.reservationLines.venueId} from ${schema.reservationLines} where ${schema.reservationLines.id} = ${schema.conversations.reservationLineId})
)`;

/** The viewer's conversations, most recent first (the admin sees all); venueId: one venue's. */
export function listConversations(viewer: Viewer, { page = 1, venueId }: { page?: number; venueId?: number | null } = {}): { rows: ConversationRow[]; total: number } {
  const db = getDb();
  const where = and(scopeOf(viewer), venueId ? sql`${conversationVenueId} = ${venueId}` : undefined);
  const total = db.select({ n: sql<number>`count(*)` }).from(schema.conversations).where(where).get()?.n ?? 0;
  const list = db
    .select()
    .from(schema.conversations)
    .where(where)
    .orderBy(desc(schema.conversations.lastMessageAt), desc(schema.conversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * CONVERSATIONS_PAGE_SIZE)
    .all();
  if (!list.length) return { rows: [], total };
  const ids = list.map((c) => c.id);
  const last = new Map(
    db
      .select()
      .from(schema.messages)
      .where(
        inArray(
          schema.messages.id,
          db.select({ id: sql<number>`max(${schema.messages.id})` }).from(schema.messages).where(inArray(schema.messages.conversationId, ids)).groupBy(schema.messages.conversationId),
        ),
      )
      .all()
      .map((m) => [m.conversationId, m]),
  );
  const unread = new Map<number, number>();
  if (viewer.role !== "admin") {
    const fromOtherSide: SenderRole = viewer.role === "planner" ? "vendor" : "planner";
    const readMarker = viewer.role === "planner" ? schema.conversations.plannerReadMessageId : schema.conversations.supplierReadMessageId;
    for (const r of db
      .select({ id: schema.conversations.id, n: sql<number>`count(*)` })
      .from(schema.messages)
      .innerJoin(schema.conversations, eq(schema.conversations.id, schema.messages.conversationId))
      .where(and(inArray(schema.conversations.id, ids), eq(schema.messages.senderRole, fromOtherSide), gt(schema.messages.id, readMarker)))
      .groupBy(schema.conversations.id)
      .all()) {
      unread.set(r.id, r.n);
    }
  }
  const ownRole = viewer.role === "admin" ? null : viewer.role;
  const rows = list.map((c): ConversationRow => {
    const m = last.get(c.id);
    const venueName = venueNameOf(c.supplierId, c);
    const plannerName = plannerNameOf(c.plannerUserId);
    const masked = viewer.role !== "admin" && !contactsRevealed(getDb(), c.plannerUserId, c.supplierId);
    const text = m ? shownText(viewer, m.body, masked) : "";
    return {
      id: c.id,
      href: conversationPath(viewer.role, c.id),
      counterpart: viewer.role === "planner" ? venueName : plannerName,
      plannerName,
      venueName,
      subject: subjectOf(viewer, c),
      lastMessage: text.length > 140 ? `${text.slice(0, 139)}…` : text,
      lastMessageFromMe: !!m && m.senderRole === ownRole,
      lastMessageAt: formatDateTime(c.lastMessageAt),
      unread: unread.get(c.id) ?? 0,
    };
  });
  return { rows, total };
}

// ---------------------------------------------------------------------------------------
// Writing

export type SendResult =
  | { ok: true; conversationId: number; mailIds: number[] }
  | { ok: false; status: 403 | 404 | 409; formError: string };

function appendMessage(
  tx: Tx,
  c: Conversation,
  sender: { role: SenderRole; userId: number },
  body: string,
  context: { origin: string; now: Date },
): number[] {
  const message = tx
    .insert(schema.messages)
    .values({ conversationId: c.id, senderUserId: sender.userId, senderRole: sender.role, body, createdAt: context.now })
    .returning({ id: schema.messages.id })
    .get();
  tx.update(schema.conversations)
    .set({
      lastMessageAt: context.now,
      // Whoever writes has read everything so far.
      ...(sender.role === "planner" ? { plannerReadMessageId: message.id } : { supplierReadMessageId: message.id }),
    })
    .where(eq(schema.conversations.id, c.id))
    .run();
  return notifyOtherParty(tx, c, sender.role, body, context);
}

function findOrCreate(
  tx: Tx,
  values: { plannerUserId: number; supplierId: number; productId: number | null; reservationLineId: number | null; subjectKey: string },
  now: Date,
): Conversation {
  const existing = tx
    .select()
    .from(schema.conversations)
    .where(
      and(
        eq(schema.conversations.plannerUserId, values.plannerUserId),
        eq(schema.conversations.supplierId, values.supplierId),
        eq(schema.conversations.subjectKey, values.subjectKey),
      ),
    )
    .get();
  if (existing) return existing;
  return tx.insert(schema.conversations).values({ ...values, lastMessageAt: now, createdAt: now }).returning().get();
}

type SendContext = { origin: string; now?: Date };

/** A planner's message about a product: into their conversation with its venue, opened on first use. */
export function sendAboutProduct(viewer: Viewer, productId: number, body: string, { origin, now = new Date() }: SendContext): SendResult {
  if (viewer.role !== "planner") return { ok: false, status: 403, formError: "Only planner accounts can message a venue." };
  const db = getDb();
  const product = Number.isSafeInteger(productId)
    ? db.select({ id: schema.products.id, supplierId: schema.products.supplierId }).from(schema.products).where(eq(schema.products.id, productId)).get()
    : undefined;
  if (!product) return { ok: false, status: 404, formError: "This product no longer exists." };
  return db.transaction((tx) => {
    const c = findOrCreate(
      tx,
      { plannerUserId: viewer.userId, supplierId: product.supplierId, productId: product.id, reservationLineId: null, subjectKey: `product:${product.id}` },
      now,
    );
    const mailIds = appendMessage(tx, c, { role: "planner", userId: viewer.userId }, body, { origin, now });
    return { ok: true as const, conversationId: c.id, mailIds };
  });
}

export type LineContext = { lineId: number; plannerUserId: number; supplierId: number; existingConversationId: number | null; subject: SubjectView };

/**
 * A booked line the viewer may start a conversation about: the planner's own (an invoice
 * of their account), or one of the vendor's lines booked from an account (guests' bookings
 * have nobody to write to). Null otherwise.
 */
export function lineContext(viewer: Viewer, lineId: number): LineContext | null {
  if (viewer.role === "admin" || !Number.isSafeInteger(lineId) || lineId < 1) return null;
  const found = getDb()
    .select({ line: schema.reservationLines, invoice: schema.invoices })
    .from(schema.reservationLines)
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.reservationLines.invoiceId))
    .where(eq(schema.reservationLines.id, lineId))
    .get();
  if (!found || !found.invoice.userId) return null;
  if (viewer.role === "planner" && found.invoice.userId !== viewer.userId) return null;
  if (viewer.role === "vendor" && found.line.supplierId !== viewer.supplierId) return null;
  const plannerUserId = found.invoice.userId;
  const supplierId = found.line.supplierId;
  const existing = getDb()
    .select({ id: schema.conversations.id })
    .from(schema.conversations)
    .where(
      and(
        eq(schema.conversations.plannerUserId, plannerUserId),
        eq(schema.conversations.supplierId, supplierId),
        eq(schema.conversations.subjectKey, `line:${lineId}`),
      ),
    )
    .get();
  const pseudo = { reservationLineId: lineId, productId: found.line.productId, subjectKey: `line:${lineId}` } as Conversation;
  return { lineId, plannerUserId, supplierId, existingConversationId: existing?.id ?? null, subject: subjectOf(viewer, pseudo) };
}

/** A message about a booked line, from its planner or its vendor. */
export function sendAboutLine(viewer: Viewer, lineId: number, body: string, { origin, now = new Date() }: SendContext): SendResult {
  if (viewer.role === "admin") return { ok: false, status: 403, formError: "The admin reads conversations only." };
  const context = lineContext(viewer, lineId);
  if (!context) return { ok: false, status: 404, formError: "This booking cannot be found." };
  const found = getDb().select({ productId: schema.reservationLines.productId }).from(schema.reservationLines).where(eq(schema.reservationLines.id, lineId)).get();
  return getDb().transaction((tx) => {
    const c = findOrCreate(
      tx,
      { plannerUserId: context.plannerUserId, supplierId: context.supplierId, productId: found?.productId ?? null, reservationLineId: lineId, subjectKey: `line:${lineId}` },
      now,
    );
    const mailIds = appendMessage(tx, c, { role: viewer.role, userId: viewer.userId }, body, { origin, now });
    return { ok: true as const, conversationId: c.id, mailIds };
  });
}

/** A reply in an existing conversation, by one of its two participants. */
export function sendReply(viewer: Viewer, conversationId: number, body: string, { origin, now = new Date() }: SendContext): SendResult {
  if (viewer.role === "admin") return { ok: false, status: 403, formError: "The admin reads conversations only." };
  const c = findConversation(viewer, conversationId);
  if (!c) return { ok: false, status: 404, formError: "This conversation cannot be found." };
  return getDb().transaction((tx) => {
    const mailIds = appendMessage(tx, c, { role: viewer.role, userId: viewer.userId }, body, { origin, now });
    return { ok: true as const, conversationId: c.id, mailIds };
  });
}

/** The planner's conversation about a product, if they have one (the product page links it). */
export function productConversationId(viewer: Viewer, productId: number): number | null {
  if (viewer.role !== "planner") return null;
  return (
    getDb()
      .select({ id: schema.conversations.id })
      .from(schema.conversations)
      .where(and(eq(schema.conversations.plannerUserId, viewer.userId), eq(schema.conversations.subjectKey, `product:${productId}`)))
      .get()?.id ?? null
  );
}

export type ComposeTarget = { kind: "product"; productId: number } | { kind: "line"; lineId: number };

export type ComposeContext = { subject: SubjectView; counterpart: string; existingConversationId: number | null };

/**
 * What a new conversation would be about and with whom, when the viewer may start it: a
 * planner about any listed product or their own booked line; a vendor about one of their
 * lines booked from an account. Null otherwise (404).
 */
export function composeContext(viewer: Viewer, target: ComposeTarget): ComposeContext | null {
  if (target.kind === "line") {
    const context = lineContext(viewer, target.lineId);
    if (!context) return null;
    return {
      subject: context.subject,
      counterpart: viewer.role === "planner" ? venueNameOf(context.supplierId) : plannerNameOf(context.plannerUserId),
      existingConversationId: context.existingConversationId,
    };
  }
  if (viewer.role !== "planner" || !Number.isSafeInteger(target.productId) || target.productId < 1) return null;
  const product = getDb().select({ supplierId: schema.products.supplierId }).from(schema.products).where(eq(schema.products.id, target.productId)).get();
  if (!product) return null;
  const pseudo = { productId: target.productId, reservationLineId: null, subjectKey: `product:${target.productId}` } as Conversation;
  return {
    subject: subjectOf(viewer, pseudo),
    counterpart: venueNameOf(product.supplierId),
    existingConversationId: productConversationId(viewer, target.productId),
  };
}

/** `?product=ID` or `?line=ID` of a compose URL, or null. */
export function composeTargetFrom(url: URL): ComposeTarget | null {
  const product = url.searchParams.get("product");
  const line = url.searchParams.get("line");
  const asId = (v: string) => (/^\d{1,12}$/.test(v) && Number(v) > 0 ? Number(v) : null);
  if (product !== null && line === null) {
    const productId = asId(product);
    return productId ? { kind: "product", productId } : null;
  }
  if (line !== null && product === null) {
    const lineId = asId(line);
    return lineId ? { kind: "line", lineId } : null;
  }
  return null;
}

export function composePath(area: "planner" | "vendor", target: ComposeTarget): string {
  const base = area === "planner" ? "/messages/new" : "/dashboard/messages/new";
  return target.kind === "product" ? `${base}?product=${target.productId}` : `${base}?line=${target.lineId}`;
}
