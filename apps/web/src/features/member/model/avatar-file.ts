// The browser's own check of an avatar before it is sent (png or jpg, under 5 MB). The server
// checks again by magic bytes; checking here too spares a member a 5 MB upload that would be refused.
import { AVATAR_MAX_BYTES } from '@orbit/contracts/member-security';

export const AVATAR_ACCEPT = 'image/png,image/jpeg';
/** Bytes to read from the start of the file: enough for the PNG signature. */
export const SNIFF_BYTES = 8;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export type ImageKind = 'png' | 'jpeg';

export function sniffImage(head: Uint8Array): ImageKind | null {
  const starts = (signature: number[]) => signature.every((byte, index) => head[index] === byte);
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpeg';
  return null;
}

export type AvatarFileProblem = 'member.avatar.empty' | 'member.avatar.tooLarge' | 'member.avatar.wrongType';

/** What is wrong with the chosen file, judged by its size and its first bytes (never by its name). */
export function checkAvatarFile(size: number, head: Uint8Array, maxBytes = AVATAR_MAX_BYTES): AvatarFileProblem | null {
  if (size === 0) return 'member.avatar.empty';
  if (size > maxBytes) return 'member.avatar.tooLarge';
  return sniffImage(head) ? null : 'member.avatar.wrongType';
}

export async function readFileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}
