export const agentKeys = {
  all: ['agents'] as const,
  children: (parentId: number | null, page: number) => [...agentKeys.all, 'children', parentId, page] as const,
  search: (username: string) => [...agentKeys.all, 'search', username] as const,
  detail: (memberId: number) => [...agentKeys.all, 'detail', memberId] as const,
  settlements: (memberId: number, query: object) => [...agentKeys.all, 'settlements', memberId, query] as const,
  runs: (query: object) => [...agentKeys.all, 'runs', query] as const,
  run: (runId: number, page: number) => [...agentKeys.all, 'run', runId, page] as const,
  commissions: (query: object) => [...agentKeys.all, 'commissions', query] as const,
  announcements: (page: number) => [...agentKeys.all, 'announcements', page] as const,
  endRequests: () => [...agentKeys.all, 'end-requests'] as const,
};
