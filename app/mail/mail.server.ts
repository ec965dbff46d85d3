// Outgoing e-mail. Every message is first written to the outbox table (inside the caller's
// transaction when there is one), then delivered: through SMTP when SMTP_HOST is set,
// otherwise it stays in the outbox as "captured" for developers (/dev/outbox).
import { and, eq, inArray } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb, schema, type DB } from "~/db.server";
import { getEnv } from "~/env.server";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

type DbOrTx = Pick<DB, "insert" | "select" | "update">;

let transporter: Transporter | null | undefined;

/** The SMTP transport, or null when no SMTP server is configured. */
export function getTransport(): Transporter | null {
  if (transporter !== undefined) return transporter;
  const env = getEnv();
  transporter = env.SMTP_HOST
    ? nodemailer.createTransport({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE === "true",
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined,
      })
    : null;
  return transporter;
}

/** For tests: forget the cached transport after changing SMTP settings. */
export function resetMailTransport() {
  transporter = undefined;
}

/** Writes the message to the outbox (use inside a transaction); returns its id. */
export function queueMail(db: DbOrTx, message: MailMessage): number {
  const row = db
    .insert(schema.outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? textToHtml(message.text),
      status: getTransport() ? "queued" : "captured",
    })
    .returning({ id: schema.outbox.id })
    .get();
  return row.id;
}

/** Sends queued messages through SMTP (no-op when captured). Call after the transaction commits. */
export async function deliverQueuedMail(ids?: number[]): Promise<void> {
  const transport = getTransport();
  if (!transport) return;
  const db = getDb();
  const pending = db
    .select()
    .from(schema.outbox)
    .where(
      ids?.length
        ? and(eq(schema.outbox.status, "queued"), inArray(schema.outbox.id, ids))
        : eq(schema.outbox.status, "queued"),
    )
    .all();
  for (const message of pending) {
    try {
      await transport.sendMail({
        from: getEnv().MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html || undefined,
      });
      db.update(schema.outbox)
        .set({ status: "sent", sentAt: new Date(), error: null })
        .where(eq(schema.outbox.id, message.id))
        .run();
    } catch (error) {
      console.error(`mail ${message.id} to ${message.to} failed`, error);
      db.update(schema.outbox)
        .set({ status: "failed", error: String((error as Error).message ?? error) })
        .where(eq(schema.outbox.id, message.id))
        .run();
    }
  }
}

/** Queue and deliver one message now. */
export async function sendMail(message: MailMessage): Promise<number> {
  const id = queueMail(getDb(), message);
  await deliverQueuedMail([id]);
  return id;
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

// Words that mail clients turn into links by themselves: a scheme, "www.", an e-mail address
// or a dotted domain name.
const LINKABLE = /:\/\/|www\.|@|[a-z0-9-]\.[a-z]{2,}/i;
const ZERO_WIDTH_SPACE = "&#8203;";

/**
 * User text in the HTML part, escaped, with URL-like words broken by zero-width spaces after
 * "://", dots and around "@" (invisible, but no client autolinks "evil.&#8203;example").
 */
function inertHtml(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) =>
      LINKABLE.test(word)
        ? escapeHtml(word)
            .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
            .replace(/\./g, `.${ZERO_WIDTH_SPACE}`)
            .replace(/@/g, `${ZERO_WIDTH_SPACE}@${ZERO_WIDTH_SPACE}`)
        : escapeHtml(word),
    )
    .join("");
}

/**
 * HTML version of a plain-text message. Only the links the mail builder names (`links`: URLs
 * it made itself, such as an activation link) become <a>; everything else, user text included,
 * is escaped and made inert, so a name like "verify at https://evil.example" is never a link.
 */
export function textToHtml(text: string, { links = [] }: { links?: string[] } = {}): string {
  const trusted = [...new Set(links)].filter(Boolean).sort((a, b) => b.length - a.length);
  let html = "";
  let rest = text;
  while (rest) {
    let at = -1;
    let link = "";
    for (const candidate of trusted) {
      const i = rest.indexOf(candidate);
      if (i !== -1 && (at === -1 || i < at)) [at, link] = [i, candidate];
    }
    if (at === -1) {
      html += inertHtml(rest);
      break;
    }
    html += inertHtml(rest.slice(0, at)) + `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
    rest = rest.slice(at + link.length);
  }
  const body = html
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">${body}</body></html>`;
}

/** The message with its HTML part, where only `links` (URLs the builder made) are clickable. */
export function withLinks(message: MailMessage, links: string[]): MailMessage {
  return { ...message, html: textToHtml(message.text, { links }) };
}
