import { hash, verify } from '@node-rs/argon2';

// argon2id (Algorithm.Argon2id = 2) with OWASP's second recommended profile: 19 MiB, 2 passes.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Spent on unknown accounts so a login's timing does not reveal whether the e-mail exists. */
let dummy: Promise<string> | null = null;
export async function burnPasswordTime(password: string): Promise<void> {
  dummy ??= hashPassword('Dummy#password1');
  await verifyPassword(await dummy, password);
}
