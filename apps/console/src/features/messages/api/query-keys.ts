export type SentOrigin = 'operator' | 'platform';

export const messageKeys = {
  all: ['messages'] as const,
  sent: (origin: SentOrigin, page: number) => [...messageKeys.all, 'sent', origin, page] as const,
};
