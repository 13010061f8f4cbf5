// Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes).
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum that isolated modules cannot import.
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of nothing in particular: verified against when the e-mail is unknown, so timing reveals nothing. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-for-unknown-accounts');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
