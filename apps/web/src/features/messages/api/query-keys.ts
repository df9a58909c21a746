// Query keys of the inbox: one factory, keyed by account so another login in the same tab never sees the last
// member's messages. Free of zod: the header's badge imports it.
export const messageKeys = {
  all: ['messages'] as const,
  unread: (account: string | null) => [...messageKeys.all, 'unread', account] as const,
  list: (account: string | null, page: number) => [...messageKeys.all, 'list', account, page] as const,
};
