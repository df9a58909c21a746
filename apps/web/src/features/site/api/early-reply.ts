// Takes over the replies of the boot calls that index.html's early script (src/boot/early-calls.ts) started
// before the app loaded, so the first render does not wait for a second round trip, nor for the contracts.

/** The URLs the early script asks for; the API client asks for the same (see early-reply.test.ts). */
export const EARLY_URLS = {
  whitelabel: '/wps/system/whitelabel',
  status: (host: string) => `/wps/system/status?${new URLSearchParams({ url: host }).toString()}`,
};

/**
 * The value of an early call's successful reply, once. Undefined when there was none, or it failed: the
 * caller then makes the call itself, so errors reach the app exactly as the API client reports them.
 */
export async function takeEarlyReply<T>(url: string): Promise<T | undefined> {
  const calls = typeof window === 'undefined' ? undefined : window.__orbitEarlyCalls;
  const pending = calls?.[url];
  if (!calls || !pending) return undefined;
  delete calls[url];
  try {
    const reply = (await pending) as { success?: unknown; value?: unknown } | null;
    return reply?.success === true ? (reply.value as T) : undefined;
  } catch {
    return undefined;
  }
}
