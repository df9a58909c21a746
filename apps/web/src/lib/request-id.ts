// The idempotency key of a money call (contracts/money.ts requestId): made once per action and sent again
// when the same action is retried after an answer that never came, so the server moves the money once.
import { ApiError } from '@orbit/contracts/api-error';

/** 32 hex characters from the browser's random source (randomUUID needs a secure page; getRandomValues does not). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed call may still have moved the money: no reply (network), or the server failed on its
 * side. Then the same key must be reused; after a definite answer (done, or refused for a reason) a new
 * action gets a new key.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.errorCode === 'service_unavailable' || error.errorCode === 'internal_error') return true;
  return error.status >= 500;
}

export interface RequestIds {
  /** The key for an action described by `fingerprint` (its inputs): the open one when it is the same action, else a new one. */
  idFor(fingerprint: string): string;
  /** The last call got a definite answer (or failed in a way that moved nothing): the next action gets a new key. */
  settle(): void;
}

export function createRequestIds(make: () => string = newRequestId): RequestIds {
  let open: { id: string; fingerprint: string } | null = null;
  return {
    idFor(fingerprint) {
      if (!open || open.fingerprint !== fingerprint) open = { id: make(), fingerprint };
      return open.id;
    },
    settle() {
      open = null;
    },
  };
}
