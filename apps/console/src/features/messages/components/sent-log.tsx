// The sent log: each message with its audience and how many members it was delivered to, read by and deleted by.
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import type { SentMessage } from '@orbit/contracts/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { useTextInConsoleLanguage } from '../../../lib/language-texts.ts';

export function SentLog({ items, timeZone }: { items: readonly SentMessage[]; timeZone: string }) {
  const { t } = useTranslation();
  const textOf = useTextInConsoleLanguage();
  if (items.length === 0) return <EmptyState icon={<Mail className="size-5" />} title={t('messages.noneSent')} description={t('messages.noneSentText')} />;
  return (
    <Table label={t('messages.sentLog')}>
      <THead>
        <TR>
          <TH>{t('messages.columns.sentAt')}</TH>
          <TH>{t('messages.columns.title')}</TH>
          <TH>{t('messages.columns.audience')}</TH>
          <TH className="text-end">{t('messages.columns.delivered')}</TH>
          <TH className="text-end">{t('messages.columns.read')}</TH>
          <TH className="text-end">{t('messages.columns.deleted')}</TH>
          <TH>{t('messages.columns.sentBy')}</TH>
        </TR>
      </THead>
      <tbody>
        {items.map((message) => (
          <TR key={message.id} data-testid="sent-row">
            <TD className="whitespace-nowrap tabular-nums">{formatDateTime(message.createdAt, timeZone)}</TD>
            <TD className="max-w-72">
              <span className="block truncate font-medium text-slate-900" title={textOf(message.title)}>
                {textOf(message.title)}
              </span>
              {message.kind === 'operator' ? null : <span className="text-xs text-slate-500">{t(`messages.kinds.${message.kind}`)}</span>}
            </TD>
            <TD>
              <Badge tone={message.audience === 'everyone' ? 'accent' : 'neutral'}>{t(`messages.audiences.${message.audience}`)}</Badge>
              {message.audienceDetail ? <span className="ms-2 text-xs text-slate-500">{message.audienceDetail}</span> : null}
            </TD>
            <TD className="text-end tabular-nums">{message.delivered}</TD>
            <TD className="text-end tabular-nums">{message.read}</TD>
            <TD className="text-end tabular-nums">{message.deleted}</TD>
            <TD>{message.sentBy ?? t('messages.platform')}</TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}
