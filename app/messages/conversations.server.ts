// Planner-vendor conversations (ADR 0111). Every function takes a Viewer, built from the
// logged-in user by the guards in access.server.ts, and answers null for a conversation the
// viewer is not part of, so routes answer 404 without telling whether it exists.
import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { getDb, preparedFirst, tables, first, run, write, transaction, type DB } from "~/db.server";
import { contactsRevealed, maskContactDetails } from "~/messages/masking.server";
import { notifyOtherParty } from "~/messages/notify.server";
import { formatDateTime } from "~/utils/format";
import { msg } from "~/i18n/message-ref";

export type Viewer =
  | { role: "planner"; userId: number }
  | { role: "vendor"; userId: number; supplierId: number }
  | { role: "admin"; userId: number };

export type SenderRole = "planner" | "vendor";
type Conversation = typeof tables.conversations.$inferSelect;
type Tx = DB;

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
export async function findConversation(viewer: Viewer, id: number): Promise<Conversation | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = await first(getDb().select().from(tables.conversations).where(eq(tables.conversations.id, id)));
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
async function venueNameOf(supplierId: number, c?: Pick<Conversation, "productId" | "reservationLineId">): Promise<string> {
  const venueId = c
    ? (c.productId ? (await first(getDb().select({ v: tables.products.venueId }).from(tables.products).where(eq(tables.products.id, c.productId))))?.v : undefined) ??
      (c.reservationLineId ? (await first(getDb().select({ v: tables.reservationLines.venueId }).from(tables.reservationLines).where(eq(tables.reservationLines.id, c.reservationLineId))))?.v : undefined)
    : undefined;
  return (
    (venueId ? (await first(getDb().select({ name: tables.venues.name }).from(tables.venues).where(and(eq(tables.venues.id, venueId), eq(tables.venues.supplierId, supplierId)))))?.name : undefined) ??
    (await first(getDb().select({ name: tables.venues.name }).from(tables.venues).where(eq(tables.venues.supplierId, supplierId)).orderBy(tables.venues.id)))?.name ??
    (await first(getDb().select({ name: tables.suppliers.name }).from(tables.suppliers).where(eq(tables.suppliers.id, supplierId))))?.name ??
    "The venue"
  );
}

async function subjectOf(viewer: Viewer, c: Conversation): Promise<SubjectView> {
  const db = getDb();
  if (c.reservationLineId) {
    const found = await first(db
          .select({ line: tables.reservationLines, invoiceNo: tables.invoices.invoiceNo })
          .from(tables.reservationLines)
          .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
          .where(eq(tables.reservationLines.id, c.reservationLineId)));
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
    const product = await first(db
          .select({ id: tables.products.id, name: tables.products.productName, subVenue: tables.subVenues.name })
          .from(tables.products)
          .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
          .where(eq(tables.products.id, c.productId)));
    if (product) {
      return { kind: "product", title: product.name, detail: product.subVenue, href: `/product-detail/${product.id}` };
    }
  }
  return { kind: c.subjectKey.startsWith("line:") ? "booking" : "product", title: "A product no longer listed", detail: "", href: null };
}

async function plannerNameOf(userId: number): Promise<string> {
  const u = await first(getDb().select({ firstName: tables.users.firstName, lastName: tables.users.lastName }).from(tables.users).where(eq(tables.users.id, userId)));
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

export async function getConversationView(viewer: Viewer, id: number): Promise<ConversationView | null> {
  const c = await findConversation(viewer, id);
  if (!c) return null;
  const venueName = await venueNameOf(c.supplierId, c);
  const plannerName = await plannerNameOf(c.plannerUserId);
  const masked = !await contactsRevealed(getDb(), c.plannerUserId, c.supplierId);
  const rows = await getDb()
      .select()
      .from(tables.messages)
      .where(eq(tables.messages.conversationId, c.id))
      .orderBy(tables.messages.id);
  const ownRole: SenderRole | null = viewer.role === "admin" ? null : viewer.role;
  // The vendor's team and the admin see which member wrote each vendor message (ADR 0281);
  // the planner sees the venue.
  const memberNames = new Map<number, string>();
  if (viewer.role !== "planner") {
    const ids = [...new Set(rows.filter((m) => m.senderRole === "vendor" && m.senderUserId).map((m) => m.senderUserId!))];
    if (ids.length) {
      for (const u of await getDb().select({ id: tables.users.id, firstName: tables.users.firstName, lastName: tables.users.lastName }).from(tables.users).where(inArray(tables.users.id, ids))) {
        memberNames.set(u.id, `${u.firstName} ${u.lastName}`.trim());
      }
    }
  }
  const vendorSender = (userId: number | null) => (userId && memberNames.get(userId) ? `${venueName} (${memberNames.get(userId)})` : venueName);
  return {
    id: c.id,
    subject: await subjectOf(viewer, c),
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
export async function markConversationRead(viewer: Viewer, id: number): Promise<boolean> {
  if (viewer.role === "admin") return false;
  const c = await findConversation(viewer, id);
  if (!c) return false;
  const db = getDb();
  const last = (await first(db
      .select({ id: sql<number>`max(${tables.messages.id})` })
      .from(tables.messages)
      .where(eq(tables.messages.conversationId, c.id))))?.id ?? 0;
  await run((db) => db.update(tables.conversations)
        .set(viewer.role === "planner" ? { plannerReadMessageId: last } : { supplierReadMessageId: last })
        .where(eq(tables.conversations.id, c.id)));
  return true;
}

function scopeOf(viewer: Viewer) {
  if (viewer.role === "planner") return eq(tables.conversations.plannerUserId, viewer.userId);
  if (viewer.role === "vendor") return eq(tables.conversations.supplierId, viewer.supplierId);
  return undefined;
}

/**
 * Messages from the other side the viewer has not read yet, over all their conversations.
 * `openConversationId`: the conversation this very request opens (and its loader marks read,
 * in parallel with the layout asking for this count) counts as read.
 */
export async function unreadMessageCount(viewer: Viewer, { openConversationId }: { openConversationId?: number | null } = {}): Promise<number> {
  if (viewer.role === "admin") return 0;
  const planner = viewer.role === "planner";
  // Prepared once per side: the layout asks on every page a planner or vendor opens (ADR 0445).
  const row = await preparedFirst(
    planner ? "unread-messages-of-planner" : "unread-messages-of-vendor",
    (d) =>
      d
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(tables.messages)
        .innerJoin(tables.conversations, eq(tables.conversations.id, tables.messages.conversationId))
        .where(
          and(
            planner ? eq(tables.conversations.plannerUserId, sql.placeholder("owner")) : eq(tables.conversations.supplierId, sql.placeholder("owner")),
            eq(tables.messages.senderRole, planner ? "vendor" : "planner"),
            gt(tables.messages.id, planner ? tables.conversations.plannerReadMessageId : tables.conversations.supplierReadMessageId),
            // No conversation has id 0: "none open" compares with it.
            ne(tables.conversations.id, sql.placeholder("open")),
          ),
        ),
    { owner: planner ? viewer.userId : viewer.supplierId, open: openConversationId ?? 0 },
  );
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
const conversationVenueId = () => sql<number | null>`coalesce(
  (select ${tables.products.venueId} from ${tables.products} where ${tables.products.id} = ${tables.conversations.productId}),
  (select ${tables.reservationLines.venueId} from ${tables.reservationLines} where ${tables.reservationLines.id} = ${tables.conversations.reservationLineId})
)`;

/** The viewer's conversations, most recent first (the admin sees all); venueId: one venue's. */
export async function listConversations(viewer: Viewer, { page = 1, venueId }: { page?: number; venueId?: number | null } = {}): Promise<{ rows: ConversationRow[]; total: number }> {
  const db = getDb();
  const where = and(scopeOf(viewer), venueId ? sql`${conversationVenueId()} = ${venueId}` : undefined);
  const total = (await first(db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(tables.conversations).where(where)))?.n ?? 0;
  const list = await db
      .select()
      .from(tables.conversations)
      .where(where)
      .orderBy(desc(tables.conversations.lastMessageAt), desc(tables.conversations.id))
      .limit(CONVERSATIONS_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * CONVERSATIONS_PAGE_SIZE);
  if (!list.length) return { rows: [], total };
  const ids = list.map((c) => c.id);
  const last = new Map(
    (await db
            .select()
            .from(tables.messages)
            .where(
              inArray(
                tables.messages.id,
                db.select({ id: sql<number>`max(${tables.messages.id})` }).from(tables.messages).where(inArray(tables.messages.conversationId, ids)).groupBy(tables.messages.conversationId),
              ),
            ))
      .map((m) => [m.conversationId, m]),
  );
  const unread = new Map<number, number>();
  if (viewer.role !== "admin") {
    const fromOtherSide: SenderRole = viewer.role === "planner" ? "vendor" : "planner";
    const readMarker = viewer.role === "planner" ? tables.conversations.plannerReadMessageId : tables.conversations.supplierReadMessageId;
    for (const r of await db
          .select({ id: tables.conversations.id, n: sql<number>`count(*)`.mapWith(Number) })
          .from(tables.messages)
          .innerJoin(tables.conversations, eq(tables.conversations.id, tables.messages.conversationId))
          .where(and(inArray(tables.conversations.id, ids), eq(tables.messages.senderRole, fromOtherSide), gt(tables.messages.id, readMarker)))
          .groupBy(tables.conversations.id)) {
      unread.set(r.id, r.n);
    }
  }
  const ownRole = viewer.role === "admin" ? null : viewer.role;
  const rows = await Promise.all(list.map(async (c): Promise<ConversationRow> => {
    const m = last.get(c.id);
    const venueName = await venueNameOf(c.supplierId, c);
    const plannerName = await plannerNameOf(c.plannerUserId);
    const masked = viewer.role !== "admin" && !await contactsRevealed(getDb(), c.plannerUserId, c.supplierId);
    const text = m ? shownText(viewer, m.body, masked) : "";
    return {
      id: c.id,
      href: conversationPath(viewer.role, c.id),
      counterpart: viewer.role === "planner" ? venueName : plannerName,
      plannerName,
      venueName,
      subject: await subjectOf(viewer, c),
      lastMessage: text.length > 140 ? `${text.slice(0, 139)}…` : text,
      lastMessageFromMe: !!m && m.senderRole === ownRole,
      lastMessageAt: formatDateTime(c.lastMessageAt),
      unread: unread.get(c.id) ?? 0,
    };
  }));
  return { rows, total };
}

// ---------------------------------------------------------------------------------------
// Writing

export type SendResult =
  | { ok: true; conversationId: number; mailIds: number[] }
  | { ok: false; status: 403 | 404 | 409; formError: string };

async function appendMessage(
  tx: Tx,
  c: Conversation,
  sender: { role: SenderRole; userId: number },
  body: string,
  context: { origin: string; now: Date },
): Promise<number[]> {
  const message = (await write((db) => db
      .insert(tables.messages)
      .values({ conversationId: c.id, senderUserId: sender.userId, senderRole: sender.role, body, createdAt: context.now })
      .returning({ id: tables.messages.id })))[0];
  await run((db) => db.update(tables.conversations)
        .set({
          lastMessageAt: context.now,
          // Whoever writes has read everything so far.
          ...(sender.role === "planner" ? { plannerReadMessageId: message.id } : { supplierReadMessageId: message.id }),
        })
        .where(eq(tables.conversations.id, c.id)));
  return await notifyOtherParty(tx, c, sender.role, body, context);
}

async function findOrCreate(
  tx: Tx,
  values: { plannerUserId: number; supplierId: number; productId: number | null; reservationLineId: number | null; subjectKey: string },
  now: Date,
): Promise<Conversation> {
  const existing = await first(tx
      .select()
      .from(tables.conversations)
      .where(
        and(
          eq(tables.conversations.plannerUserId, values.plannerUserId),
          eq(tables.conversations.supplierId, values.supplierId),
          eq(tables.conversations.subjectKey, values.subjectKey),
        ),
      ));
  if (existing) return existing;
  return (await write((db) => db.insert(tables.conversations).values({ ...values, lastMessageAt: now, createdAt: now }).returning()))[0];
}

type SendContext = { origin: string; now?: Date };

/** A planner's message about a product: into their conversation with its venue, opened on first use. */
export async function sendAboutProduct(viewer: Viewer, productId: number, body: string, { origin, now = new Date() }: SendContext): Promise<SendResult> {
  if (viewer.role !== "planner") return { ok: false, status: 403, formError: msg("messaging.plannersOnly") };
  const db = getDb();
  const product = Number.isSafeInteger(productId)
    ? await first(db.select({ id: tables.products.id, supplierId: tables.products.supplierId }).from(tables.products).where(eq(tables.products.id, productId)))
    : undefined;
  if (!product) return { ok: false, status: 404, formError: msg("messaging.productGone") };
  return await transaction(async (tx) => {
      const c = await findOrCreate(
        tx,
        { plannerUserId: viewer.userId, supplierId: product.supplierId, productId: product.id, reservationLineId: null, subjectKey: `product:${product.id}` },
        now,
      );
      const mailIds = await appendMessage(tx, c, { role: "planner", userId: viewer.userId }, body, { origin, now });
      return { ok: true as const, conversationId: c.id, mailIds };
    });
}

export type LineContext = { lineId: number; plannerUserId: number; supplierId: number; existingConversationId: number | null; subject: SubjectView };

/**
 * A booked line the viewer may start a conversation about: the planner's own (an invoice
 * of their account), or one of the vendor's lines booked from an account (guests' bookings
 * have nobody to write to). Null otherwise.
 */
export async function lineContext(viewer: Viewer, lineId: number): Promise<LineContext | null> {
  if (viewer.role === "admin" || !Number.isSafeInteger(lineId) || lineId < 1) return null;
  const found = await first(getDb()
      .select({ line: tables.reservationLines, invoice: tables.invoices })
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .where(eq(tables.reservationLines.id, lineId)));
  if (!found || !found.invoice.userId) return null;
  if (viewer.role === "planner" && found.invoice.userId !== viewer.userId) return null;
  if (viewer.role === "vendor" && found.line.supplierId !== viewer.supplierId) return null;
  const plannerUserId = found.invoice.userId;
  const supplierId = found.line.supplierId;
  const existing = await first(getDb()
      .select({ id: tables.conversations.id })
      .from(tables.conversations)
      .where(
        and(
          eq(tables.conversations.plannerUserId, plannerUserId),
          eq(tables.conversations.supplierId, supplierId),
          eq(tables.conversations.subjectKey, `line:${lineId}`),
        ),
      ));
  const pseudo = { reservationLineId: lineId, productId: found.line.productId, subjectKey: `line:${lineId}` } as Conversation;
  return { lineId, plannerUserId, supplierId, existingConversationId: existing?.id ?? null, subject: await subjectOf(viewer, pseudo) };
}

/** A message about a booked line, from its planner or its vendor. */
export async function sendAboutLine(viewer: Viewer, lineId: number, body: string, { origin, now = new Date() }: SendContext): Promise<SendResult> {
  if (viewer.role === "admin") return { ok: false, status: 403, formError: msg("messaging.adminReadsOnly") };
  const context = await lineContext(viewer, lineId);
  if (!context) return { ok: false, status: 404, formError: msg("messaging.bookingNotFound") };
  const found = await first(getDb().select({ productId: tables.reservationLines.productId }).from(tables.reservationLines).where(eq(tables.reservationLines.id, lineId)));
  return await transaction(async (tx) => {
      const c = await findOrCreate(
        tx,
        { plannerUserId: context.plannerUserId, supplierId: context.supplierId, productId: found?.productId ?? null, reservationLineId: lineId, subjectKey: `line:${lineId}` },
        now,
      );
      const mailIds = await appendMessage(tx, c, { role: viewer.role, userId: viewer.userId }, body, { origin, now });
      return { ok: true as const, conversationId: c.id, mailIds };
    });
}

/** A reply in an existing conversation, by one of its two participants. */
export async function sendReply(viewer: Viewer, conversationId: number, body: string, { origin, now = new Date() }: SendContext): Promise<SendResult> {
  if (viewer.role === "admin") return { ok: false, status: 403, formError: msg("messaging.adminReadsOnly") };
  const c = await findConversation(viewer, conversationId);
  if (!c) return { ok: false, status: 404, formError: msg("messaging.conversationNotFound") };
  return await transaction(async (tx) => {
      const mailIds = await appendMessage(tx, c, { role: viewer.role, userId: viewer.userId }, body, { origin, now });
      return { ok: true as const, conversationId: c.id, mailIds };
    });
}

/** The planner's conversation about a product, if they have one (the product page links it). */
export async function productConversationId(viewer: Viewer, productId: number): Promise<number | null> {
  if (viewer.role !== "planner") return null;
  return (
    (await first(getDb()
            .select({ id: tables.conversations.id })
            .from(tables.conversations)
            .where(and(eq(tables.conversations.plannerUserId, viewer.userId), eq(tables.conversations.subjectKey, `product:${productId}`)))))?.id ?? null
  );
}

export type ComposeTarget = { kind: "product"; productId: number } | { kind: "line"; lineId: number };

export type ComposeContext = { subject: SubjectView; counterpart: string; existingConversationId: number | null };

/**
 * What a new conversation would be about and with whom, when the viewer may start it: a
 * planner about any listed product or their own booked line; a vendor about one of their
 * lines booked from an account. Null otherwise (404).
 */
export async function composeContext(viewer: Viewer, target: ComposeTarget): Promise<ComposeContext | null> {
  if (target.kind === "line") {
    const context = await lineContext(viewer, target.lineId);
    if (!context) return null;
    return {
      subject: context.subject,
      counterpart: viewer.role === "planner" ? await venueNameOf(context.supplierId) : await plannerNameOf(context.plannerUserId),
      existingConversationId: context.existingConversationId,
    };
  }
  if (viewer.role !== "planner" || !Number.isSafeInteger(target.productId) || target.productId < 1) return null;
  const product = await first(getDb().select({ supplierId: tables.products.supplierId }).from(tables.products).where(eq(tables.products.id, target.productId)));
  if (!product) return null;
  const pseudo = { productId: target.productId, reservationLineId: null, subjectKey: `product:${target.productId}` } as Conversation;
  return {
    subject: await subjectOf(viewer, pseudo),
    counterpart: await venueNameOf(product.supplierId),
    existingConversationId: await productConversationId(viewer, target.productId),
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
