export const gameKeys = {
  all: ['games'] as const,
  vendors: () => [...gameKeys.all, 'vendors'] as const,
  games: (vendorCode: string | undefined) => [...gameKeys.all, 'games', vendorCode ?? 'all'] as const,
  ggr: (from: string, to: string) => [...gameKeys.all, 'ggr', from, to] as const,
};
