// Password hashing with bcrypt (adaptive; cost 10 = about 2^10 rounds, ~60 ms in bcryptjs).
import bcrypt from "bcryptjs";

export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a
// wrong password and response times do not reveal which accounts exist.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password-4bX9", BCRYPT_COST);

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && !!hash;
}
