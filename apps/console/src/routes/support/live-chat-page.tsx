// The live chat desk (docs/chat.md): the queue (waiting, VIP first; left messages; mine; the others'), one
// conversation open beside it, and the canned replies. Everything follows the desk's event stream.
import { chatQueueEndpoint, type DeskConversation } from '@orbit/contracts/chat-desk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { onDeskEvent } from '../../features/chat/desk-events.ts';
import { api } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { CannedReplies } from './chat-canned.tsx';
import { ChatConversationView } from './chat-conversation.tsx';

function QueueList({
  title,
  items,
  selected,
  onSelect,
}: {
  title: string;
  items: DeskConversation[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="border-b border-slate-100 last:border-0">
      <h3 className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title} ({items.length})
      </h3>
      <ul>
        {items.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onSelect(c.id)}
              className={cn('flex w-full items-center gap-2 px-4 py-2 text-left text-sm hover:bg-slate-50', selected === c.id && 'bg-accent-50')}
              data-testid="chat-queue-item"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">
                  {c.name} {c.visitor ? <span className="text-xs text-slate-400">({t('chat.visitor')})</span> : null}
                </span>
                <span className="block truncate text-xs text-slate-500">{c.lastMessage ?? (c.lastMessageAt ? t('chat.imageMessage') : '—')}</span>
              </span>
              {c.vip ? <Badge tone="warning">VIP</Badge> : null}
              {c.unread > 0 ? <Badge tone="danger">{c.unread}</Badge> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LiveChatPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number | null>(null);
  const queue = useQuery({ queryKey: ['chat', 'queue'], queryFn: () => api.call(chatQueueEndpoint) });
  useEffect(
    () => onDeskEvent((event) => (event.kind !== 'typing' ? void queryClient.invalidateQueries({ queryKey: ['chat', 'queue'] }) : undefined)),
    [queryClient],
  );
  const data = queue.data;
  const empty = data && data.waiting.length + data.leftMessages.length + data.mine.length + data.others.length === 0;
  return (
    <div className="space-y-4">
      <PageHeader title={t('chat.title')} description={t('chat.description')} />
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <Card className="max-h-[70vh] overflow-y-auto">
          {empty ? <EmptyState icon={<MessagesSquare className="size-6" />} title={t('chat.empty')} /> : null}
          {data ? (
            <>
              <QueueList title={t('chat.queue.waiting')} items={data.waiting} selected={selected} onSelect={setSelected} />
              <QueueList title={t('chat.queue.leftMessages')} items={data.leftMessages} selected={selected} onSelect={setSelected} />
              <QueueList title={t('chat.queue.mine')} items={data.mine} selected={selected} onSelect={setSelected} />
              <QueueList title={t('chat.queue.others')} items={data.others} selected={selected} onSelect={setSelected} />
            </>
          ) : null}
        </Card>
        {selected === null ? <Card className="p-8 text-center text-sm text-slate-500">{t('chat.pick')}</Card> : <ChatConversationView id={selected} />}
      </div>
      <CannedReplies />
    </div>
  );
}
