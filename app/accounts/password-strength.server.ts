// Password strength (ADR 0025), server only: zxcvbn-ts with its common dictionaries (words,
// names and passwords from breach lists, ~1 MB) must stay out of the browser bundle. The
// shared Zod schemas check length; the server schemas below add this check, so its message
// appears next to the password field through Conform.
import { createRequire } from "node:module";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { ResetSchema, SignupSchema } from "~/accounts/account-schemas.server";
import { eq } from "drizzle-orm";
import { isUserTokenValid } from "~/accounts/tokens.server";
import { getDb, tables, first } from "~/db.server";
import { msg } from "~/i18n/message-ref";

/** Why a password is refused, by message id (issue 44, ADR 0391). */
export const PASSWORD_STRENGTH_MESSAGES = {
  common: msg("accounts.passwordCommon"),
  personal: msg("accounts.passwordPersonal"),
  weak: msg("accounts.passwordWeak"),
} as const;

/** zxcvbn score 0-4; 3 = "safely unguessable" against online guessing and a slow-hash offline attack. */
export const MIN_PASSWORD_SCORE = 3;

const COMMON_WARNINGS = new Set(["topTen", "topHundred", "common", "similarToCommon"]);

// The dictionaries (about 14 MiB once parsed) are loaded by the first password checked, not
// at start (ADR 0244): most processes serve pages for hours without a sign-up.
const requireOnFirstUse = createRequire(import.meta.url);
let factory: ZxcvbnFactory | undefined;
function estimator() {
  if (!factory) {
    const core = requireOnFirstUse("@zxcvbn-ts/core") as typeof import("@zxcvbn-ts/core");
    const common = requireOnFirstUse("@zxcvbn-ts/language-common") as typeof import("@zxcvbn-ts/language-common");
    factory = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  }
  return factory;
}

export type PersonalInputs = { email?: string | null; firstName?: string | null; lastName?: string | null };

/** Why the password is refused, or null when it is strong enough. */
export function passwordStrengthProblem(password: string, personal: PersonalInputs = {}): string | null {
  const lower = password.toLowerCase();
  const email = personal.email?.trim().toLowerCase() ?? "";
  const localPart = email.split("@")[0] ?? "";
  if ((email && lower.includes(email)) || (localPart.length >= 4 && lower.includes(localPart))) {
    return PASSWORD_STRENGTH_MESSAGES.personal;
  }
  const inputs = [email, localPart, personal.firstName ?? "", personal.lastName ?? "", "balimice", "bali"].filter(Boolean);
  const result = estimator().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning ?? "";
  if (warning === "userInputs") return PASSWORD_STRENGTH_MESSAGES.personal;
  if (COMMON_WARNINGS.has(warning)) return PASSWORD_STRENGTH_MESSAGES.common;
  return PASSWORD_STRENGTH_MESSAGES.weak;
}

/** Sign-up (planner and vendor, page and /v1) with the strength check on the password field. */
export const SignupServerSchema = SignupSchema.superRefine((v, ctx) => {
  const problem = passwordStrengthProblem(v.password, v);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["password"] });
});

/**
 * Reset (page and /v1): for a live link the account's name is looked up so it cannot be the
 * password either (only for a live link, so the answer tells a stranger nothing about names).
 */
export const ResetServerSchema = ResetSchema.superRefine(async (v, ctx) => {
  const live = await isUserTokenValid(getDb(), { email: v.email, token: v.token, kind: "reset" });
  const user = !live ? undefined : await first(getDb()
      .select({ firstName: tables.users.firstName, lastName: tables.users.lastName })
      .from(tables.users)
      .where(eq(tables.users.email, v.email)));
  const problem = passwordStrengthProblem(v.password, { email: v.email, ...user });
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["password"] });
});

