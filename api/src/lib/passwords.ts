/** Password hashing (bcryptjs). BCRYPT_ROUNDS overrides the cost (tests use a low cost). */
import bcrypt from 'bcryptjs';

const rounds = () => Number(process.env.BCRYPT_ROUNDS ?? 10);

export const hashPassword = (plain: string): Promise<string> => bcrypt.hash(plain, rounds());
export const checkPassword = (plain: string, hash: string): Promise<boolean> => bcrypt.compare(plain, hash);

/** A hash of a password nobody has, at the current cost (made once per cost). */
let dummy: { rounds: number; hash: Promise<string> } | null = null;
function dummyHash(): Promise<string> {
  const r = rounds();
  if (dummy?.rounds !== r) dummy = { rounds: r, hash: bcrypt.hash(`no account ${Math.random()}`, r) };
  return dummy.hash;
}

/**
 * A sign-in's password check, equal work whether or not the account exists (ASVS 2.2 / 3.x): for an
 * unknown account (`hash` null) the password is compared with a dummy hash of the same cost, and the answer is false.
 * Without it a known account answered in ~79 ms (bcrypt) and an unknown one in ~3 ms.
 */
export async function checkPasswordOf(plain: string, hash: string | null): Promise<boolean> {
  if (hash !== null) return bcrypt.compare(plain, hash);
  await bcrypt.compare(plain, await dummyHash());
  return false;
}
