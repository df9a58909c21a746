export const gameKeys = {
  all: ['games'] as const,
  vendors: () => [...gameKeys.all, 'vendors'] as const,
  games: (vendorCode: string | undefined) => [...gameKeys.all, 'games', vendorCode ?? 'all'] as const,
  ggr: (from: string, to: string) => [...gameKeys.all, 'ggr', from, to] as const,
  wallets: () => [...gameKeys.all, 'wallets'] as const,
  heldCredits: () => [...gameKeys.all, 'held-credits'] as const,
  capChanges: () => [...gameKeys.all, 'cap-changes'] as const,
  rounds: (query: object) => [...gameKeys.all, 'rounds', query] as const,
  round: (vendorCode: string, roundId: string, memberId: number) => [...gameKeys.all, 'round', vendorCode, roundId, memberId] as const,
  exposure: (query: object) => [...gameKeys.all, 'exposure', query] as const,
};
