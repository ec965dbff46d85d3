// Vendor teams (issue 25, ADR 0280/0281): the members of a vendor organisation, invitations by
// e-mail (random token in the link, only its SHA-256 stored; expiring, single use, revocable),
// role changes and removal. Every change is one transaction with its audit row naming the
// member who made it; removing a member ends their sessions and /v1 tokens in that transaction.
import crypto from "node:crypto";
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/audit/audit.server";
import { hashPassword } from "~/accounts/password.server";
import { revokeAllAccess } from "~/accounts/session.server";
import { revokeAccessOfRemovedMember } from "~/accounts/api-auth.server";
import { hashToken } from "~/accounts/tokens.server";
import { getDb, tables, first, run, write, transaction, type DB } from "~/db.server";
import { MEMBER_ROLES, type MemberRole } from "~/db/schema";
import { deliverQueuedMail, queueMail, withLinks } from "~/mail/mail.server";
import { ROLE_LABELS } from "~/teams/permissions";
import { BRAND } from "~/utils/constants";
import { fill, mailStrings, userLanguage, type Lang } from "~/mail/mail-language.server";
import { formatDate } from "~/utils/format";
import { msg } from "~/i18n/message-ref";

/** The team's refusals: references to the teams catalogue (ADR 0391), shown in the page's language. */
export const TEAM_MESSAGES = {
  lastOwner: msg("teams.lastOwner"),
  alreadyMember: msg("teams.alreadyMember"),
  otherTeam: msg("teams.otherTeam"),
  invitationGone: msg("teams.invitationGone"),
  wrongAccount: msg("teams.wrongAccount"),
  emailTaken: msg("teams.emailTaken"),
} as const;

/** The invitation page's own refusals (app/routes/team-invitation.tsx). */
export const INVITATION_NOTICES = { logInFirst: msg("teams.logInFirst"), enterPassword: msg("teams.enterPassword") } as const;

/** An invitation link works for 7 days (ADR 0281). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Tx = DB;
type Result = { ok: true } | { ok: false; message: string; field?: "email" | "role" };

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === "string" && (MEMBER_ROLES as readonly string[]).includes(value);
}

async function organisationName(tx: Pick<Tx, "select">, supplierId: number) {
  const row = await first(tx.select({ name: tables.suppliers.name }).from(tables.suppliers).where(eq(tables.suppliers.id, supplierId)));
  const venue = await first(tx.select({ name: tables.venues.name }).from(tables.venues).where(eq(tables.venues.supplierId, supplierId)).orderBy(asc(tables.venues.id)));
  return row?.name || venue?.name || "your vendor team";
}

/** The team page: members (owners first) and the invitations still waiting. */
export async function listTeam(supplierId: number, now = new Date()) {
  const db = getDb();
  const members = (await db
      .select({
        id: tables.supplierMembers.id,
        userId: tables.users.id,
        role: tables.supplierMembers.role,
        email: tables.users.email,
        firstName: tables.users.firstName,
        lastName: tables.users.lastName,
        since: tables.supplierMembers.createdAt,
      })
      .from(tables.supplierMembers)
      .innerJoin(tables.users, eq(tables.users.id, tables.supplierMembers.userId))
      .where(eq(tables.supplierMembers.supplierId, supplierId))
      .orderBy(asc(tables.supplierMembers.id)))
    .map((m) => ({ ...m, name: `${m.firstName} ${m.lastName}`.trim(), since: formatDate(m.since) }));
  const order = (r: MemberRole) => MEMBER_ROLES.indexOf(r);
  members.sort((a, b) => order(a.role) - order(b.role) || a.id - b.id);
  const invitations = (await db
      .select()
      .from(tables.supplierInvitations)
      .where(
        and(
          eq(tables.supplierInvitations.supplierId, supplierId),
          isNull(tables.supplierInvitations.acceptedAt),
          isNull(tables.supplierInvitations.revokedAt),
          gt(tables.supplierInvitations.expiresAt, now),
        ),
      )
      .orderBy(asc(tables.supplierInvitations.id)))
    .map((i) => ({ id: i.id, email: i.email, role: i.role, expires: formatDate(i.expiresAt) }));
  return { members, invitations };
}

async function ownerCount(tx: Pick<Tx, "select">, supplierId: number) {
  return (await first(tx
      .select({ n: count() })
      .from(tables.supplierMembers)
      .where(and(eq(tables.supplierMembers.supplierId, supplierId), eq(tables.supplierMembers.role, "owner")))))!.n;
}

async function memberOf(tx: Pick<Tx, "select">, supplierId: number, memberId: number) {
  return await first(tx
      .select({ id: tables.supplierMembers.id, userId: tables.supplierMembers.userId, role: tables.supplierMembers.role, email: tables.users.email })
      .from(tables.supplierMembers)
      .innerJoin(tables.users, eq(tables.users.id, tables.supplierMembers.userId))
      .where(and(eq(tables.supplierMembers.id, memberId), eq(tables.supplierMembers.supplierId, supplierId))));
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
  const outcome = await transaction(async (tx): Promise<Result & { mailId?: number }> => {
      const user = await first(tx.select({ id: tables.users.id, isAdmin: tables.users.isAdmin, language: tables.users.language }).from(tables.users).where(eq(tables.users.email, email)));
      if (user) {
        const membership = await first(tx.select({ supplierId: tables.supplierMembers.supplierId }).from(tables.supplierMembers).where(eq(tables.supplierMembers.userId, user.id)));
        if (membership?.supplierId === supplierId) return { ok: false, message: TEAM_MESSAGES.alreadyMember, field: "email" };
        if (membership || user.isAdmin) return { ok: false, message: TEAM_MESSAGES.otherTeam, field: "email" };
      }
      await run((db) => db.update(tables.supplierInvitations)
              .set({ revokedAt: now })
              .where(
                and(
                  eq(tables.supplierInvitations.supplierId, supplierId),
                  eq(tables.supplierInvitations.email, email),
                  isNull(tables.supplierInvitations.acceptedAt),
                  isNull(tables.supplierInvitations.revokedAt),
                ),
              ));
      const token = crypto.randomBytes(32).toString("base64url");
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
      await run((db) => db.insert(tables.supplierInvitations)
              .values({ supplierId, email, role, tokenHash: hashToken(token), invitedByUserId: actor.id, expiresAt, createdAt: now }));
      await recordAudit(tx, actor, { action: "teamInvite", subject: `${email} as ${ROLE_LABELS[role]}` }, now);
      // The invitee's language when they have an account, else the inviter's (ADR 0322).
      const lang = user?.language ?? await userLanguage(actor.id);
      const mailId = await queueMail(tx, invitationMail(origin, email, await organisationName(tx, supplierId), inviterName, role, token, expiresAt, lang));
      return { ok: true, mailId };
    });
  if (outcome.ok) await deliverQueuedMail();
  return outcome.ok ? { ok: true } : outcome;
}

export async function revokeInvitation(supplierId: number, invitationId: number, actor: AuditActor, now = new Date()): Promise<boolean> {
  return await transaction(async (tx) => {
      const inv = await first(tx
            .select()
            .from(tables.supplierInvitations)
            .where(and(eq(tables.supplierInvitations.id, invitationId), eq(tables.supplierInvitations.supplierId, supplierId), isNull(tables.supplierInvitations.acceptedAt), isNull(tables.supplierInvitations.revokedAt))));
      if (!inv) return false;
      await run((db) => db.update(tables.supplierInvitations).set({ revokedAt: now }).where(eq(tables.supplierInvitations.id, inv.id)));
      await recordAudit(tx, actor, { action: "teamInviteRevoke", subject: `${inv.email} as ${ROLE_LABELS[inv.role]}` }, now);
      return true;
    });
}

/** Changes a member's role; the last owner cannot be demoted. Roles are read on every request. */
export async function changeMemberRole(supplierId: number, memberId: number, role: MemberRole, actor: AuditActor, now = new Date()): Promise<Result | null> {
  return await transaction(async (tx) => {
      const member = await memberOf(tx, supplierId, memberId);
      if (!member) return null;
      if (member.role === role) return { ok: true } as const;
      if (member.role === "owner" && await ownerCount(tx, supplierId) <= 1) return { ok: false, message: TEAM_MESSAGES.lastOwner, field: "role" } as const;
      await run((db) => db.update(tables.supplierMembers).set({ role }).where(eq(tables.supplierMembers.id, member.id)));
      await recordAudit(tx, actor, { action: "teamRole", subject: member.email, oldValue: ROLE_LABELS[member.role], newValue: ROLE_LABELS[role] }, now);
      return { ok: true } as const;
    });
}

/**
 * Removes a member: the membership goes, the account stays as a planner login, and every
 * session and /v1 token of the account is deleted at once (the next request is refused). The
 * last owner cannot be removed. When the removed member was the account the vendor signed up
 * with (suppliers.user_id, where vendor mail goes), the longest-standing owner takes its place.
 */
export async function removeMember(supplierId: number, memberId: number, actor: AuditActor, now = new Date()): Promise<Result | null> {
  return await transaction(async (tx) => {
      const member = await memberOf(tx, supplierId, memberId);
      if (!member) return null;
      if (member.role === "owner" && await ownerCount(tx, supplierId) <= 1) return { ok: false, message: TEAM_MESSAGES.lastOwner } as const;
      await run((db) => db.delete(tables.supplierMembers).where(eq(tables.supplierMembers.id, member.id)));
      await run((db) => db.update(tables.users).set({ isSupplier: false, isCustomer: true }).where(eq(tables.users.id, member.userId)));
      await revokeAccessOfRemovedMember(member.userId);
      const org = await first(tx.select({ userId: tables.suppliers.userId }).from(tables.suppliers).where(eq(tables.suppliers.id, supplierId)));
      if (org?.userId === member.userId) {
        const heir = await first(tx
                .select({ userId: tables.supplierMembers.userId })
                .from(tables.supplierMembers)
                .where(and(eq(tables.supplierMembers.supplierId, supplierId), eq(tables.supplierMembers.role, "owner")))
                .orderBy(asc(tables.supplierMembers.id)));
        if (heir) await run((db) => db.update(tables.suppliers).set({ userId: heir.userId }).where(eq(tables.suppliers.id, supplierId)));
      }
      await recordAudit(tx, actor, { action: "teamRemove", subject: member.email, oldValue: ROLE_LABELS[member.role] }, now);
      return { ok: true } as const;
    });
}

/** A pending, unexpired invitation by its link token, with what the accept page shows. */
export async function findLiveInvitation(token: unknown, now = new Date()) {
  if (typeof token !== "string" || token.length < 20 || token.length > 100) return null;
  const inv = await first(getDb()
      .select()
      .from(tables.supplierInvitations)
      .where(
        and(
          eq(tables.supplierInvitations.tokenHash, hashToken(token)),
          isNull(tables.supplierInvitations.acceptedAt),
          isNull(tables.supplierInvitations.revokedAt),
          gt(tables.supplierInvitations.expiresAt, now),
        ),
      ));
  if (!inv) return null;
  return { id: inv.id, email: inv.email, role: inv.role, supplierId: inv.supplierId, organisation: await organisationName(getDb(), inv.supplierId), expires: formatDate(inv.expiresAt) };
}

/**
 * Accepts an invitation for a logged-in (or just created) account with the invited e-mail:
 * the membership, the invitation marked used, the account turned into a vendor login, and its
 * other sessions ended (a role change, ADR 0024), in one transaction. An existing planner
 * account joins with the same login.
 */
export async function acceptInvitation(token: string, userId: number, now = new Date()): Promise<Result & { supplierId?: number }> {
  return await transaction(async (tx) => await acceptIn(tx, token, userId, now));
}

class Rollback extends Error {
  constructor(readonly result: Result) {
    super("rollback");
  }
}

async function acceptIn(tx: Tx, token: string, userId: number, now: Date): Promise<Result & { supplierId?: number }> {
  {
    const inv = await findLiveInvitation(token, now);
    if (!inv) return { ok: false, message: TEAM_MESSAGES.invitationGone };
    const user = await first(tx.select().from(tables.users).where(eq(tables.users.id, userId)));
    if (!user || user.email !== inv.email) return { ok: false, message: TEAM_MESSAGES.wrongAccount };
    const membership = await first(tx.select().from(tables.supplierMembers).where(eq(tables.supplierMembers.userId, userId)));
    if (membership || user.isAdmin) return { ok: false, message: TEAM_MESSAGES.otherTeam };
    // Single use even against two tabs racing: only the update that finds it pending goes on.
    const taken = (await run((db) => db
          .update(tables.supplierInvitations)
          .set({ acceptedAt: now, acceptedByUserId: userId })
          .where(and(eq(tables.supplierInvitations.id, inv.id), isNull(tables.supplierInvitations.acceptedAt), isNull(tables.supplierInvitations.revokedAt))))).changes;
    if (!taken) return { ok: false, message: TEAM_MESSAGES.invitationGone };
    await run((db) => db.insert(tables.supplierMembers).values({ supplierId: inv.supplierId, userId, role: inv.role, createdAt: now }));
    await run((db) => db.update(tables.users).set({ isSupplier: true, isActive: true }).where(eq(tables.users.id, userId)));
    await revokeAllAccess(userId, tx);
    const actor: AuditActor = { id: userId, email: user.email, via: "dashboard", supplierId: inv.supplierId };
    await recordAudit(tx, actor, { action: "teamJoin", subject: `${user.email} as ${ROLE_LABELS[inv.role]}` }, now);
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
  const inv = await findLiveInvitation(token, now);
  if (!inv) return { ok: false, message: TEAM_MESSAGES.invitationGone };
  const passwordHash = await hashPassword(input.password);
  try {
    return await transaction(async (tx) => {
          if (await first(tx.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.email, inv.email)))) {
            return { ok: false, message: TEAM_MESSAGES.emailTaken } as const;
          }
          const userId = ((await write((db) => db
                  .insert(tables.users)
                  .values({ email: inv.email, firstName: input.firstName.trim(), lastName: input.lastName.trim(), passwordHash, isActive: true, isCustomer: false, isSupplier: true })
                  .returning({ id: tables.users.id })))[0]).id;
          const accepted = await acceptIn(tx, token, userId, now);
          // No login is left behind when the invitation could not be used.
          if (!accepted.ok) throw new Rollback(accepted);
          return { ok: true, userId } as const;
        });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
}
