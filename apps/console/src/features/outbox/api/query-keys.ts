import type { OutboxMessage } from '@orbit/contracts/console-members';

export interface OutboxListParams {
  page: number;
  pageSize: number;
  channel?: OutboxMessage['channel'] | undefined;
  recipient?: string | undefined;
}

export const outboxKeys = {
  all: ['outbox'] as const,
  lists: () => [...outboxKeys.all, 'list'] as const,
  list: (params: OutboxListParams) => [...outboxKeys.lists(), params] as const,
};
