// Tabs sharing one session: two stores joined by an in-memory channel that delivers like BroadcastChannel
// (to every other member, never to the sender, asynchronously).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  connectSessionSharing,
  type ChannelLike,
  type SessionMessage,
  type SessionSharing,
  type SessionStorePort,
  type SharedSession,
} from './session-share.ts';

class Bus {
  members = new Set<FakeChannel>();
}

class FakeChannel implements ChannelLike {
  private listeners: ((event: { data: unknown }) => void)[] = [];
  constructor(private readonly bus: Bus) {
    bus.members.add(this);
  }
  postMessage(message: SessionMessage) {
    for (const member of this.bus.members) if (member !== this) queueMicrotask(() => member.deliver(structuredClone(message)));
  }
  addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
    this.listeners.push(listener);
  }
  deliver(data: unknown) {
    for (const listener of this.listeners) listener({ data });
  }
  close() {
    this.bus.members.delete(this);
  }
}

class Tab implements SessionStorePort {
  session: SharedSession | null = null;
  constructor(public merchantCode: string | null) {}
  current() {
    return this.session;
  }
  merchant() {
    return this.merchantCode;
  }
  adopt(session: SharedSession, merchant: string | null) {
    this.session = session;
    this.merchantCode ??= merchant;
  }
  adoptToken(token: string) {
    if (this.session) this.session = { ...this.session, token, mustChangePassword: false };
  }
  signOut() {
    this.session = null;
  }
}

const member: SharedSession = { token: 'tok-1', account: 'ahmad01', isAgent: 0, mustChangePassword: false };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let local: Map<string, string>;
let bus: Bus;
let open: SessionSharing[];

function join(tab: Tab): SessionSharing {
  const sharing = connectSessionSharing(tab, new FakeChannel(bus));
  open.push(sharing);
  return sharing;
}

beforeEach(() => {
  local = new Map();
  (globalThis as { window?: unknown }).window = {
    localStorage: {
      getItem: (k: string) => local.get(k) ?? null,
      setItem: (k: string, v: string) => local.set(k, v),
      removeItem: (k: string) => local.delete(k),
    },
  };
  bus = new Bus();
  open = [];
});
afterEach(() => {
  for (const sharing of open) sharing.close();
  delete (globalThis as { window?: unknown }).window;
});

describe('one session for every tab', () => {
  it('a login in one tab signs in the tabs already open', async () => {
    const first = new Tab('harimau');
    const second = new Tab('harimau');
    const firstSharing = join(first);
    join(second);
    first.session = member;
    firstSharing.announce({ kind: 'session', merchant: 'harimau', session: member });
    await settle();
    expect(second.session).toEqual(member);
    expect(local.get('sessionOpen')).toBe('1');
  });

  it('a new tab asks the open tab and starts signed in', async () => {
    const open = new Tab('harimau');
    open.session = member;
    join(open).announce({ kind: 'session', merchant: 'harimau', session: member });
    const fresh = new Tab(null);
    await join(fresh).askOpenTabs(5_000);
    expect(fresh.session).toEqual(member);
    expect(fresh.merchantCode).toBe('harimau');
  });

  it('logging out in any tab logs out every tab', async () => {
    const tabs = [new Tab('harimau'), new Tab('harimau'), new Tab('harimau')];
    const sharings = tabs.map((tab) => {
      tab.session = member;
      return join(tab);
    });
    tabs[2]!.session = null;
    sharings[2]!.announce({ kind: 'signedOut', merchant: 'harimau' });
    await settle();
    expect(tabs.map((tab) => tab.session)).toEqual([null, null, null]);
    expect(local.get('sessionOpen')).toBe('0');
  });

  it('a new token (password change) reaches the other tabs', async () => {
    const first = new Tab('harimau');
    const second = new Tab('harimau');
    first.session = member;
    second.session = { ...member, mustChangePassword: true };
    const sharing = join(first);
    join(second);
    sharing.announce({ kind: 'token', merchant: 'harimau', token: 'tok-2' });
    await settle();
    expect(second.session).toEqual({ ...member, token: 'tok-2' });
  });

  it('ignores another merchant and anything that is not a session message', async () => {
    const ours = new Tab('harimau');
    const sharing = join(ours);
    const stranger = new FakeChannel(bus);
    stranger.postMessage({ kind: 'session', merchant: 'other', session: member });
    stranger.postMessage({ kind: 'session', merchant: 'harimau', session: { token: '', account: 'x', isAgent: 0, mustChangePassword: false } });
    (stranger as unknown as { postMessage(m: unknown): void }).postMessage('hello');
    await settle();
    expect(ours.session).toBeNull();
    ours.session = member;
    stranger.postMessage({ kind: 'signedOut', merchant: 'other' });
    await settle();
    expect(ours.session).toEqual(member);
    sharing.close();
  });

  it('a visitor with no tab holding a session never waits, and a stale flag is cleared after one wait', async () => {
    const visitor = new Tab('harimau');
    const sharing = join(visitor);
    let answered = false;
    void sharing.askOpenTabs(60_000).then(() => (answered = true));
    await settle();
    expect(answered).toBe(true);

    local.set('sessionOpen', '1');
    await sharing.askOpenTabs(1);
    expect(visitor.session).toBeNull();
    expect(local.get('sessionOpen')).toBe('0');
  });
});
