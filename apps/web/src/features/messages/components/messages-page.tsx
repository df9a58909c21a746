// Platform messages (messageV2, docs/messages.md): the member's inbox, newest first. Opening a message shows
// its body and marks it read; each can be deleted, and all marked read at once. New messages arrive while the
// page is open (the unread count's event re-reads the list).
import { clsx } from 'clsx';
import { CheckCheck, ChevronDown, Mail, MailOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberMessage } from '@orbit/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyList, Panel, Skeleton } from '../../../components/ui/panel.tsx';
import { errorKey } from '../../../lib/error-codes.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteMessage } from '../api/delete-message.ts';
import { useMessages } from '../api/get-messages.ts';
import { useReadAllMessages } from '../api/read-all.ts';
import { useReadMessage } from '../api/read-message.ts';

function MessageBody({ id, message }: { id: string; message: MemberMessage }) {
  if (message.format === 'html')
    // Sanitised on the server before it was stored (ADR 0024): no script, handler or script URL can be in it.
    return <div id={id} className="notice-content text-sm leading-relaxed break-words text-text-muted" dangerouslySetInnerHTML={{ __html: message.body }} />;
  return (
    <p id={id} className="text-sm leading-relaxed break-words whitespace-pre-wrap text-text-muted">
      {message.body}
    </p>
  );
}

function MessageRow({ message, open, onToggle, timeZone }: { message: MemberMessage; open: boolean; onToggle: () => void; timeZone: string }) {
  const { t } = useTranslation();
  const remove = useDeleteMessage();
  const bodyId = `message-${message.id}`;
  return (
    <li data-testid="message-row" data-read={message.read} className={clsx('rounded-xl', !message.read && 'bg-accent/5')}>
      <div className="flex items-start gap-2">
        <button
          type="button"
          className="flex min-w-0 flex-1 items-start gap-3 rounded-xl px-3 py-3 text-start hover:bg-surface-raised"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {message.read ? (
            <MailOpen className="mt-0.5 size-4 shrink-0 text-text-muted" aria-label={t('messages.read')} />
          ) : (
            <Mail className="mt-0.5 size-4 shrink-0 text-accent" aria-label={t('messages.unread')} />
          )}
          <span className="min-w-0 flex-1">
            <span className={clsx('block break-words', message.read ? 'font-medium text-text-muted' : 'font-semibold text-text')}>{message.title}</span>
            <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-text-muted">
              <span>{t(`messages.kind.${message.kind}`)}</span>
              <time className="tabular-nums" dateTime={new Date(message.date).toISOString()}>
                {formatDateTime(message.date, timeZone)}
              </time>
            </span>
          </span>
          <ChevronDown className={clsx('mt-0.5 size-4 shrink-0 transition-transform motion-reduce:transition-none', open && 'rotate-180')} aria-hidden />
        </button>
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 shrink-0"
          aria-label={t('messages.delete', { title: message.title })}
          disabled={remove.isPending}
          onClick={() => remove.mutate(message.id)}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      {open ? (
        <div className="px-3 pb-4 sm:ps-10">
          <MessageBody id={bodyId} message={message} />
        </div>
      ) : null}
      {remove.isError ? <FormMessage kind="error">{t(errorKey(remove.error))}</FormMessage> : null}
    </li>
  );
}

export function MessagesPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useMessages(page);
  const read = useReadMessage();
  const readAll = useReadAllMessages();
  const data = messages.data;

  const toggle = (message: MemberMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) read.mutate(message.id);
  };

  return (
    <Panel
      id="messages"
      icon={Mail}
      title={t('messages.title')}
      subtitle={data ? t('messages.summary', { unread: data.unread, total: data.total }) : undefined}
      action={
        <Button
          variant="secondary"
          size="sm"
          className="max-sm:w-full"
          disabled={!data || data.unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate(undefined)}
        >
          <CheckCheck className="size-4" aria-hidden />
          {t('messages.readAll')}
        </Button>
      }
    >
      {readAll.isError ? <FormMessage kind="error">{t(errorKey(readAll.error))}</FormMessage> : null}
      {messages.isPending ? (
        <Skeleton rows={4} />
      ) : !data ? (
        <FormMessage kind="error">{t(errorKey(messages.error))}</FormMessage>
      ) : data.items.length === 0 ? (
        <EmptyList icon={MailOpen} title={t('messages.emptyTitle')}>
          {t('messages.emptyBody')}
        </EmptyList>
      ) : (
        <>
          <ul className={clsx('space-y-1', messages.isPlaceholderData && 'opacity-60')} data-testid="message-list">
            {data.items.map((message) => (
              <MessageRow key={message.id} message={message} open={openId === message.id} onToggle={() => toggle(message)} timeZone={timeZone} />
            ))}
          </ul>
          <Pager
            texts="messages.pager"
            page={page}
            total={data.total}
            pageSize={data.pageSize}
            busy={messages.isFetching}
            onPage={(next) => {
              setPage(next);
              setOpenId(null);
            }}
          />
        </>
      )}
    </Panel>
  );
}
