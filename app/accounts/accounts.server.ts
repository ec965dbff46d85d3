// Account rules: sign-up (customer and vendor), activation, password reset, credential check
// and social sign-in. Pages and /v1 routes both call these.
import { and, eq } from "drizzle-orm";
import { getDb, tables, first, run, write, transaction } from "~/db.server";
import { deliverQueuedMail, queueMail, withLinks } from "~/mail/mail.server";
import { BRAND } from "~/utils/constants";
import { fill, mailStrings, type Lang } from "~/mail/mail-language.server";
import { hashPassword, verifyPassword } from "~/accounts/password.server";
import { revokeAllAccess } from "~/accounts/session.server";
import { consumeUserToken, issueUserToken, TOKEN_TTL_MS } from "~/accounts/tokens.server";
import { msg } from "~/i18n/message-ref";
/** The credential check's refusals (pages and /v1), by message id (issue 44, ADR 0391). */
export const INVALID_CREDENTIALS = msg("accounts.invalidCredentials");
export const NOT_ACTIVATED = msg("accounts.notActivated");
/** The one answer for any unusable activation link: unknown, expired, used or already active (ADR 0025). */
export const ACTIVATION_FAILED = msg("accounts.activationFailed");
/** The change password form's refusals, by message id (issue 44, ADR 0391). */
export const WRONG_CURRENT_PASSWORD = msg("accounts.wrongCurrentPassword");
export const NO_PASSWORD_YET = msg("accounts.noPasswordYet");

export type SignupInput = { firstName: string; lastName: string; email: string; password: string };

export function activationLink(origin: string, email: string, token: string) {
  return `${origin}/activation?${new URLSearchParams({ email, activation: token })}`;
}

export function resetLink(origin: string, email: string, token: string) {
  return `${origin}/forgotpassword?${new URLSearchParams({ email, resetPassword: token })}`;
}

function activationMail(origin: string, to: string, firstName: string, token: string, lang: Lang) {
  const t = mailStrings(lang);
  const hours = TOKEN_TTL_MS.activation / 3_600_000;
  const link = activationLink(origin, to, token);
  return withLinks({
    to,
    subject: fill(t.activationSubject, { brand: BRAND }),
    text:
      `${fill(t.hello, { name: firstName })}\n\n` +
      `${fill(t.activationThanks, { brand: BRAND })}\n\n` +
      `${link}\n\n` +
      fill(t.activationValid, { hours }),
  }, [link]);
}

/**
 * Creates an inactive account and mails its activation link. The role comes only from
 * `asSupplier` (the vendor sign-up page sets it), never from posted fields; a vendor account
 * gets its suppliers row. When the e-mail is taken the answer is the same (no account
 * enumeration): an inactive owner gets a fresh activation link, an active one a notice.
 */
export async function registerAccount(
  input: SignupInput,
  { origin, asSupplier, lang }: { origin: string; asSupplier: boolean; lang?: Lang },
): Promise<{ created: boolean }> {
  const db = getDb();
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const { mailId, created } = await transaction(async (tx) => {
      const existing = await first(tx.select().from(tables.users).where(eq(tables.users.email, email)));
      if (existing) {
        if (!existing.isActive) {
          // The latest sign-up of a never-activated account wins: otherwise someone could
          // pre-register a victim's address with their own password and wait for the victim
          // to activate it. Roles stay as they were (a vendor row is never removed).
          await run((db) => db.update(tables.users)
                      .set({ firstName: input.firstName, lastName: input.lastName, passwordHash })
                      .where(eq(tables.users.id, existing.id)));
          if (asSupplier && !existing.isSupplier) {
            await run((db) => db.update(tables.users).set({ isSupplier: true, isCustomer: false }).where(eq(tables.users.id, existing.id)));
            await revokeAllAccess(existing.id, tx); // a role change ends every session (ADR 0024)
            await run((db) => db.insert(tables.suppliers)
                          .values({ userId: existing.id, contactPerson: `${input.firstName} ${input.lastName}`.trim() })
                          .onConflictDoNothing());
          }
          const token = await issueUserToken(tx, existing.id, "activation");
          return { mailId: await queueMail(tx, activationMail(origin, email, input.firstName, token, lang ?? existing.language)), created: false };
        }
        const t = mailStrings(lang ?? existing.language);
        return {
          created: false,
          mailId: await queueMail(tx, withLinks({
            to: email,
            subject: fill(t.existsSubject, { brand: BRAND }),
            text:
              `${fill(t.hello, { name: existing.firstName })}\n\n` +
              `${t.existsText}\n\n` +
              `${fill(t.existsLogin, { link: `${origin}/login` })}\n\n${fill(t.existsForgot, { link: `${origin}/login?tab=forgot` })}\n\n` +
              t.existsIgnore,
          }, [`${origin}/login`, `${origin}/login?tab=forgot`])),
        };
      }
      const user = (await write((db) => db
            .insert(tables.users)
            .values({
              email,
              firstName: input.firstName,
              lastName: input.lastName,
              passwordHash,
              isCustomer: !asSupplier,
              isSupplier: asSupplier,
              isAdmin: false,
              isActive: false,
              // The sign-up page's language: the account's mails go out in it (ADR 0322).
              language: lang ?? "en",
            })
            .returning({ id: tables.users.id })))[0];
      if (asSupplier) {
        await run((db) => db.insert(tables.suppliers)
                  .values({ userId: user.id, contactPerson: `${input.firstName} ${input.lastName}`.trim() }));
      }
      const token = await issueUserToken(tx, user.id, "activation");
      return { mailId: await queueMail(tx, activationMail(origin, email, input.firstName, token, lang ?? "en")), created: true };
    });
  await deliverQueuedMail([mailId]);
  return { created };
}

/** Sends a new activation link when the e-mail belongs to an inactive account; silent otherwise. */
export async function resendActivation(emailInput: string, origin: string, lang?: Lang): Promise<void> {
  const db = getDb();
  const email = emailInput.trim().toLowerCase();
  const mailId = await transaction(async (tx) => {
      const user = await first(tx
            .select()
            .from(tables.users)
            .where(and(eq(tables.users.email, email), eq(tables.users.isActive, false))));
      if (!user) return null;
      const token = await issueUserToken(tx, user.id, "activation");
      return await queueMail(tx, activationMail(origin, email, user.firstName, token, lang ?? user.language));
    });
  if (mailId) await deliverQueuedMail([mailId]);
}

/** Activates the account of a valid, unused activation link. */
export async function activateAccount(email: string, token: string): Promise<{ ok: true; userId: number } | { ok: false; message: string }> {
  const db = getDb();
  const normalized = email.trim().toLowerCase();
  return await transaction(async (tx) => {
      const userId = await consumeUserToken(tx, { email: normalized, token, kind: "activation" });
      // Whether the e-mail is active, unknown or pending is not told: anyone can make up a
      // link, so a different answer would list the accounts.
      if (!userId) return { ok: false as const, message: ACTIVATION_FAILED };
      await run((db) => db.update(tables.users).set({ isActive: true }).where(eq(tables.users.id, userId)));
      return { ok: true as const, userId };
    });
}

/**
 * Mails a reset link when the e-mail has an account. The caller answers the same either way.
 * In the language of the page that asked, else (/v1) the account's.
 */
export async function requestPasswordReset(emailInput: string, origin: string, lang?: Lang): Promise<void> {
  const db = getDb();
  const email = emailInput.trim().toLowerCase();
  const mailId = await transaction(async (tx) => {
      const user = await first(tx.select().from(tables.users).where(eq(tables.users.email, email)));
      if (!user) return null;
      const token = await issueUserToken(tx, user.id, "reset");
      const minutes = TOKEN_TTL_MS.reset / 60_000;
      const link = resetLink(origin, email, token);
      const t = mailStrings(lang ?? user.language);
      return await queueMail(tx, withLinks({
        to: email,
        subject: fill(t.resetSubject, { brand: BRAND }),
        text:
          `${fill(t.hello, { name: user.firstName })}\n\n` +
          `${t.resetText}\n\n` +
          `${link}\n\n` +
          fill(t.resetValid, { minutes }),
      }, [link]));
    });
  if (mailId) await deliverQueuedMail([mailId]);
}

/**
 * Sets a new password with a valid reset link. The link proves the owner reads this
 * mailbox, so it also activates a not-yet-activated account.
 */
export async function resetPassword(input: { email: string; token: string; password: string }): Promise<boolean> {
  const passwordHash = await hashPassword(input.password);
  return await transaction(async (tx) => {
      const userId = await consumeUserToken(tx, { email: input.email, token: input.token, kind: "reset" });
      if (!userId) return false;
      await run((db) => db.update(tables.users).set({ passwordHash, isActive: true }).where(eq(tables.users.id, userId)));
      // Whoever had the old password may hold a session or /v1 token: end them all (ADR 0024).
      await revokeAllAccess(userId, tx);
      return true;
    });
}

/**
 * Changes the password of a logged-in user who knows the current one. Every session and /v1
 * token of the account ends (ADR 0024); the caller starts a new session for this browser.
 */
export async function changePassword(
  userId: number,
  input: { currentPassword: string; password: string },
): Promise<{ ok: true } | { ok: false; reason: "wrong-current" | "no-password" }> {
  const db = getDb();
  const user = await first(db.select({ passwordHash: tables.users.passwordHash }).from(tables.users).where(eq(tables.users.id, userId)));
  if (!user?.passwordHash) return { ok: false, reason: "no-password" };
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) return { ok: false, reason: "wrong-current" };
  const passwordHash = await hashPassword(input.password);
  await transaction(async (tx) => {
        await run((db) => db.update(tables.users).set({ passwordHash }).where(eq(tables.users.id, userId)));
        await revokeAllAccess(userId, tx);
      });
  return { ok: true };
}

export type LoginCheck =
  | { status: "ok"; userId: number }
  | { status: "invalid" }
  | { status: "inactive"; email: string };

/**
 * Checks e-mail and password. Unknown e-mail and wrong password give the same answer (and
 * take the same time); "inactive" is only told to someone who knows the password.
 */
export async function checkCredentials(emailInput: string, password: string): Promise<LoginCheck> {
  const email = emailInput.trim().toLowerCase();
  const user = await first(getDb()
      .select({ id: tables.users.id, passwordHash: tables.users.passwordHash, isActive: tables.users.isActive })
      .from(tables.users)
      .where(eq(tables.users.email, email)));
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) return { status: "invalid" };
  if (!user.isActive) return { status: "inactive", email };
  return { status: "ok", userId: user.id };
}

/** The id of the account with this (lower-case) e-mail, or null. */
export async function userIdByEmail(email: string): Promise<number | null> {
  return (await first(getDb().select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.email, email))))?.id ?? null;
}

export type SocialProfile = { email: string; firstName: string; lastName: string };

/** Social username: lowercased first plus last name without spaces (spec section 3). */
export function socialUsername(firstName: string, lastName: string) {
  return `${firstName}${lastName}`.toLowerCase().replace(/\s+/g, "");
}

/**
 * Signs in with an e-mail the provider has verified: finds the account, or creates an active
 * customer account. A pending (inactive) account is activated, since the provider proved
 * ownership of the address.
 */
export async function findOrCreateSocialUser(profile: SocialProfile): Promise<number> {
  const email = profile.email.trim().toLowerCase();
  if (!email) throw new Error("The provider did not share an e-mail address.");
  return await transaction(async (tx) => {
      const existing = await first(tx.select().from(tables.users).where(eq(tables.users.email, email)));
      if (existing) {
        if (!existing.isActive) {
          // Never activated: whoever set its password did not prove the address, so that
          // password is dropped (the owner can set one through Forgot Password).
          await run((db) => db.update(tables.users).set({ isActive: true, passwordHash: null }).where(eq(tables.users.id, existing.id)));
          await revokeAllAccess(existing.id, tx);
        }
        return existing.id;
      }
      const firstName = profile.firstName.trim() || email.split("@")[0];
      const lastName = profile.lastName.trim();
      return ((await write((db) => db
            .insert(tables.users)
            .values({
              email,
              firstName,
              lastName,
              username: socialUsername(firstName, lastName),
              passwordHash: null,
              isCustomer: true,
              isActive: true,
            })
            .returning({ id: tables.users.id })))[0]).id;
    });
}

/** Home page of a role: admin console, vendor dashboard, or the site's home. */
export function homeFor(user: { isAdmin: boolean; isSupplier: boolean } | null): string {
  if (!user) return "/";
  if (user.isAdmin) return "/admin/manage-payments";
  if (user.isSupplier) return "/dashboard";
  return "/";
}
