// Idempotency keys of money calls (docs/conventions.md): one per action the operator confirms, sent again unchanged if
// the same action is retried, so a lost reply never moves money twice.
export function newRequestId(prefix = 'c'): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
