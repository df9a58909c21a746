// The browser's own check of a receipt or proof image before it is sent (png or jpg, under 5 MB).
// The server checks again by magic bytes; checking here spares a member an upload that would be refused.
import { PAYMENT_UPLOAD_MAX_BYTES } from '@orbit/contracts/payments';

export const IMAGE_ACCEPT = 'image/png,image/jpeg';
/** Bytes read from the start of the file: enough for the PNG signature. */
export const SNIFF_BYTES = 8;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function sniffImage(head: Uint8Array): 'png' | 'jpeg' | null {
  const starts = (signature: number[]) => signature.every((byte, index) => head[index] === byte);
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpeg';
  return null;
}

export type ImageProblem = 'empty' | 'tooLarge' | 'wrongType';

/** What is wrong with the chosen file, judged by its size and first bytes (never by its name). */
export function checkImageFile(size: number, head: Uint8Array, maxBytes = PAYMENT_UPLOAD_MAX_BYTES): ImageProblem | null {
  if (size === 0) return 'empty';
  if (size > maxBytes) return 'tooLarge';
  return sniffImage(head) ? null : 'wrongType';
}

export async function readFileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}
