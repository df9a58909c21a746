import { useTranslation } from 'react-i18next';
import { CircleAlert, Mail, MessageSquareText } from 'lucide-react';
import type { OutboxMessage } from '@orbit/contracts/console-members';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { splitCodes } from '../../../lib/message-codes.ts';
import { purposeLabelKey } from '../../../lib/outbox-filters.ts';

const STATUS_TONES: Record<OutboxMessage['status'], BadgeTone> = { held: 'warning', sent: 'success', failed: 'danger' };

export function OutboxStatusBadge({ status }: { status: OutboxMessage['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONES[status]} dot>
      <span title={t(`outbox.statusHint.${status}`)}>{t(`outbox.status.${status}`)}</span>
    </Badge>
  );
}

/** The messages, newest first, each readable in full with its codes picked out. */
export function OutboxList({ messages, timeZone }: { messages: OutboxMessage[]; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('nav.outbox')}>
      {messages.map((message) => {
        const Icon = message.channel === 'sms' ? MessageSquareText : Mail;
        const purposeKey = purposeLabelKey(message.purpose);
        return (
          <li key={message.id} className="px-4 py-3.5 sm:px-5">
            <article aria-label={t('outbox.messageTo', { recipient: message.recipient })}>
              <header className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                <span
                  aria-hidden
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full',
                    message.channel === 'sms' ? 'bg-violet-50 text-violet-600' : 'bg-sky-50 text-sky-600',
                  )}
                >
                  <Icon className="size-3.5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-mono text-[13px] font-medium text-slate-900">{message.recipient}</p>
                  <p className="text-[11px] text-slate-500">
                    {t(`outbox.channels.${message.channel}`)} · {purposeKey ? t(purposeKey) : message.purpose}
                  </p>
                </div>
                <OutboxStatusBadge status={message.status} />
                <div className="w-full text-[11px] text-slate-500 tabular sm:w-auto sm:text-right">
                  <p>{formatDateTime(message.createdAt, timeZone)}</p>
                  {message.sentAt ? <p className="text-slate-400">{t('outbox.sentAt', { time: formatDateTime(message.sentAt, timeZone) })}</p> : null}
                </div>
              </header>
              <div className="mt-2.5 rounded-md bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/70 ring-inset sm:ml-10">
                {message.subject ? <p className="mb-1 text-[13px] font-semibold text-slate-900">{message.subject}</p> : null}
                <p className="text-[13px] leading-relaxed break-words whitespace-pre-wrap text-slate-700">
                  {splitCodes(message.body).map((part, index) =>
                    part.code ? (
                      <mark key={index} className="rounded bg-amber-100 px-1 font-mono font-semibold tracking-wider text-amber-950">
                        {part.text}
                      </mark>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </p>
              </div>
              {message.status === 'failed' ? (
                <p className="mt-2 flex items-start gap-1.5 text-xs text-red-700 sm:ml-10">
                  <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
                  <span className="break-words">{t('outbox.failedWith', { error: message.error ?? t('outbox.noError') })}</span>
                </p>
              ) : message.status === 'held' ? (
                <p className="mt-2 text-xs text-amber-700 sm:ml-10">{t('outbox.statusHint.held')}</p>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
