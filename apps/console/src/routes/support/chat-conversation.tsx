// One conversation at the desk: its messages (live), the member's typing and read marks, take it, hand it
// over, reply with a text, a canned reply or an image, close it; and the member's earlier conversations.
import { CHAT_IMAGE_MAX_BYTES, type ChatMessage } from '@orbit/contracts/chat';
import {
  assignChatEndpoint,
  chatHistoryEndpoint,
  closeChatEndpoint,
  CONSOLE_CHAT_IMAGE_UPLOAD_PATH,
  deskConversationEndpoint,
  deskReadEndpoint,
  deskTypingEndpoint,
  listCannedEndpoint,
  replyChatEndpoint,
  transferChatEndpoint,
  deskOperatorsEndpoint,
} from '@orbit/contracts/chat-desk';
import { formatDateTime } from '@orbit/contracts/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Select, Textarea } from '../../components/ui/input.tsx';
import { onDeskEvent } from '../../features/chat/desk-events.ts';
import { useCan, useOperator } from '../../features/session/hooks/use-operator.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { api, requestHeaders } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ProtectedImage } from './protected-image.tsx';

async function uploadReplyImage(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(requestHeaders())) if (value !== undefined) headers[name] = value;
  const response = await fetch(CONSOLE_CHAT_IMAGE_UPLOAD_PATH.replace(':id', String(id)), { method: 'POST', headers, body: form });
  const reply = (await response.json().catch(() => null)) as { success: boolean; message?: string } | null;
  if (!reply?.success) throw new Error(reply?.message ?? `HTTP ${response.status}`);
}

function Line({ message, timeZone }: { message: ChatMessage; timeZone: string }) {
  const { t } = useTranslation();
  const desk = message.side === 'operator';
  return (
    <li className={cn('flex flex-col', desk ? 'items-end' : 'items-start')} data-testid={desk ? 'desk-own' : 'desk-customer'}>
      <div
        className={cn(
          'max-w-[75%] rounded-xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          desk ? 'bg-accent-50' : message.side === 'system' ? 'bg-amber-50 text-xs' : 'bg-slate-100',
        )}
      >
        {message.kind === 'image' && message.imageId ? <ProtectedImage path={`/cms/chat/images/${message.imageId}`} /> : message.body}
      </div>
      <span className="mt-0.5 text-[11px] text-slate-400">
        {desk ? `${message.operatorName ?? ''} · ` : ''}
        {formatDateTime(message.createdAt, timeZone)}
        {desk ? ` · ${message.readAt ? t('chat.read') : t('chat.sent')}` : ''}
      </span>
    </li>
  );
}

export function ChatConversationView({ id }: { id: number }) {
  const { t } = useTranslation();
  const me = useOperator();
  const canReply = useCan('chat.reply');
  const timeZone = useMerchantTimeZone();
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const key = ['chat', 'conversation', id];
  const conversation = useQuery({ queryKey: key, queryFn: () => api.call(deskConversationEndpoint, { params: { id } }) });
  // The desk's own list (chat.reply): support staff hand over without operators.read.
  const operators = useQuery({ queryKey: ['chat', 'operators'], queryFn: () => api.call(deskOperatorsEndpoint), enabled: canReply });
  const memberId = conversation.data?.conversation.memberId ?? null;
  const history = useQuery({
    queryKey: ['chat', 'history', memberId],
    queryFn: () => api.call(chatHistoryEndpoint, { query: { memberId: memberId! } }),
    enabled: memberId !== null,
  });

  useEffect(
    () =>
      onDeskEvent((event) => {
        if (event.conversationId !== id) return;
        if (event.kind === 'typing') {
          setTyping(true);
          setTimeout(() => setTyping(false), 4_000);
        } else void queryClient.invalidateQueries({ queryKey: key });
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is made from id
    [id, queryClient],
  );
  const unread = conversation.data?.conversation.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void api.call(deskReadEndpoint, { params: { id } }).catch(() => undefined);
  }, [id, unread]);
  // In braces: newer browsers answer scrollTo with a promise, which React would take for a cleanup function.
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [conversation.data?.messages.length]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['chat'] });
  const act = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: refresh,
  });
  if (!conversation.data)
    return <Card className="p-8 text-center text-sm text-slate-500">{conversation.error ? errorMessage(t, conversation.error) : '…'}</Card>;
  const { conversation: c, messages } = conversation.data;
  const closed = c.status === 'closed';

  return (
    <Card className="flex max-h-[70vh] flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3">
        <span className="font-semibold">{c.name}</span>
        {c.vip ? <Badge tone="warning">VIP</Badge> : null}
        <Badge>{t(`chat.status.${c.status}`)}</Badge>
        {c.operatorName ? <span className="text-xs text-slate-500">{t('chat.handledBy', { name: c.operatorName })}</span> : null}
        <span className="flex-1" />
        {canReply && !closed && c.operatorId !== me.id ? (
          <Button size="sm" variant="primary" onClick={() => act.mutate(() => api.call(assignChatEndpoint, { params: { id } }))} data-testid="chat-assign">
            {t('chat.assign')}
          </Button>
        ) : null}
        {canReply && !closed ? (
          <Select
            compact
            className="w-auto"
            aria-label={t('chat.transfer')}
            value=""
            onChange={(e) =>
              e.target.value && act.mutate(() => api.call(transferChatEndpoint, { params: { id }, body: { operatorId: Number(e.target.value) } }))
            }
          >
            <option value="">{t('chat.transfer')}</option>
            {(operators.data?.items ?? [])
              .filter((o) => o.id !== c.operatorId && (!c.vip || o.vip))
              .map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name} ({o.username}){o.online ? ` · ${t('chat.online')}` : ''}
                </option>
              ))}
          </Select>
        ) : null}
        {canReply && !closed ? (
          <Button size="sm" variant="secondary" onClick={() => act.mutate(() => api.call(closeChatEndpoint, { params: { id } }))}>
            {t('chat.close')}
          </Button>
        ) : null}
      </div>
      <ol ref={listRef} className="flex-1 space-y-3 overflow-y-auto p-4">
        {messages.map((m) => (
          <Line key={m.id} message={m} timeZone={timeZone} />
        ))}
      </ol>
      {typing ? <p className="px-4 text-xs text-slate-500">{t('chat.typing', { name: c.name })}</p> : null}
      {act.error ? <p className="px-4 text-xs text-red-600">{errorMessage(t, act.error)}</p> : null}
      {canReply && !closed ? <ReplyForm id={id} busy={act.isPending} onAct={(action) => act.mutate(action)} /> : null}
      {history.data && history.data.items.length > 1 ? (
        <details className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">
          <summary>{t('chat.history', { count: history.data.items.length })}</summary>
          <ul className="mt-1 space-y-0.5">
            {history.data.items.map((h) => (
              <li key={h.id}>
                #{h.id} · {t(`chat.status.${h.status}`)} · {formatDateTime(h.createdAt, timeZone)} · {h.lastMessage ?? ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}

/** The reply box: a canned reply to start from, an image to attach, and the text (telling the member the desk types). */
function ReplyForm({ id, busy, onAct }: { id: number; busy: boolean; onAct: (action: () => Promise<unknown>) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const canned = useQuery({ queryKey: ['chat', 'canned'], queryFn: () => api.call(listCannedEndpoint) });
  return (
    <form
      className="space-y-2 border-t border-slate-100 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const body = text.trim();
        if (body) onAct(() => api.call(replyChatEndpoint, { params: { id }, body: { text: body } }).then(() => setText('')));
      }}
    >
      <div className="flex gap-2">
        <Select compact aria-label={t('chat.canned.pick')} value="" onChange={(e) => setText(e.target.value)}>
          <option value="">{t('chat.canned.pick')}</option>
          {(canned.data?.items ?? []).map((item) => (
            <option key={item.id} value={item.body}>
              {item.title}
            </option>
          ))}
        </Select>
        <label className="cursor-pointer rounded-md border border-slate-200 px-2 py-1 text-xs">
          {t('chat.attach')}
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file && file.size < CHAT_IMAGE_MAX_BYTES) onAct(() => uploadReplyImage(id, file));
            }}
          />
        </label>
      </div>
      <div className="flex gap-2">
        <Textarea
          value={text}
          maxLength={1000}
          rows={2}
          aria-label={t('chat.reply')}
          placeholder={t('chat.reply')}
          data-testid="desk-input"
          onChange={(e) => {
            setText(e.target.value);
            if (Date.now() - lastTyping.current > 3_000) {
              lastTyping.current = Date.now();
              void api.call(deskTypingEndpoint, { params: { id } }).catch(() => undefined);
            }
          }}
        />
        <Button type="submit" variant="primary" disabled={!text.trim() || busy} data-testid="desk-send">
          {t('chat.send')}
        </Button>
      </div>
    </form>
  );
}
