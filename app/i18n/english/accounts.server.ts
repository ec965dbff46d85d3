// The English of the account replies and errors, owned by the string catalogue (ADR 0390): the
// account modules refer to it; the Indonesian is app/i18n/messages.server.ts and messages/*.server.ts.
// Server-only (the pages get their words translated by their loaders and actions).

export const MESSAGES = {
  loginEmpty: "E-mail or Password is empty!",
  registrationIncomplete: "Please complete form registration!",
  passwordMismatch: "Password not match!",
  invalidEmail: "Please enter a valid e-mail address",
  passwordTooShort: "Password must be at least 8 characters",
  resetInvalidPassword: "Invalid your password!",
  resetInvalidToken: "Invalid your token!",
  emailRequired: "Please fill your email address",
} as const;

export const PASSWORD_TOO_LONG =
  "Password must be at most 72 bytes: use fewer characters (accented letters count 2, emoji 4).";


export const INVALID_CREDENTIALS = "Incorrect e-mail or password.";

export const NOT_ACTIVATED =
  "Your account is not activated yet. Please follow the link in the activation e-mail we sent you.";

export const PASSWORD_STRENGTH_MESSAGES = {
  common: "This password is too common: it appears in lists of leaked passwords. Please choose another.",
  personal: "Your password must not contain your e-mail address or name.",
  weak: "This password is too easy to guess. Try a longer one, such as three or four unrelated words.",
} as const;
