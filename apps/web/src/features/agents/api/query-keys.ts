// Query keys of the agent centre: one factory, so mutations invalidate exactly what they change. Keys carry
// the account, so a different login in the same tab never sees the last agent's cached data.
export const agentKeys = {
  all: (account: string | null) => ['agents', account] as const,
  centre: (account: string | null) => [...agentKeys.all(account), 'centre'] as const,
  announcements: (account: string | null, page: number) => [...agentKeys.all(account), 'announcements', page] as const,
  overview: (account: string | null, query: unknown) => [...agentKeys.all(account), 'overview', query] as const,
  downlines: (account: string | null, body?: unknown) => [...agentKeys.all(account), 'downlines', ...(body === undefined ? [] : [body])] as const,
  links: (account: string | null) => [...agentKeys.all(account), 'links'] as const,
  report: (account: string | null, name: string, body?: unknown) => [...agentKeys.all(account), 'report', name, ...(body === undefined ? [] : [body])] as const,
  contracts: (account: string | null, kind: string) => [...agentKeys.all(account), 'contracts', kind] as const,
  settlements: (account: string | null, kind: string, query?: unknown) =>
    [...agentKeys.all(account), 'settlements', kind, ...(query === undefined ? [] : [query])] as const,
  lines: (account: string | null, id: number, page: number) => [...agentKeys.all(account), 'lines', id, page] as const,
};
