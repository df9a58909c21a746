// Query keys of the site domain: one factory, so invalidation and prefetching name the same keys.
export const siteKeys = {
  all: ['site'] as const,
  whitelabel: () => [...siteKeys.all, 'whitelabel'] as const,
  status: (host: string) => [...siteKeys.all, 'status', host] as const,
};
