// Outgoing e-mail, as a transactional outbox (ADR 0101). Every message is written to the
// outbox table inside the caller's transaction, together with its delivery job; the job
// runner delivers it through SMTP after the commit, never inside the request, retrying with
// backoff for 24 hours. Without SMTP_HOST the message is kept as "captured" for developers
// (/dev/outbox) and no job is queued.
import { desc, eq, inArray } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb, rawRows, type DB, tables, write, first, run, transaction } from "~/db.server";
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
export async function queueMail(db: DbOrTx, message: MailMessage): Promise<number> {
  const deliver = !!getTransport();
  const row = (await write((db) => db
      .insert(tables.outbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? textToHtml(message.text),
        attachments: message.attachments?.length ? JSON.stringify(message.attachments) : "",
        status: deliver ? "queued" : "captured",
      })
      .returning({ id: tables.outbox.id })))[0];
  if (deliver) await enqueueJob({ kind: MAIL_JOB, key: mailJobKey(row.id), payload: { outboxId: row.id } });
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
  const id = await transaction(async (tx) => await queueMail(tx, message));
  wakeJobRunner();
  return id;
}

type MailJob = { outboxId: number };

defineJob<MailJob>(MAIL_JOB, {
  async run({ outboxId }, { attempt }) {
    const db = getDb();
    const message = await first(db.select().from(tables.outbox).where(eq(tables.outbox.id, outboxId)));
    if (!message || message.status === "sent" || message.status === "captured") return;
    const transport = getTransport();
    if (!transport) {
      // SMTP was switched off since the message was queued: keep it for /dev/outbox.
      await run((db) => db.update(tables.outbox).set({ status: "captured", nextAttemptAt: null }).where(eq(tables.outbox.id, outboxId)));
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
    await run((db) => db.update(tables.outbox)
              .set({ status: "sent", sentAt: new Date(), error: null, attempts: message.attempts + 1, nextAttemptAt: null })
              .where(eq(tables.outbox.id, outboxId)));
    log().info({ mailId: outboxId, attempt, ms: Date.now() - started }, "mail sent");
  },
  async onRetry({ outboxId }, error, retryAt) {
    await recordFailedAttempt(outboxId, error, { status: "queued", nextAttemptAt: retryAt });
  },
  async onGiveUp({ outboxId }, error) {
    await recordFailedAttempt(outboxId, error, { status: "failed", nextAttemptAt: null });
  },
});

/**
 * The message's documents as files. Drawn here, on the runner, not in the transaction that
 * queued the mail (drawing a PDF is slow work); a document that no longer exists is left out.
 * Loaded on first use: the PDF library is not needed by a process that sends no documents.
 */
export async function drawAttachments(stored: string): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  if (!stored) return [];
  const refs = JSON.parse(stored) as MailAttachmentRef[];
  const files = [];
  for (const ref of refs) {
    const draw = attachmentDrawers.get(ref.kind);
    if (!draw) {
      log().error({ kind: ref.kind }, "no drawer for this mail attachment (app/background-work.server.ts registers them): sent without it");
      continue;
    }
    const file = await draw(ref);
    if (file) files.push(file);
  }
  return files;
}

type AttachmentDrawer = (ref: MailAttachmentRef) => Promise<{ filename: string; content: Buffer; contentType: string } | null>;
const attachmentDrawers = new Map<MailAttachmentRef["kind"], AttachmentDrawer>();

/**
 * How the delivery draws an attachment of this kind. Mail knows no documents (it is below the
 * domain modules, ADR 0390): the app's wiring (app/background-work.server.ts) registers the
 * drawers, loading the document modules on first use.
 */
export function defineMailAttachment(kind: MailAttachmentRef["kind"], draw: AttachmentDrawer): void {
  attachmentDrawers.set(kind, draw);
}

/** Whether a drawer for this kind is registered (for tests). */
export function hasMailAttachment(kind: MailAttachmentRef["kind"]): boolean {
  return attachmentDrawers.has(kind);
}

async function recordFailedAttempt(outboxId: number, error: string, next: { status: "queued" | "failed"; nextAttemptAt: Date | null }) {
  const db = getDb();
  const message = await first(db.select({ attempts: tables.outbox.attempts }).from(tables.outbox).where(eq(tables.outbox.id, outboxId)));
  if (!message) return;
  await run((db) => db.update(tables.outbox)
        .set({ ...next, error, attempts: message.attempts + 1 })
        .where(eq(tables.outbox.id, outboxId)));
  log().warn({ mailId: outboxId, attempt: message.attempts + 1, err: error, giveUp: next.status === "failed" }, "mail delivery failed");
}

/** Mail not delivered yet (queued and retrying, or given up), for the admin console. */
/** The newest captured e-mails (all, or to one address), for /dev/outbox. */
export async function recentOutbox(to = "", limit = 50) {
  return await getDb()
      .select()
      .from(tables.outbox)
      .where(to ? eq(tables.outbox.to, to) : undefined)
      .orderBy(desc(tables.outbox.id))
      .limit(limit);
}

export async function listUndeliveredMail(limit = 100) {
  return await getDb()
      .select({
        id: tables.outbox.id,
        to: tables.outbox.to,
        subject: tables.outbox.subject,
        status: tables.outbox.status,
        attempts: tables.outbox.attempts,
        error: tables.outbox.error,
        nextAttemptAt: tables.outbox.nextAttemptAt,
        createdAt: tables.outbox.createdAt,
      })
      .from(tables.outbox)
      .where(inArray(tables.outbox.status, ["queued", "failed"]))
      .orderBy(tables.outbox.id)
      .limit(limit);
}

/**
 * The admin's "Retry now": an undelivered message is due again at once, with a fresh 24-hour
 * budget. Returns false when the message is delivered, captured or unknown.
 */
export async function retryMailNow(outboxId: number, now = new Date()): Promise<boolean> {
  if (!getTransport()) return false;
  const db = getDb();
  const retried = await transaction(async (tx) => {
      const message = await first(tx.select({ status: tables.outbox.status }).from(tables.outbox).where(eq(tables.outbox.id, outboxId)));
      if (!message || (message.status !== "queued" && message.status !== "failed")) return false;
      await run((db) => db.update(tables.outbox).set({ status: "queued", nextAttemptAt: now }).where(eq(tables.outbox.id, outboxId)));
      await enqueueJob({ kind: MAIL_JOB, key: mailJobKey(outboxId), payload: { outboxId }, now });
      await retryJobNow(mailJobKey(outboxId), now);
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
export async function requeueOrphanedMail(now = new Date()): Promise<number> {
  if (!getTransport()) return 0;
  return await transaction(async (tx) => {
      const orphans = await rawRows<{ id: number }>(ORPHANED_MAIL_SQL);
      for (const { id } of orphans) await enqueueJob({ kind: MAIL_JOB, key: mailJobKey(id), payload: { outboxId: id }, now });
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
