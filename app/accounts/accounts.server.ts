// Account rules: sign-up (customer and vendor), activation, password reset, credential check
// and social sign-in. Pages and /v1 routes both call these.
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { deliverQueuedMail, queueMail, withLinks } from "~/mail/mail.server";
import { BRAND } from "~/utils/constants";
import { fill, mailStrings, type Lang } from "~/mail/mail-language.server";
import { hashPassword, verifyPassword } from "~/accounts/password.server";
import { revokeAllAccess } from "~/accounts/session.server";
import { consumeUserToken, issueUserToken, TOKEN_TTL_MS } from "~/accounts/tokens.server";

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
  const { mailId, created } = db.transaction((tx) => {
    const existing = tx.select().from(schema.users).where(eq(schema.users.email, email)).get();
    if (existing) {
      if (!existing.isActive) {
        // The latest sign-up of a never-activated account wins: otherwise someone could
        // pre-register a victim's address with their own password and wait for the victim
        // to activate it. Roles stay as they were (a vendor row is never removed).
        tx.update(schema.users)
          .set({ firstName: input.firstName, lastName: input.lastName, passwordHash })
          .where(eq(schema.users.id, existing.id))
          .run();
        if (asSupplier && !existing.isSupplier) {
          tx.update(schema.users).set({ isSupplier: true, isCustomer: false }).where(eq(schema.users.id, existing.id)).run();
          revokeAllAccess(existing.id, tx); // a role change ends every session (ADR 0024)
          tx.insert(schema.suppliers)
            .values({ userId: existing.id, contactPerson: `${input.firstName} ${input.lastName}`.trim() })
            .onConflictDoNothing()
            .run();
        }
        const token = issueUserToken(tx, existing.id, "activation");
        return { mailId: queueMail(tx, activationMail(origin, email, input.firstName, token, lang ?? existing.language)), created: false };
      }
      const t = mailStrings(lang ?? existing.language);
      return {
        created: false,
        mailId: queueMail(tx, withLinks({
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
    const user = tx
      .insert(schema.users)
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
      .returning({ id: schema.users.id })
      .get();
    if (asSupplier) {
      tx.insert(schema.suppliers)
        .values({ userId: user.id, contactPerson: `${input.firstName} ${input.lastName}`.trim() })
        .run();
    }
    const token = issueUserToken(tx, user.id, "activation");
    return { mailId: queueMail(tx, activationMail(origin, email, input.firstName, token, lang ?? "en")), created: true };
  });
  await deliverQueuedMail([mailId]);
  return { created };
}

/** Sends a new activation link when the e-mail belongs to an inactive account; silent otherwise. */
export async function resendActivation(emailInput: string, origin: string, lang?: Lang): Promise<void> {
  const db = getDb();
  const email = emailInput.trim().toLowerCase();
  const mailId = db.transaction((tx) => {
    const user = tx
      .select()
      .from(schema.users)
      .where(and(eq(schema.users.email, email), eq(schema.users.isActive, false)))
      .get();
    if (!user) return null;
    const token = issueUserToken(tx, user.id, "activation");
    return queueMail(tx, activationMail(origin, email, user.firstName, token, lang ?? user.language));
  });
  if (mailId) await deliverQueuedMail([mailId]);
}

/** The one answer for any unusable activation link: unknown, expired, used or already active (ADR 0025). */
export const ACTIVATION_FAILED = "This activation link is invalid or has expired. Please request a new one.";

/** Activates the account of a valid, unused activation link. */
export function activateAccount(email: string, token: string): { ok: true; userId: number } | { ok: false; message: string } {
  const db = getDb();
  const normalized = email.trim().toLowerCase();
  return db.transaction((tx) => {
    const userId = consumeUserToken(tx, { email: normalized, token, kind: "activation" });
    // Whether the e-mail is active, unknown or pending is not told: anyone can make up a
    // link, so a different answer would list the accounts.
    if (!userId) return { ok: false as const, message: ACTIVATION_FAILED };
    tx.update(schema.users).set({ isActive: true }).where(eq(schema.users.id, userId)).run();
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
  const mailId = db.transaction((tx) => {
    const user = tx.select().from(schema.users).where(eq(schema.users.email, email)).get();
    if (!user) return null;
    const token = issueUserToken(tx, user.id, "reset");
    const minutes = TOKEN_TTL_MS.reset / 60_000;
    const link = resetLink(origin, email, token);
    const t = mailStrings(lang ?? user.language);
    return queueMail(tx, withLinks({
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
  return getDb().transaction((tx) => {
    const userId = consumeUserToken(tx, { email: input.email, token: input.token, kind: "reset" });
    if (!userId) return false;
    tx.update(schema.users).set({ passwordHash, isActive: true }).where(eq(schema.users.id, userId)).run();
    // Whoever had the old password may hold a session or /v1 token: end them all (ADR 0024).
    revokeAllAccess(userId, tx);
    return true;
  });
}

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";
export const NO_PASSWORD_YET =
  "Your account has no password yet (you log in with Google or Facebook). Use Forgot Password to set one.";

/**
 * Changes the password of a logged-in user who knows the current one. Every session and /v1
 * token of the account ends (ADR 0024); the caller starts a new session for this browser.
 */
export async function changePassword(
  userId: number,
  input: { currentPassword: string; password: string },
): Promise<{ ok: true } | { ok: false; reason: "wrong-current" | "no-password" }> {
  const db = getDb();
  const user = db.select({ passwordHash: schema.users.passwordHash }).from(schema.users).where(eq(schema.users.id, userId)).get();
  if (!user?.passwordHash) return { ok: false, reason: "no-password" };
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) return { ok: false, reason: "wrong-current" };
  const passwordHash = await hashPassword(input.password);
  db.transaction((tx) => {
    tx.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, userId)).run();
    revokeAllAccess(userId, tx);
  });
  return { ok: true };
}

export const INVALID_CREDENTIALS = "Incorrect e-mail or password.";
export const NOT_ACTIVATED =
  "Your account is not activated yet. Please follow the link in the activation e-mail we sent you.";

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
  const user = getDb()
    .select({ id: schema.users.id, passwordHash: schema.users.passwordHash, isActive: schema.users.isActive })
    .from(schema.users)
    .where(eq(schema.users.email, email))
    .get();
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) return { status: "invalid" };
  if (!user.isActive) return { status: "inactive", email };
  return { status: "ok", userId: user.id };
}

/** The id of the account with this (lower-case) e-mail, or null. */
export function userIdByEmail(email: string): number | null {
  return getDb().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()?.id ?? null;
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
export function findOrCreateSocialUser(profile: SocialProfile): number {
  const email = profile.email.trim().toLowerCase();
  if (!email) throw new Error("The provider did not share an e-mail address.");
  return getDb().transaction((tx) => {
    const existing = tx.select().from(schema.users).where(eq(schema.users.email, email)).get();
    if (existing) {
      if (!existing.isActive) {
        // Never activated: whoever set its password did not prove the address, so that
        // password is dropped (the owner can set one through Forgot Password).
        tx.update(schema.users).set({ isActive: true, passwordHash: null }).where(eq(schema.users.id, existing.id)).run();
        revokeAllAccess(existing.id, tx);
      }
      return existing.id;
    }
    const firstName = profile.firstName.trim() || email.split("@")[0];
    const lastName = profile.lastName.trim();
    return tx
      .insert(schema.users)
      .values({
        email,
        firstName,
        lastName,
        username: socialUsername(firstName, lastName),
        passwordHash: null,
        isCustomer: true,
        isActive: true,
      })
      .returning({ id: schema.users.id })
      .get().id;
  });
}

/** Home page of a role: admin console, vendor dashboard, or the site's home. */
export function homeFor(user: { isAdmin: boolean; isSupplier: boolean } | null): string {
  if (!user) return "/";
  if (user.isAdmin) return "/admin/manage-payments";
  if (user.isSupplier) return "/dashboard";
  return "/";
}
