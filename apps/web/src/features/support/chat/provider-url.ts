// Opens the path of a customer-service entry of type "3" (docs/chat.md, ADR 0032): its last 8 characters
// are a key, the rest base64url(iv ‖ AES-256-GCM ciphertext ‖ tag) of the provider's URL under
// SHA-256(key). It keeps the URL out of the page's HTML, nothing more. Only an https address comes out:
// anything else (a tampered path, a wrong key, another scheme) is refused, so the popup never opens it.

const KEY_LENGTH = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class ProviderUrlError extends Error {}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) throw new ProviderUrlError('not base64url');
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The https URL sealed in a type "3" path. @throws ProviderUrlError when it does not open or is not https. */
export async function openProviderPath(path: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  if (path.length <= KEY_LENGTH) throw new ProviderUrlError('path too short');
  const sealed = fromBase64Url(path.slice(0, -KEY_LENGTH));
  if (sealed.length < IV_BYTES + TAG_BYTES + 1) throw new ProviderUrlError('path too short');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(path.slice(-KEY_LENGTH)));
  const key = await subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  let plain: ArrayBuffer;
  try {
    // WebCrypto takes the tag at the end of the ciphertext, as it is sealed.
    plain = await subtle.decrypt({ name: 'AES-GCM', iv: sealed.slice(0, IV_BYTES) }, key, sealed.slice(IV_BYTES));
  } catch {
    throw new ProviderUrlError('does not decrypt');
  }
  const text = new TextDecoder().decode(plain);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ProviderUrlError('not a URL');
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw new ProviderUrlError('not an https address');
  return url.href;
}
