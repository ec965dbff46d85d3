// Password hashing with bcrypt (adaptive; cost 10 = about 2^10 rounds, ~60 ms in bcryptjs).
// bcrypt reads only the first 72 bytes: longer passwords are refused when set (the schemas)
// and never match at login, so "first 72 bytes + anything" cannot log in (ADR 0025).
import bcrypt from "bcryptjs";
import { PASSWORD_MAX_BYTES, utf8Length } from "~/accounts/account-schemas.server";

export const BCRYPT_COST = 10;

export async function hashPassword(password: string): Promise<string> {
  if (utf8Length(password) > PASSWORD_MAX_BYTES) throw new Error("Password longer than bcrypt's 72 bytes");
  return bcrypt.hash(password, BCRYPT_COST);
}

// Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a
// wrong password and response times do not reveal which accounts exist.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password-4bX9", BCRYPT_COST);

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const tooLong = utf8Length(password) > PASSWORD_MAX_BYTES;
  // Compared anyway (against the dummy) so the answer takes the same time.
  const ok = await bcrypt.compare(tooLong ? "x" : password, tooLong ? DUMMY_HASH : hash ?? DUMMY_HASH);
  return ok && !!hash && !tooLong;
}
