// Query keys of the member domain: one factory, so mutations invalidate exactly what they change. Keys
// carry the account, so a different login in the same tab never sees the last member's cached data.
export const memberKeys = {
  all: ['member'] as const,
  info: (account: string | null) => [...memberKeys.all, 'info', account] as const,
  avatar: (account: string | null) => [...memberKeys.info(account), 'avatar'] as const,
  loginHistory: (account: string | null, page: number, pageSize: number) => [...memberKeys.all, 'loginHistory', account, page, pageSize] as const,
  countries: (language: string) => [...memberKeys.all, 'countries', language] as const,
};
