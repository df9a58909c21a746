// One sign-in for every tab of the browser (docs/members.md, "Sessions across tabs"; ADR 0025). The token
// stays in each tab's sessionStorage; tabs of the same site tell each other over a BroadcastChannel:
// a login, a new token and a logout made in one tab reach the others, and a new tab asks the open ones for
// the session before its first render. Nothing secret is written to localStorage: only a flag that some
// tab holds a session, so a visitor's first page never waits for an answer no tab can give.
import { LOCAL_KEYS, readLocal, writeLocal } from './storage.ts';

export interface SharedSession {
  token: string;
  account: string;
  isAgent: number;
  mustChangePassword: boolean;
}

export type SessionMessage =
  | { kind: 'ask' }
  | { kind: 'session'; merchant: string | null; session: SharedSession }
  | { kind: 'token'; merchant: string | null; token: string }
  | { kind: 'signedOut'; merchant: string | null };

/** What the sharing needs of the session store (session.ts), so tests can give it a fake one. */
export interface SessionStorePort {
  current(): SharedSession | null;
  merchant(): string | null;
  adopt(session: SharedSession, merchant: string | null): void;
  adoptToken(token: string): void;
  signOut(): void;
}

/** The part of BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export const SESSION_CHANNEL = 'orbit-session';
/** How long a new tab waits for an open tab's answer when the flag says one may hold a session. */
export const ASK_TIMEOUT_MS = 400;

function isMessage(data: unknown): data is SessionMessage {
  return typeof data === 'object' && data !== null && typeof (data as { kind?: unknown }).kind === 'string';
}

function isSession(value: unknown): value is SharedSession {
  const session = value as Partial<SharedSession> | null;
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.token === 'string' &&
    session.token.length > 0 &&
    typeof session.account === 'string' &&
    typeof session.isAgent === 'number' &&
    typeof session.mustChangePassword === 'boolean'
  );
}

export interface SessionSharing {
  /** Tell the other tabs about a change made in this one. */
  announce(message: SessionMessage): void;
  /** A tab without a session asks the open tabs; resolves when one answers or the wait is over. */
  askOpenTabs(timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Connects the store to the channel. Messages of another merchant are ignored (a tab that does not know its
 * merchant yet takes the sender's), so one origin serving several merchants never mixes their sessions.
 */
export function connectSessionSharing(store: SessionStorePort, channel: ChannelLike): SessionSharing {
  const answerWaiters = new Set<() => void>();
  const sameMerchant = (merchant: string | null) => {
    const own = store.merchant();
    return own === null || merchant === null || own === merchant;
  };

  channel.addEventListener('message', ({ data }) => {
    if (!isMessage(data)) return;
    if (data.kind === 'ask') {
      const session = store.current();
      if (session) channel.postMessage({ kind: 'session', merchant: store.merchant(), session });
      return;
    }
    if (!sameMerchant(data.merchant)) return;
    if (data.kind === 'session' && isSession(data.session)) {
      if (store.current()?.token !== data.session.token) store.adopt(data.session, data.merchant);
      for (const resolve of answerWaiters) resolve();
    } else if (data.kind === 'token' && typeof data.token === 'string' && store.current()) {
      store.adoptToken(data.token);
    } else if (data.kind === 'signedOut' && store.current()) {
      store.signOut();
    }
  });

  return {
    announce(message) {
      if (message.kind === 'session') writeLocal(LOCAL_KEYS.sessionOpen, '1');
      if (message.kind === 'signedOut') writeLocal(LOCAL_KEYS.sessionOpen, '0');
      channel.postMessage(message);
    },
    askOpenTabs(timeoutMs = ASK_TIMEOUT_MS) {
      if (store.current() || readLocal(LOCAL_KEYS.sessionOpen) !== '1') return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          answerWaiters.delete(done);
          resolve();
        };
        const timer = setTimeout(() => {
          // No tab answered: every tab that held the session has closed, so later tabs need not wait.
          if (!store.current()) writeLocal(LOCAL_KEYS.sessionOpen, '0');
          done();
        }, timeoutMs);
        answerWaiters.add(done);
        channel.postMessage({ kind: 'ask' });
      });
    },
    close() {
      channel.close();
    },
  };
}
