import { DEFAULT_MAX_FILE_BYTES, isFileAccepted } from '@tajriba/design-system';

/** Spec §5/§9: images png, jpg, jpeg; 2 MB per file. */
export const AVATAR_ACCEPT = ['image/png', 'image/jpeg'] as const;
export const AVATAR_MAX_BYTES = DEFAULT_MAX_FILE_BYTES;

const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);

/**
 * Why a file cannot be an avatar (a message id), or null. The name and type a browser reports can
 * lie, so the first bytes must be a PNG or JPEG signature too; the API checks the content again.
 */
export async function avatarProblem(file: File): Promise<string | null> {
  if (!isFileAccepted(file, AVATAR_ACCEPT)) return 'profile.avatar.notImage';
  if (file.size > AVATAR_MAX_BYTES) return 'profile.avatar.tooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const jpeg = startsWith(head, [0xff, 0xd8, 0xff]);
  return png || jpeg ? null : 'profile.avatar.notImage';
}
