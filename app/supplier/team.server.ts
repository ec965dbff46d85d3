// Vendor teams (issue 25, ADR 0280/0281): the members of a vendor organisation, invitations by
// e-mail (random token in the link, only its SHA-256 stored; expiring, single use, revocable),
// role changes and removal. Every change is one transaction with its audit row naming the
// member who made it; removing a member ends their sessions and /v1 tokens in that transaction.
import crypto from "node:crypto";
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/admin/audit.server";
import { hashPassword } from "~/accounts/password.server";
import { revokeAllAccess } from "~/accounts/session.server";
import { hashToken } from "~/accounts/tokens.server";
import { getDb, schema } from "~/db.server";
import { MEMBER_ROLES, type MemberRole } from "~/db/schema";
import { deliverQueuedMail, queueMail, withLinks } from "~/mail/mail.server";
import { ROLE_LABELS } from "~/supplier/permissions";
import { BRAND } from "~/utils/constants";
import { fill, mailStrings, userLanguage, type Lang } from "~/mail/mail-language.server";
import { formatDate } from "~/utils/format";

/** An invitation link works for 7 days (ADR 0281). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const TEAM_MESSAGES = {
  lastOwner: "A team needs at least one owner: make another member owner first.",
  alreadyMember: "This person is already a member of your team.",
  otherTeam: "This e-mail address belongs to another vendor's team or to an administrator: it cannot join yours.",
  invitationGone: "This invitation link is invalid, has expired, was revoked or has been used. Ask the team's owner for a new one.",
  wrongAccount: "This invitation was sent to another e-mail address. Log out and open the link again to accept it with that address.",
  emailTaken: "An account with this e-mail address exists: log in with its password to accept.",
} as const;

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];
type Result = { ok: true } | { ok: false; message: string; field?: "email" | "role" };

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === "string" && (MEMBER_ROLES as readonly string[]).includes(value);
}

function organisationName(tx: Pick<Tx, "select">, supplierId: number) {
  const row = tx.select({ name: schema.suppliers.name }).from(schema.suppliers).where(eq(schema.suppliers.id, supplierId)).get();
  const venue = tx.select({ name: schema.venues.name }).from(schema.venues).where(eq(schema.venues.supplierId, supplierId)).orderBy(asc(schema.venues.id)).get();
  return row?.name || venue?.name || "your vendor team";
}

/** The team page: members (owners first) and the invitations still waiting. */
export function listTeam(supplierId: number, now = new Date()) {
  const db = getDb();
  const members = db
    .select({
      id: schema.supplierMembers.id,
      userId: schema.users.id,
      role: schema.supplierMembers.role,
      email: schema.users.email,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      since: schema.supplierMembers.createdAt,
    })
    .from(schema.supplierMembers)
    .innerJoin(schema.users, eq(schema.users.id, schema.supplierMembers.userId))
    .where(eq(schema.supplierMembers.supplierId, supplierId))
    .orderBy(asc(schema.supplierMembers.id))
    .all()
    .map((m) => ({ ...m, name: `${m.firstName} ${m.lastName}`.trim(), since: formatDate(m.since) }));
  const order = (r: MemberRole) => MEMBER_ROLES.indexOf(r);
  members.sort((a, b) => order(a.role) - order(b.role) || a.id - b.id);
  const invitations = db
    .select()
    .from(schema.supplierInvitations)
    .where(
      and(
        eq(schema.supplierInvitations.supplierId, supplierId),
        isNull(schema.supplierInvitations.acceptedAt),
        isNull(schema.supplierInvitations.revokedAt),
        gt(schema.supplierInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(schema.supplierInvitations.id))
    .all()
    .map((i) => ({ id: i.id, email: i.email, role: i.role, expires: formatDate(i.expiresAt) }));
  return { members, invitations };
}

function ownerCount(tx: Pick<Tx, "select">, supplierId: number) {
  return tx
    .select({ n: count() })
    .from(schema.supplierMembers)
    .where(and(eq(schema.supplierMembers.supplierId, supplierId), eq(schema.supplierMembers.role, "owner")))
    .get()!.n;
}

function memberOf(tx: Pick<Tx, "select">, supplierId: number, memberId: number) {
  return tx
    .select({ id: schema.supplierMembers.id, userId: schema.supplierMembers.userId, role: schema.supplierMembers.role, email: schema.users.email })
    .from(schema.supplierMembers)
    .innerJoin(schema.users, eq(schema.users.id, schema.supplierMembers.userId))
    .where(and(eq(schema.supplierMembers.id, memberId), eq(schema.supplierMembers.supplierId, supplierId)))
    .get();
}

function invitationMail(origin: string, to: string, orgName: string, inviterName: string, role: MemberRole, token: string, expiresAt: Date, lang: Lang) {
  const t = mailStrings(lang);
  const link = `${origin}/team-invitation?${new URLSearchParams({ token })}`;
  const names = { inviter: inviterName, org: orgName, brand: BRAND };
  return withLinks(
    {
      to,
      subject: fill(t.inviteSubject, names),
      text:
        `${t.helloPlain}\n\n${fill(t.inviteText, { ...names, role: t[`role.${role}`], summary: t[`roleSummary.${role}`] })}\n\n` +
        `${t.inviteAccept}\n\n${link}\n\n` +
        fill(t.inviteValid, { date: formatDate(expiresAt) }),
    },
    [link],
  );
}

/**
 * Invites an e-mail address with a role: a new pending invitation (an older pending one for the
 * same address is revoked), its mail through the outbox and an audit row, in one transaction.
 */
export async function inviteMember(
  { supplierId, email: emailInput, role, actor, inviterName, origin, now = new Date() }:
  { supplierId: number; email: string; role: MemberRole; actor: AuditActor; inviterName: string; origin: string; now?: Date },
): Promise<Result> {
  const email = emailInput.trim().toLowerCase();
  const db = getDb();
  const outcome = db.transaction((tx): Result & { mailId?: number } => {
    const user = tx.select({ id: schema.users.id, isAdmin: schema.users.isAdmin, language: schema.users.language }).from(schema.users).where(eq(schema.users.email, email)).get();
    if (user) {
      const membership = tx.select({ supplierId: schema.supplierMembers.supplierId }).from(schema.supplierMembers).where(eq(schema.supplierMembers.userId, user.id)).get();
      if (membership?.supplierId === supplierId) return { ok: false, message: TEAM_MESSAGES.alreadyMember, field: "email" };
      if (membership || user.isAdmin) return { ok: false, message: TEAM_MESSAGES.otherTeam, field: "email" };
    }
    tx.update(schema.supplierInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(schema.supplierInvitations.supplierId, supplierId),
          eq(schema.supplierInvitations.email, email),
          isNull(schema.supplierInvitations.acceptedAt),
          isNull(schema.supplierInvitations.revokedAt),
        ),
      )
      .run();
    const token = crypto.randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    tx.insert(schema.supplierInvitations)
      .values({ supplierId, email, role, tokenHash: hashToken(token), invitedByUserId: actor.id, expiresAt, createdAt: now })
      .run();
    recordAudit(tx, actor, { action: "teamInvite", subject: `${email} as ${ROLE_LABELS[role]}` }, now);
    // The invitee's language when they have an account, else the inviter's (ADR 0322).
    const lang = user?.language ?? userLanguage(actor.id);
    const mailId = queueMail(tx, invitationMail(origin, email, organisationName(tx, supplierId), inviterName, role, token, expiresAt, lang));
    return { ok: true, mailId };
  });
  if (outcome.ok) await deliverQueuedMail();
  return outcome.ok ? { ok: true } : outcome;
}

export function revokeInvitation(supplierId: number, invitationId: number, actor: AuditActor, now = new Date()): boolean {
  return getDb().transaction((tx) => {
    const inv = tx
      .select()
      .from(schema.supplierInvitations)
      .where(and(eq(schema.supplierInvitations.id, invitationId), eq(schema.supplierInvitations.supplierId, supplierId), isNull(schema.supplierInvitations.acceptedAt), isNull(schema.supplierInvitations.revokedAt)))
      .get();
    if (!inv) return false;
    tx.update(schema.supplierInvitations).set({ revokedAt: now }).where(eq(schema.supplierInvitations.id, inv.id)).run();
    recordAudit(tx, actor, { action: "teamInviteRevoke", subject: `${inv.email} as ${ROLE_LABELS[inv.role]}` }, now);
    return true;
  });
}

/** Changes a member's role; the last owner cannot be demoted. Roles are read on every request. */
export function changeMemberRole(supplierId: number, memberId: number, role: MemberRole, actor: AuditActor, now = new Date()): Result | null {
  return getDb().transaction((tx) => {
    const member = memberOf(tx, supplierId, memberId);
    if (!member) return null;
    if (member.role === role) return { ok: true } as const;
    if (member.role === "owner" && ownerCount(tx, supplierId) <= 1) return { ok: false, message: TEAM_MESSAGES.lastOwner, field: "role" } as const;
    tx.update(schema.supplierMembers).set({ role }).where(eq(schema.supplierMembers.id, member.id)).run();
    recordAudit(tx, actor, { action: "teamRole", subject: member.email, oldValue: ROLE_LABELS[member.role], newValue: ROLE_LABELS[role] }, now);
    return { ok: true } as const;
  });
}

/**
 * Removes a member: the membership goes, the account stays as a planner login, and every
 * session and /v1 token of the account is deleted at once (the next request is refused). The
 * last owner cannot be removed. When the removed member was the account the vendor signed up
 * with (suppliers.user_id, where vendor mail goes), the longest-standing owner takes its place.
 */
export function removeMember(supplierId: number, memberId: number, actor: AuditActor, now = new Date()): Result | null {
  return getDb().transaction((tx) => {
    const member = memberOf(tx, supplierId, memberId);
    if (!member) return null;
    if (member.role === "owner" && ownerCount(tx, supplierId) <= 1) return { ok: false, message: TEAM_MESSAGES.lastOwner } as const;
    tx.delete(schema.supplierMembers).where(eq(schema.supplierMembers.id, member.id)).run();
    tx.update(schema.users).set({ isSupplier: false, isCustomer: true }).where(eq(schema.users.id, member.userId)).run();
    revokeAllAccess(member.userId, tx);
    const org = tx.select({ userId: schema.suppliers.userId }).from(schema.suppliers).where(eq(schema.suppliers.id, supplierId)).get();
    if (org?.userId === member.userId) {
      const heir = tx
        .select({ userId: schema.supplierMembers.userId })
        .from(schema.supplierMembers)
        .where(and(eq(schema.supplierMembers.supplierId, supplierId), eq(schema.supplierMembers.role, "owner")))
        .orderBy(asc(schema.supplierMembers.id))
        .get();
      if (heir) tx.update(schema.suppliers).set({ userId: heir.userId }).where(eq(schema.suppliers.id, supplierId)).run();
    }
    recordAudit(tx, actor, { action: "teamRemove", subject: member.email, oldValue: ROLE_LABELS[member.role] }, now);
    return { ok: true } as const;
  });
}

/** A pending, unexpired invitation by its link token, with what the accept page shows. */
export function findLiveInvitation(token: unknown, now = new Date()) {
  if (typeof token !== "string" || token.length < 20 || token.length > 100) return null;
  const inv = getDb()
    .select()
    .from(schema.supplierInvitations)
    .where(
      and(
        eq(schema.supplierInvitations.tokenHash, hashToken(token)),
        isNull(schema.supplierInvitations.acceptedAt),
        isNull(schema.supplierInvitations.revokedAt),
        gt(schema.supplierInvitations.expiresAt, now),
      ),
    )
    .get();
  if (!inv) return null;
  return { id: inv.id, email: inv.email, role: inv.role, supplierId: inv.supplierId, organisation: organisationName(getDb(), inv.supplierId), expires: formatDate(inv.expiresAt) };
}

/**
 * Accepts an invitation for a logged-in (or just created) account with the invited e-mail:
 * the membership, the invitation marked used, the account turned into a vendor login, and its
 * other sessions ended (a role change, ADR 0024), in one transaction. An existing planner
 * account joins with the same login.
 */
export function acceptInvitation(token: string, userId: number, now = new Date()): Result & { supplierId?: number } {
  return getDb().transaction((tx) => acceptIn(tx, token, userId, now));
}

class Rollback extends Error {
  constructor(readonly result: Result) {
    super("rollback");
  }
}

function acceptIn(tx: Tx, token: string, userId: number, now: Date): Result & { supplierId?: number } {
  {
    const inv = findLiveInvitation(token, now);
    if (!inv) return { ok: false, message: TEAM_MESSAGES.invitationGone };
    const user = tx.select().from(schema.users).where(eq(schema.users.id, userId)).get();
    if (!user || user.email !== inv.email) return { ok: false, message: TEAM_MESSAGES.wrongAccount };
    const membership = tx.select().from(schema.supplierMembers).where(eq(schema.supplierMembers.userId, userId)).get();
    if (membership || user.isAdmin) return { ok: false, message: TEAM_MESSAGES.otherTeam };
    // Single use even against two tabs racing: only the update that finds it pending goes on.
    const taken = tx
      .update(schema.supplierInvitations)
      .set({ acceptedAt: now, acceptedByUserId: userId })
      .where(and(eq(schema.supplierInvitations.id, inv.id), isNull(schema.supplierInvitations.acceptedAt), isNull(schema.supplierInvitations.revokedAt)))
      .run().changes;
    if (!taken) return { ok: false, message: TEAM_MESSAGES.invitationGone };
    tx.insert(schema.supplierMembers).values({ supplierId: inv.supplierId, userId, role: inv.role, createdAt: now }).run();
    tx.update(schema.users).set({ isSupplier: true, isActive: true }).where(eq(schema.users.id, userId)).run();
    revokeAllAccess(userId, tx);
    const actor: AuditActor = { id: userId, email: user.email, via: "dashboard", supplierId: inv.supplierId };
    recordAudit(tx, actor, { action: "teamJoin", subject: `${user.email} as ${ROLE_LABELS[inv.role]}` }, now);
    return { ok: true, supplierId: inv.supplierId };
  }
}

/**
 * Creates the invited person's login (the mailed link proved the address, so it is active at
 * once) and accepts the invitation with it. An address that has an account must log in instead.
 */
export async function signUpWithInvitation(
  token: string,
  input: { firstName: string; lastName: string; password: string },
  now = new Date(),
): Promise<(Result & { userId?: number })> {
  const inv = findLiveInvitation(token, now);
  if (!inv) return { ok: false, message: TEAM_MESSAGES.invitationGone };
  const passwordHash = await hashPassword(input.password);
  try {
    return getDb().transaction((tx) => {
      if (tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, inv.email)).get()) {
        return { ok: false, message: TEAM_MESSAGES.emailTaken } as const;
      }
      const userId = tx
        .insert(schema.users)
        .values({ email: inv.email, firstName: input.firstName.trim(), lastName: input.lastName.trim(), passwordHash, isActive: true, isCustomer: false, isSupplier: true })
        .returning({ id: schema.users.id })
        .get().id;
      const accepted = acceptIn(tx, token, userId, now);
      // No login is left behind when the invitation could not be used.
      if (!accepted.ok) throw new Rollback(accepted);
      return { ok: true, userId } as const;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
}
