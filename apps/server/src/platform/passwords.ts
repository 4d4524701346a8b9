import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id profile: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the e-mail is unknown, so timing does not tell which accounts exist. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hashPassword('decoy-password-for-timing');
  return decoy;
};
