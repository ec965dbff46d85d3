// The admin audit trail (ADR 0141): every admin change (payment status, acknowledge, delete,
// restore, coupons), from the console or /v1, is one row written in the change's own
// transaction: who, when, what, old and new value.
import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import { getDb, tables, run, first, type Tx } from "~/db.server";
import { formatDateTime } from "~/utils/format";
import { msg } from "~/i18n/message-ref";
import { messageText } from "~/i18n/catalog/text.server";
import type { Lang } from "~/i18n/config";

/** The signed-in user who acted (a CurrentUser of app/accounts fits). */
type ActingUser = { id: number; email: string };

/**
 * Who acted: an admin (console or api), or a vendor team member (dashboard or api, with their
 * organisation's supplierId, ADR 0281) so the log names the member, not the shared vendor.
 */
export type AuditActor = { id: number | null; email: string; via: "console" | "api" | "dashboard"; supplierId?: number | null };

export const AUDIT_ACTIONS = {
  paymentStatus: msg("admin.auditPaymentStatus"),
  acknowledge: msg("admin.auditAcknowledge"),
  deleteLine: msg("admin.auditDeleteLine"),
  restoreLine: msg("admin.auditRestoreLine"),
  couponCreate: msg("admin.auditCouponCreate"),
  couponDeactivate: msg("admin.auditCouponDeactivate"),
  cancel: msg("admin.auditCancel"),
  cancelRequest: msg("admin.auditCancelRequest"),
  refundSent: msg("admin.auditRefundSent"),
  refundRetry: msg("admin.auditRefundRetry"),
  dateChange: msg("admin.auditDateChange"),
  payoutCreate: msg("admin.auditPayoutCreate"),
  payoutPaid: msg("admin.auditPayoutPaid"),
  commission: msg("admin.auditCommission"),
  bankVerified: msg("admin.auditBankVerified"),
  reviewHide: msg("admin.auditReviewHide"),
  reviewRestore: msg("admin.auditReviewRestore"),
  reviewKeep: msg("admin.auditReviewKeep"),
  teamInvite: msg("admin.auditTeamInvite"),
  teamInviteRevoke: msg("admin.auditTeamInviteRevoke"),
  teamJoin: msg("admin.auditTeamJoin"),
  teamRole: msg("admin.auditTeamRole"),
  teamRemove: msg("admin.auditTeamRemove"),
  bankData: msg("admin.auditBankData"),
  productSave: msg("admin.auditProductSave"),
  productDelete: msg("admin.auditProductDelete"),
  closureDayAdd: msg("admin.auditClosureDayAdd"),
  closureDayRemove: msg("admin.auditClosureDayRemove"),
  rfpClose: msg("admin.auditRfpClose"),
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function auditActor(user: ActingUser, via: AuditActor["via"]): AuditActor {
  return { id: user.id, email: user.email, via };
}

/** A vendor team member acting for their organisation. */
export function memberActor(user: ActingUser, supplierId: number, via: "dashboard" | "api"): AuditActor {
  return { id: user.id, email: user.email, via, supplierId };
}

export type AuditEntry = {
  action: AuditAction;
  subject: string;
  invoiceId?: number | null;
  lineId?: number | null;
  couponId?: number | null;
  oldValue?: string | null;
  newValue?: string | null;
};

/** Writes one audit row with the caller's transaction, so the change and its record stand or fall together. */
export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntry, now = new Date()) {
  await run((db) => db.insert(tables.adminAudit)
        .values({
          at: now,
          actorId: actor.id,
          actorEmail: actor.email,
          via: actor.via,
          supplierId: actor.supplierId ?? null,
          action: entry.action,
          subject: entry.subject,
          invoiceId: entry.invoiceId ?? null,
          lineId: entry.lineId ?? null,
          couponId: entry.couponId ?? null,
          oldValue: entry.oldValue ?? null,
          newValue: entry.newValue ?? null,
        }));
}

/** "Grand Ballroom, 01/02/2027 10:00, invoice INV-..." : what a line change is about. */
export function lineSubject(line: { productName: string; startsAt: Date }, invoiceNo: string) {
  return `${line.productName}, ${formatDateTime(line.startsAt)}, invoice ${invoiceNo}`;
}

/** A date and time with its zone in the language of the page that shows it: "17/08/2026 09:30 (Bali time)", "17/08/2026 09.30 (WITA)". */
export function atBaliTime(at: Date, lang: Lang = "en"): string {
  return messageText(lang, msg("bookings.atBaliTime", { at: formatDateTime(at, lang) }));
}

function auditView(row: typeof tables.adminAudit.$inferSelect, lang: Lang = "en") {
  return {
    id: row.id,
    at: atBaliTime(row.at, lang),
    who: row.actorEmail,
    via: row.via,
    action: AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
    subject: row.subject,
    oldValue: row.oldValue ?? "-",
    newValue: row.newValue ?? "-",
    invoiceId: row.invoiceId,
    lineId: row.lineId,
  };
}
export type AuditView = ReturnType<typeof auditView>;

export const AUDIT_PAGE_SIZE = 50;

/** The audit page: newest first, optionally one invoice's changes. */
export async function listAudit({ page = 1, invoiceId, lang = "en" }: { page?: number; invoiceId?: number; lang?: Lang } = {}) {
  const db = getDb();
  const where: SQL | undefined = invoiceId ? eq(tables.adminAudit.invoiceId, invoiceId) : undefined;
  const rows = await db
      .select()
      .from(tables.adminAudit)
      .where(where)
      .orderBy(desc(tables.adminAudit.at), desc(tables.adminAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE);
  const total = (await first(db.select({ n: count() }).from(tables.adminAudit).where(where)))?.n ?? 0;
  return { page, total, pageSize: AUDIT_PAGE_SIZE, rows: rows.map((row) => auditView(row, lang)) };
}

/** A vendor organisation's own log (the team page): newest first, with the member's name. */
export async function listTeamAudit(supplierId: number, limit = 50, lang: Lang = "en") {
  return (await getDb()
      .select({ row: tables.adminAudit, firstName: tables.users.firstName, lastName: tables.users.lastName })
      .from(tables.adminAudit)
      .leftJoin(tables.users, eq(tables.users.id, tables.adminAudit.actorId))
      .where(eq(tables.adminAudit.supplierId, supplierId))
      .orderBy(desc(tables.adminAudit.at), desc(tables.adminAudit.id))
      .limit(limit))
    .map(({ row, firstName, lastName }) => ({ ...auditView(row, lang), name: `${firstName ?? ""} ${lastName ?? ""}`.trim() }));
}

/** A reservation's history: its own changes and its invoice's (payment status applies to the invoice). */
export async function auditForLine(lineId: number, invoiceId: number, lang: Lang = "en") {
  return (await getDb()
      .select()
      .from(tables.adminAudit)
      .where(
        or(
          eq(tables.adminAudit.lineId, lineId),
          and(eq(tables.adminAudit.invoiceId, invoiceId), eq(tables.adminAudit.action, "paymentStatus")),
        ),
      )
      .orderBy(desc(tables.adminAudit.at), desc(tables.adminAudit.id)))
    .map((row) => auditView(row, lang));
}
