// E-mail to the other participant when a message arrives (ADR 0111): queued in the outbox in
// the message's own transaction, at most one per conversation and recipient every 15
// minutes while messages keep coming (the e-mail links to the conversation, which shows them
// all). The message is plain text in the e-mail too: escaped, never turned into links.
import { eq } from "drizzle-orm";
import { type DB, tables, first, run } from "~/db.server";
import { queueMail, withLinks } from "~/mail/mail.server";
import { contactsRevealed, maskContactDetails } from "~/messages/masking.server";
import { BRAND } from "~/utils/constants";
import { fill, mailStrings } from "~/mail/mail-language.server";

export const NOTIFY_INTERVAL_MS = 15 * 60 * 1000;

type DbOrTx = Pick<DB, "insert" | "select" | "update" | "run">;
type Conversation = typeof tables.conversations.$inferSelect;

/** Whether a recipient last e-mailed at `lastNotifiedAt` may be e-mailed again at `now`. */
export function shouldNotify(lastNotifiedAt: Date | null, now: Date): boolean {
  return !lastNotifiedAt || now.getTime() - lastNotifiedAt.getTime() >= NOTIFY_INTERVAL_MS;
}

/**
 * Queues the notification for the party that did not write, when the throttle allows it, and
 * records when. Returns the outbox ids queued (none or one).
 */
export async function notifyOtherParty(
  tx: DbOrTx,
  conversation: Conversation,
  senderRole: "planner" | "vendor",
  body: string,
  { origin, now }: { origin: string; now: Date },
): Promise<number[]> {
  const toPlanner = senderRole === "vendor";
  const current = await first(tx
      .select({ plannerNotifiedAt: tables.conversations.plannerNotifiedAt, supplierNotifiedAt: tables.conversations.supplierNotifiedAt })
      .from(tables.conversations)
      .where(eq(tables.conversations.id, conversation.id)));
  const last = toPlanner ? current?.plannerNotifiedAt ?? null : current?.supplierNotifiedAt ?? null;
  if (!shouldNotify(last, now)) return [];

  const venue = await first(tx
      .select({ name: tables.venues.name })
      .from(tables.venues)
      .where(eq(tables.venues.supplierId, conversation.supplierId)));
  const venueName = venue?.name ?? "the venue";
  const planner = await first(tx
      .select({ email: tables.users.email, firstName: tables.users.firstName, lastName: tables.users.lastName, language: tables.users.language })
      .from(tables.users)
      .where(eq(tables.users.id, conversation.plannerUserId)));
  const vendor = await first(tx
      .select({ email: tables.users.email, firstName: tables.users.firstName, language: tables.users.language })
      .from(tables.suppliers)
      .innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
      .where(eq(tables.suppliers.id, conversation.supplierId)));
  const recipient = toPlanner ? planner : vendor;
  if (!recipient || !planner) return [];

  const text = await contactsRevealed(tx, conversation.plannerUserId, conversation.supplierId) ? body : maskContactDetails(body);
  const senderName = toPlanner ? venueName : `${planner.firstName} ${planner.lastName}`.trim();
  const link = `${origin}${toPlanner ? `/messages/${conversation.id}` : `/dashboard/messages/${conversation.id}`}`;
  // In the recipient's language (ADR 0322).
  const t = mailStrings(recipient.language);
  const subject = fill(t.messageSubject, { sender: senderName, brand: BRAND });
  const plain = [
    fill(t.hello, { name: recipient.firstName }),
    "",
    fill(t.messageWrote, { sender: senderName }),
    "",
    text,
    "",
    fill(t.messageReply, { link }),
    "",
    t.messageThrottle,
  ].join("\n");
  // The mail layer escapes the text and links only the conversation (user text is never linked).
  const id = await queueMail(tx, withLinks({ to: recipient.email, subject, text: plain }, [link]));
  await run((db) => db.update(tables.conversations)
        .set(toPlanner ? { plannerNotifiedAt: now } : { supplierNotifiedAt: now })
        .where(eq(tables.conversations.id, conversation.id)));
  return [id];
}
