export const lotteryKeys = {
  all: ['lottery'] as const,
  monitor: () => [...lotteryKeys.all, 'monitor'] as const,
  draws: (query: object) => [...lotteryKeys.all, 'draws', query] as const,
  results: (query: object) => [...lotteryKeys.all, 'results', query] as const,
  exposure: (drawId: string, limit: number) => [...lotteryKeys.all, 'exposure', drawId, limit] as const,
  ggr: (from: string, to: string) => [...lotteryKeys.all, 'ggr', from, to] as const,
};
