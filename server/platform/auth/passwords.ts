import bcrypt from 'bcryptjs';

export const hashPassword = (plain: string, cost: number) => bcrypt.hash(plain, cost);

// Compared against when the username is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('no-such-user', 10);

/** True only for a stored hash that matches; a missing hash still spends one bcrypt comparison. */
export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(plain, hash ?? DUMMY_HASH);
  return matches && Boolean(hash);
}
