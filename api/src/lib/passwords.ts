/** Password hashing (bcryptjs). BCRYPT_ROUNDS overrides the cost (tests use a low cost). */
import bcrypt from 'bcryptjs';

const rounds = () => Number(process.env.BCRYPT_ROUNDS ?? 10);

export const hashPassword = (plain: string): Promise<string> => bcrypt.hash(plain, rounds());
export const checkPassword = (plain: string, hash: string): Promise<boolean> => bcrypt.compare(plain, hash);
