// Outgoing e-mail, as a transactional outbox (ADR 0101). Every message is written to the
// outbox table inside the caller's transaction, together with its delivery job; the job
// runner delivers it through SMTP after the commit, never inside the request, retrying with
// backoff for 24 hours. Without SMTP_HOST the message is kept as "captured" for developers
// (/dev/outbox) and no job is queued.
import { desc, eq, inArray } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb, schema, type DB } from "~/db.server";
import { getEnv } from "~/env.server";
import { defineJob, enqueueJob, retryJobNow, wakeJobRunner } from "~/jobs/runner.server";
import { log } from "~/utils/logger.server";

/** A document the delivery draws and attaches (ADR 0258): the invoice, or its receipt once paid. */
export type MailAttachmentRef = { kind: "invoice-pdf"; invoiceId: number };
export type MailMessage = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachmentRef[] };

type DbOrTx = Pick<DB, "insert" | "select" | "update" | "run">;

export const MAIL_JOB = "mail.deliver";

let transporter: Transporter | null | undefined;

/** The SMTP transport, or null when no SMTP server is configured. */
export function getTransport(): Transporter | null {
  if (transporter !== undefined) return transporter;
  const env = getEnv();
  // Short timeouts: a server that accepts and never answers costs 10 s of a job, not minutes.
  const timeout = env.SMTP_TIMEOUT_SECONDS * 1000;
  transporter = env.SMTP_HOST
    ? nodemailer.createTransport({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE === "true",
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout * 3,
      })
    : null;
  return transporter;
}

/** For tests: forget the cached transport after changing SMTP settings. */
export function resetMailTransport() {
  transporter?.close();
  transporter = undefined;
}

/** Writes the message and its delivery job (use inside the transaction it belongs to); returns its id. */
export function queueMail(db: DbOrTx, message: MailMessage): number {
  const deliver = !!getTransport();
  const row = db
    .insert(schema.outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? textToHtml(message.text),
      attachments: message.attachments?.length ? JSON.stringify(message.attachments) : "",
      status: deliver ? "queued" : "captured",
    })
    .returning({ id: schema.outbox.id })
    .get();
  if (deliver) enqueueJob(db, { kind: MAIL_JOB, key: mailJobKey(row.id), payload: { outboxId: row.id } });
  return row.id;
}

const mailJobKey = (outboxId: number) => `mail:${outboxId}`;

/**
 * Hands queued messages to the job runner after the transaction committed: it wakes this
 * process's runner and returns at once (delivery never holds up a request).
 */
export async function deliverQueuedMail(_ids?: number[]): Promise<void> {
  wakeJobRunner();
}

/** Queue one message (in its own transaction) for delivery by the runner. */
export async function sendMail(message: MailMessage): Promise<number> {
  const id = getDb().transaction((tx) => queueMail(tx, message));
  wakeJobRunner();
  return id;
}

type MailJob = { outboxId: number };

defineJob<MailJob>(MAIL_JOB, {
  async run({ outboxId }, { attempt }) {
    const db = getDb();
    const message = db.select().from(schema.outbox).where(eq(schema.outbox.id, outboxId)).get();
    if (!message || message.status === "sent" || message.status === "captured") return;
    const transport = getTransport();
    if (!transport) {
      // SMTP was switched off since the message was queued: keep it for /dev/outbox.
      db.update(schema.outbox).set({ status: "captured", nextAttemptAt: null }).where(eq(schema.outbox.id, outboxId)).run();
      return;
    }
    const started = Date.now();
    await transport.sendMail({
      from: getEnv().MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html || undefined,
      attachments: await drawAttachments(message.attachments),
    });
    db.update(schema.outbox)
      .set({ status: "sent", sentAt: new Date(), error: null, attempts: message.attempts + 1, nextAttemptAt: null })
      .where(eq(schema.outbox.id, outboxId))
      .run();
    log().info({ mailId: outboxId, attempt, ms: Date.now() - started }, "mail sent");
  },
  onRetry({ outboxId }, error, retryAt) {
    recordFailedAttempt(outboxId, error, { status: "queued", nextAttemptAt: retryAt });
  },
  onGiveUp({ outboxId }, error) {
    recordFailedAttempt(outboxId, error, { status: "failed", nextAttemptAt: null });
  },
});

/**
 * The message's documents as files. Drawn here, on the runner, not in the transaction that
 * queued the mail (drawing a PDF is slow work); a document that no longer exists is left out.
 * Loaded on first use: the PDF library is not needed by a process that sends no documents.
 */
async function drawAttachments(stored: string): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  if (!stored) return [];
  const refs = JSON.parse(stored) as MailAttachmentRef[];
  const files = [];
  for (const ref of refs) {
    if (ref.kind !== "invoice-pdf") continue;
    const { invoiceAttachment } = await import("~/documents/invoice-document.server");
    const file = await invoiceAttachment(ref.invoiceId);
    if (file) files.push({ ...file, contentType: "application/pdf" });
  }
  return files;
}

function recordFailedAttempt(outboxId: number, error: string, next: { status: "queued" | "failed"; nextAttemptAt: Date | null }) {
  const db = getDb();
  const message = db.select({ attempts: schema.outbox.attempts }).from(schema.outbox).where(eq(schema.outbox.id, outboxId)).get();
  if (!message) return;
  db.update(schema.outbox)
    .set({ ...next, error, attempts: message.attempts + 1 })
    .where(eq(schema.outbox.id, outboxId))
    .run();
  log().warn({ mailId: outboxId, attempt: message.attempts + 1, err: error, giveUp: next.status === "failed" }, "mail delivery failed");
}

/** Mail not delivered yet (queued and retrying, or given up), for the admin console. */
/** The newest captured e-mails (all, or to one address), for /dev/outbox. */
export function recentOutbox(to = "", limit = 50) {
  return getDb()
    .select()
    .from(schema.outbox)
    .where(to ? eq(schema.outbox.to, to) : undefined)
    .orderBy(desc(schema.outbox.id))
    .limit(limit)
    .all();
}

export function listUndeliveredMail(limit = 100) {
  return getDb()
    .select({
      id: schema.outbox.id,
      to: schema.outbox.to,
      subject: schema.outbox.subject,
      status: schema.outbox.status,
      attempts: schema.outbox.attempts,
      error: schema.outbox.error,
      nextAttemptAt: schema.outbox.nextAttemptAt,
      createdAt: schema.outbox.createdAt,
    })
    .from(schema.outbox)
    .where(inArray(schema.outbox.status, ["queued", "failed"]))
    .orderBy(schema.outbox.id)
    .limit(limit)
    .all();
}

/**
 * The admin's "Retry now": an undelivered message is due again at once, with a fresh 24-hour
 * budget. Returns false when the message is delivered, captured or unknown.
 */
export function retryMailNow(outboxId: number, now = new Date()): boolean {
  if (!getTransport()) return false;
  const db = getDb();
  const retried = db.transaction((tx) => {
    const message = tx.select({ status: schema.outbox.status }).from(schema.outbox).where(eq(schema.outbox.id, outboxId)).get();
    if (!message || (message.status !== "queued" && message.status !== "failed")) return false;
    tx.update(schema.outbox).set({ status: "queued", nextAttemptAt: now }).where(eq(schema.outbox.id, outboxId)).run();
    enqueueJob(tx, { kind: MAIL_JOB, key: mailJobKey(outboxId), payload: { outboxId }, now });
    retryJobNow(tx, mailJobKey(outboxId), now);
    return true;
  });
  if (retried) wakeJobRunner();
  return retried;
}

/**
 * Queued messages without a delivery job. The same text runs on PostgreSQL (text || bigint is
 * text there too; jobs-postgres-leases.test.ts runs it).
 */
export const ORPHANED_MAIL_SQL = `SELECT id FROM outbox WHERE status = 'queued' AND NOT EXISTS (SELECT 1 FROM jobs WHERE jobs.key = 'mail:' || outbox.id)`;

/**
 * At start-up: queued messages without a delivery job (written before the job runner
 * existed) get one, so nothing queued is left behind.
 */
export function requeueOrphanedMail(now = new Date()): number {
  if (!getTransport()) return 0;
  const db = getDb();
  return db.transaction((tx) => {
    const orphans = db.$client.prepare(ORPHANED_MAIL_SQL).all() as { id: number }[];
    for (const { id } of orphans) enqueueJob(tx, { kind: MAIL_JOB, key: mailJobKey(id), payload: { outboxId: id }, now });
    return orphans.length;
  });
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
