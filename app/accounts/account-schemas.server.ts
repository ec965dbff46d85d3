// Form schemas of the server actions (the public pages' browsers carry no Zod, ADR 0180), with
// the spec's validation texts (section 5). Login and sign-up put each text on the field it is
// about, so it shows next to that field (ADR 0181).
import * as z from "zod";
import { isPersonName, PERSON_NAME_MESSAGE } from "~/accounts/person-name";
import { msg } from "~/i18n/message-ref";

/** The forms' texts (the spec's, section 5), by message id (issue 44, ADR 0391). */
export const MESSAGES = {
  loginEmpty: msg("accounts.loginEmpty"),
  registrationIncomplete: msg("accounts.registrationIncomplete"),
  passwordMismatch: msg("accounts.passwordMismatch"),
  invalidEmail: msg("accounts.invalidEmail"),
  passwordTooShort: msg("accounts.passwordTooShort"),
  resetInvalidPassword: msg("accounts.resetInvalidPassword"),
  resetInvalidToken: msg("accounts.resetInvalidToken"),
  emailRequired: msg("accounts.emailRequired"),
} as const;

export const PASSWORD_TOO_LONG = msg("accounts.passwordTooLong");

export const PASSWORD_MIN = 8;
/** bcrypt reads only the first 72 bytes, so longer passwords are refused (ADR 0025). */
export const PASSWORD_MAX_BYTES = 72;

/** True for an address Zod's e-mail check accepts (the sign-up's rule). */
export function isEmailAddress(value: string) {
  return z.email().safeParse(value).success;
}

/** UTF-8 length, the unit bcrypt counts (works in the browser and on the server). */
export function utf8Length(value: string) {
  return new TextEncoder().encode(value).length;
}

const trimmed = z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().optional());
const raw = z.string().optional();

export const LoginSchema = z
  .object({ email: trimmed, password: raw, redirectTo: z.string().optional() })
  .superRefine((v, ctx) => {
    // The spec's one text, on each empty field (ADR 0181).
    if (!v.email) ctx.addIssue({ code: "custom", message: MESSAGES.loginEmpty, path: ["email"] });
    if (!v.password) ctx.addIssue({ code: "custom", message: MESSAGES.loginEmpty, path: ["password"] });
  })
  .transform((v) => ({ email: (v.email ?? "").toLowerCase(), password: v.password ?? "", redirectTo: v.redirectTo }));

const SIGNUP_FIELDS = ["firstName", "lastName", "email", "password", "passwordConfirm"] as const;

/** Customer and vendor sign-up. Role fields a client might post are not part of it. */
export const SignupSchema = z
  .object({
    firstName: trimmed,
    lastName: trimmed,
    email: trimmed,
    password: raw,
    passwordConfirm: raw,
  })
  .superRefine((v, ctx) => {
    const empty = SIGNUP_FIELDS.filter((name) => !v[name]);
    if (empty.length) {
      // The spec's one text, on each empty field (ADR 0181).
      for (const name of empty) ctx.addIssue({ code: "custom", message: MESSAGES.registrationIncomplete, path: [name] });
      return;
    }
    const { firstName, lastName, email, password, passwordConfirm } = v as Record<(typeof SIGNUP_FIELDS)[number], string>;
    if (!z.email().safeParse(email).success) {
      ctx.addIssue({ code: "custom", message: MESSAGES.invalidEmail, path: ["email"] });
    }
    if (firstName.length > 60) ctx.addIssue({ code: "custom", message: msg("accounts.firstNameTooLong"), path: ["firstName"] });
    if (lastName.length > 60) ctx.addIssue({ code: "custom", message: msg("accounts.lastNameTooLong"), path: ["lastName"] });
    if (!isPersonName(firstName)) ctx.addIssue({ code: "custom", message: PERSON_NAME_MESSAGE, path: ["firstName"] });
    if (!isPersonName(lastName)) ctx.addIssue({ code: "custom", message: PERSON_NAME_MESSAGE, path: ["lastName"] });
    if (password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", message: MESSAGES.passwordTooShort, path: ["password"] });
    } else if (utf8Length(password) > PASSWORD_MAX_BYTES) {
      ctx.addIssue({ code: "custom", message: PASSWORD_TOO_LONG, path: ["password"] });
    }
    if (password !== passwordConfirm) {
      ctx.addIssue({ code: "custom", message: MESSAGES.passwordMismatch, path: ["passwordConfirm"] });
    }
  })
  .transform((v) => ({
    firstName: v.firstName!,
    lastName: v.lastName!,
    email: v.email!.toLowerCase(),
    password: v.password!,
  }));

export const ForgotSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined),
    z.email({ error: (i) => (i.input === undefined ? MESSAGES.emailRequired : MESSAGES.invalidEmail) }),
  ).transform((e) => e.toLowerCase()),
});

export const ResetSchema = z
  .object({
    email: trimmed,
    resetPassword: trimmed,
    password: raw,
    passwordConfirm: raw,
  })
  .superRefine((v, ctx) => {
    if (!v.email || !v.resetPassword) {
      ctx.addIssue({ code: "custom", message: MESSAGES.resetInvalidToken, path: [] });
      return;
    }
    if (!v.password || !v.passwordConfirm || v.password !== v.passwordConfirm) {
      ctx.addIssue({ code: "custom", message: MESSAGES.resetInvalidPassword, path: ["passwordConfirm"] });
      return;
    }
    if (v.password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", message: MESSAGES.passwordTooShort, path: ["password"] });
    } else if (utf8Length(v.password) > PASSWORD_MAX_BYTES) {
      ctx.addIssue({ code: "custom", message: PASSWORD_TOO_LONG, path: ["password"] });
    }
  })
  .transform((v) => ({
    email: v.email!.toLowerCase(),
    token: v.resetPassword!,
    password: v.password!,
  }));

/** Change password of a logged-in user (the strength check runs on the server, ADR 0025). */
export const ChangePasswordSchema = z
  .object({ currentPassword: raw, password: raw, passwordConfirm: raw })
  .superRefine((v, ctx) => {
    if (!v.currentPassword) ctx.addIssue({ code: "custom", message: msg("accounts.currentPasswordEmpty"), path: ["currentPassword"] });
    if (!v.password) {
      ctx.addIssue({ code: "custom", message: msg("accounts.newPasswordEmpty"), path: ["password"] });
      return;
    }
    if (v.password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", message: MESSAGES.passwordTooShort, path: ["password"] });
    } else if (utf8Length(v.password) > PASSWORD_MAX_BYTES) {
      ctx.addIssue({ code: "custom", message: PASSWORD_TOO_LONG, path: ["password"] });
    }
    if (v.password !== v.passwordConfirm) {
      ctx.addIssue({ code: "custom", message: MESSAGES.passwordMismatch, path: ["passwordConfirm"] });
    }
  })
  .transform((v) => ({ currentPassword: v.currentPassword ?? "", password: v.password ?? "" }));
