import { hash, verify } from '@node-rs/argon2';

/** OWASP's Argon2id baseline: 19 MiB memory, 2 passes, 1 lane (about 11 ms here). */
export const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

// Verifying against a real hash when the account does not exist keeps the answer time the same for
// unknown e-mails and wrong passwords, so timing does not reveal who has an account.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hash('decoy-password-for-unknown-accounts', ARGON2ID));

/** Checks a password against a stored hash, or against a decoy when there is none. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
