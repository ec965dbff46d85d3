// Password hashing with bcrypt (adaptive; cost 10 = about 2^10 rounds, ~60 ms in bcryptjs; the
// cost is PASSWORD_HASH_COST, lower only in test runs: ADR 0437).
// bcrypt reads only the first 72 bytes: longer passwords are refused when set (the schemas)
// and never match at login, so "first 72 bytes + anything" cannot log in (ADR 0025).
import bcrypt from "bcryptjs";
import { PASSWORD_MAX_BYTES, utf8Length } from "~/accounts/account-schemas.server";
import { getEnv } from "~/env.server";

export async function hashPassword(password: string): Promise<string> {
  if (utf8Length(password) > PASSWORD_MAX_BYTES) throw new Error("Password longer than bcrypt's 72 bytes");
  return bcrypt.hash(password, getEnv().PASSWORD_HASH_COST);
}

// Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a
// wrong password and response times do not reveal which accounts exist: made with the cost
// new hashes get.
const dummyHashes = new Map<number, string>();
function dummyHash(): string {
  const cost = getEnv().PASSWORD_HASH_COST;
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = bcrypt.hashSync("not-a-real-password-4bX9", cost)));
  return hash;
}

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const tooLong = utf8Length(password) > PASSWORD_MAX_BYTES;
  // Compared anyway (against the dummy) so the answer takes the same time.
  const ok = await bcrypt.compare(tooLong ? "x" : password, tooLong ? dummyHash() : hash ?? dummyHash());
  return ok && !!hash && !tooLong;
}
