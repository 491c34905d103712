import { hash, verify } from '@node-rs/argon2';

/**
 * Staff passwords: argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane),
 * about 50 ms here; the salt and parameters live inside the PHC string, so raising them
 * later keeps old hashes verifiable. Never a hand-made hash (STACK.md). The algorithm is the
 * library's default, argon2id (its `Algorithm` is a const enum, which isolated modules
 * cannot read); the tests check the `$argon2id$` prefix.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** False for a wrong password and for a stored value that is not a hash at all. */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
