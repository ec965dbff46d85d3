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

/** Simple HTML version of a plain-text message, with links made clickable. */
export function textToHtml(text: string): string {
  const body = escapeHtml(text)
    .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">${body}</body></html>`;
}
