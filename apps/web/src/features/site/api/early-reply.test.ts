import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPath, toQueryString } from '@orbit/contracts/client';
import { siteStatusEndpoint, whitelabelEndpoint } from '@orbit/contracts/site';
import { EARLY_URLS, takeEarlyReply } from './early-reply.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('early replies', () => {
  it('are asked for at the URLs the API client would use', () => {
    expect(EARLY_URLS.whitelabel).toBe(whitelabelEndpoint.path);
    expect(EARLY_URLS.status('play.example.com:8080')).toBe(buildPath(siteStatusEndpoint.path, undefined) + toQueryString({ url: 'play.example.com:8080' }));
  });

  it('are taken from the page when the server put them there, with no call and no second preload', async () => {
    const fetchMock = vi.fn();
    const appended: unknown[] = [];
    const statusUrl = EARLY_URLS.status('play.example.com');
    const boot = { whitelabel: { success: true, value: { banners: [] } }, status: { success: true, value: { status: 0 } }, statusUrl };
    const win = {
      location: { host: 'play.example.com', pathname: '/' },
      sessionStorage: { getItem: () => null },
      matchMedia: () => ({ matches: true }),
    } as unknown as Window;
    vi.stubGlobal('window', win);
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === 'orbit-boot' ? { textContent: JSON.stringify(boot) } : null),
      createElement: () => ({}),
      head: { append: (link: unknown) => appended.push(link) },
    });
    await import('../../../boot/early-calls.ts');
    expect(await takeEarlyReply(EARLY_URLS.whitelabel)).toEqual({ banners: [] });
    expect(await takeEarlyReply(statusUrl)).toEqual({ status: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(appended).toEqual([]);
  });

  it('are started by the early script under those URLs, with the banner preloaded on the home page', async () => {
    const appended: { rel: string; href: string }[] = [];
    const fetchMock = vi.fn(async () => ({
      json: async () => ({
        success: true,
        value: {
          banners: [
            { groupName: 'w_home', imageUrl: '/media/wide.svg' },
            { groupName: 'm_home', imageUrl: '/media/phone.svg' },
          ],
        },
      }),
    }));
    const win = {
      location: { host: 'play.example.com', pathname: '/' },
      sessionStorage: { getItem: () => 'HGOLD' },
      matchMedia: () => ({ matches: false }),
    } as unknown as Window;
    vi.stubGlobal('window', win);
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', {
      getElementById: () => null,
      createElement: () => ({}),
      head: { append: (link: { rel: string; href: string }) => appended.push(link) },
    });
    await import('../../../boot/early-calls.ts');
    expect(Object.keys(win.__orbitEarlyCalls ?? {}).sort()).toEqual([EARLY_URLS.status('play.example.com'), EARLY_URLS.whitelabel].sort());
    expect(fetchMock).toHaveBeenCalledWith(
      EARLY_URLS.whitelabel,
      expect.objectContaining({ headers: expect.objectContaining({ Merchant: 'HGOLD', Device: 'WEB' }) }),
    );
    await vi.waitFor(() => expect(appended).toEqual([expect.objectContaining({ rel: 'preload', href: '/media/phone.svg' })]));
  });

  it('are taken once, and only when the call succeeded', async () => {
    vi.stubGlobal('window', {
      __orbitEarlyCalls: {
        '/a': Promise.resolve({ success: true, value: 1 }),
        '/b': Promise.resolve({ success: false }),
        '/c': Promise.reject(new Error('offline')),
      },
    });
    expect(await takeEarlyReply('/a')).toBe(1);
    expect(await takeEarlyReply('/a')).toBeUndefined();
    expect(await takeEarlyReply('/b')).toBeUndefined();
    expect(await takeEarlyReply('/c')).toBeUndefined();
    expect(await takeEarlyReply('/missing')).toBeUndefined();
  });
});
