// Validation and refusal messages of the planner's forms in Indonesian (ADR 0300). The schemas
// keep the spec's English texts (tests and /v1 read them); a page action answering an
// Indonesian page passes its reply through translateReply on the way out.
import { MESSAGES, PASSWORD_TOO_LONG } from "~/accounts/account-schemas.server";
import { INVALID_CREDENTIALS, NOT_ACTIVATED } from "~/accounts/accounts.server";
import { PASSWORD_STRENGTH_MESSAGES } from "~/accounts/password-strength.server";
import { PERSON_NAME_MESSAGE } from "~/accounts/person-name";
import type { Lang } from "~/i18n/config";

/** English message -> Indonesian; tests/unit/language.test.ts checks each list is covered. */
export const MESSAGES_ID: Record<string, string> = {
  [MESSAGES.loginEmpty]: "E-mail atau kata sandi kosong!",
  [MESSAGES.registrationIncomplete]: "Mohon lengkapi formulir pendaftaran!",
  [MESSAGES.passwordMismatch]: "Kata sandi tidak cocok!",
  [MESSAGES.invalidEmail]: "Mohon masukkan alamat e-mail yang valid",
  [MESSAGES.passwordTooShort]: "Kata sandi minimal 8 karakter",
  [MESSAGES.resetInvalidPassword]: "Kata sandi Anda tidak valid!",
  [MESSAGES.resetInvalidToken]: "Token Anda tidak valid!",
  [MESSAGES.emailRequired]: "Mohon isi alamat e-mail Anda",
  [PASSWORD_TOO_LONG]: "Kata sandi maksimal 72 byte: gunakan lebih sedikit karakter (huruf beraksen dihitung 2, emoji 4).",
  [PASSWORD_STRENGTH_MESSAGES.common]: "Kata sandi ini terlalu umum: ada dalam daftar kata sandi yang bocor. Silakan pilih yang lain.",
  [PASSWORD_STRENGTH_MESSAGES.personal]: "Kata sandi Anda tidak boleh memuat alamat e-mail atau nama Anda.",
  [PASSWORD_STRENGTH_MESSAGES.weak]: "Kata sandi ini terlalu mudah ditebak. Coba yang lebih panjang, misalnya tiga atau empat kata yang tidak saling berkaitan.",
  [PERSON_NAME_MESSAGE]: "Nama tidak boleh memuat alamat web, alamat e-mail, atau < >",
  "First name is too long": "Nama depan terlalu panjang",
  "Last name is too long": "Nama belakang terlalu panjang",
  [INVALID_CREDENTIALS]: "E-mail atau kata sandi salah.",
  [NOT_ACTIVATED]: "Akun Anda belum diaktifkan. Silakan ikuti tautan di e-mail aktivasi yang kami kirimkan.",
  // The /login notices (app/routes/login.tsx; the spec's spelling kept in English).
  "Thank You For Registering and please checck your email!": "Terima kasih telah mendaftar, silakan periksa e-mail Anda!",
  "Please check your e-mail!": "Silakan periksa e-mail Anda!",
};

// Messages with a number in them: the English pattern and its Indonesian.
const PATTERNS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^If (.+) has an account, we have sent it a link to reset the password\.$/, (m) => `Jika ${m[1]} memiliki akun, kami telah mengirimkan tautan untuk mengatur ulang kata sandinya.`],
  [/^Too many attempts\. Please wait (\d+) minutes? and try again\.$/, (m) => `Terlalu banyak percobaan. Silakan tunggu ${m[1]} menit lalu coba lagi.`],
];

export function translateMessage(lang: Lang, message: string): string {
  if (lang === "en") return message;
  const exact = MESSAGES_ID[message];
  if (exact) return exact;
  for (const [pattern, make] of PATTERNS) {
    const m = message.match(pattern);
    if (m) return make(m);
  }
  return message;
}

/** A Conform reply with every error message in the page's language. */
export function translateReply<T extends { error?: Record<string, string[] | null> | null } | undefined>(lang: Lang, reply: T): T {
  if (lang === "en" || !reply?.error) return reply;
  const error = Object.fromEntries(Object.entries(reply.error).map(([field, list]) => [field, list ? list.map((m) => translateMessage(lang, m)) : list]));
  return { ...reply, error };
}
