// Responsible gaming (docs/members.md): the session reminder, and cool-off and self-exclusion that start at once.
import type { MemberInfo } from '@orbit/contracts/member';
import { COOL_OFF_DAYS, SELF_EXCLUSION_MONTHS } from '@orbit/contracts/member-security';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { BellRing, Hourglass, HeartHandshake, Ban } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { clearSession } from '../../../../lib/session.ts';
import { memberKeys } from '../../api/query-keys.ts';
import { useStartBreak, useUpdateReminder } from '../../api/update-responsible-gaming.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { activeBreak, REMINDER_OPTIONS, type BreakKind, type CoolOffDays, type ExclusionMonths, type ReminderChoice } from '../../model/responsible-gaming.ts';
import { FormMessage } from '../form-bits.tsx';
import { useMemberCentre } from '../member-centre-context.tsx';
import { SectionCard } from '../section-card.tsx';
import { BreakConfirmDialog } from './break-confirm-dialog.tsx';

function Choices<T extends string | number | null>({
  label,
  options,
  value,
  onChange,
  text,
  disabled,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (value: T) => string;
  disabled?: boolean;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const selected = option === value;
        return (
          <button
            key={String(option)}
            type="button"
            role="radio"
            aria-checked={selected}
            disabled={disabled}
            onClick={() => onChange(option)}
            className={clsx(
              'h-9 rounded-full border px-4 text-sm font-medium transition disabled:opacity-60',
              selected ? 'border-accent bg-accent/15 text-accent' : 'border-border text-text-muted hover:border-accent/50 hover:text-text',
            )}
          >
            {text(option)}
          </button>
        );
      })}
    </div>
  );
}

function Block({ icon: Icon, title, body, children }: { icon: typeof Ban; title: string; body: string; children: ReactNode }) {
  return (
    <div className="space-y-3 border-t border-border pt-4 first:border-0 first:pt-0">
      <div className="flex items-start gap-2.5">
        <Icon className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        <div>
          <h4 className="text-sm font-semibold">{title}</h4>
          <p className="text-xs leading-relaxed text-text-muted">{body}</p>
        </div>
      </div>
      <div className="ps-6.5">{children}</div>
    </div>
  );
}

export function ResponsibleGamingCard({ state }: { state: MemberInfo['responsibleGaming'] }) {
  const { t } = useTranslation();
  const { timeZone, onBreakStarted, depositLimits } = useMemberCentre();
  const queryClient = useQueryClient();
  const reminder = useUpdateReminder();
  const takeBreak = useStartBreak();
  const [reminderSaved, setReminderSaved] = useState(false);
  const [coolOffDays, setCoolOffDays] = useState<CoolOffDays>(COOL_OFF_DAYS[0]);
  const [exclusionMonths, setExclusionMonths] = useState<ExclusionMonths>(SELF_EXCLUSION_MONTHS[0]);
  const [request, setRequest] = useState<{ kind: BreakKind; amount: number; label: string } | null>(null);

  const running = activeBreak(state, new Date());
  const reminderText = (minutes: ReminderChoice) => (minutes === null ? t('member.rg.reminder.off') : t('member.rg.reminder.every', { minutes }));
  const coolOffText = (days: CoolOffDays) => t(`member.rg.coolOff.d${days}`);
  const exclusionText = (months: ExclusionMonths) => t(`member.rg.selfExclude.m${months}`);

  return (
    <SectionCard id="responsible-gaming" icon={HeartHandshake} title={t('member.rg.title')} status={t('member.rg.subtitle')}>
      <div className="space-y-4">
        {running ? <FormMessage kind="error">{t(`member.rg.${running.kind}.running`, { until: formatDateTime(running.until, timeZone) })}</FormMessage> : null}
        {depositLimits}
        <Block icon={BellRing} title={t('member.rg.reminder.title')} body={t('member.rg.reminder.body')}>
          <Choices
            label={t('member.rg.reminder.title')}
            options={REMINDER_OPTIONS}
            value={(state.sessionReminderMinutes ?? null) as ReminderChoice}
            text={reminderText}
            disabled={reminder.isPending}
            onChange={(minutes) => {
              setReminderSaved(false);
              reminder.mutate({ action: 'reminder', minutes }, { onSuccess: () => setReminderSaved(true) });
            }}
          />
          <div className="mt-2">
            {reminder.isError ? <FormMessage kind="error">{t(errorKey(reminder.error))}</FormMessage> : null}
            {reminderSaved ? (
              <FormMessage kind="success">
                {state.sessionReminderMinutes ? t('member.rg.reminder.saved', { minutes: state.sessionReminderMinutes }) : t('member.rg.reminder.savedOff')}
              </FormMessage>
            ) : null}
          </div>
        </Block>
        <Block icon={Hourglass} title={t('member.rg.coolOff.title')} body={t('member.rg.coolOff.body')}>
          <div className="flex flex-wrap items-center gap-3">
            <Choices label={t('member.rg.coolOff.title')} options={COOL_OFF_DAYS} value={coolOffDays} text={coolOffText} onChange={setCoolOffDays} />
            <Button
              variant="outline"
              size="sm"
              className="border-danger/70 text-danger hover:bg-danger/10"
              onClick={() => setRequest({ kind: 'coolOff', amount: coolOffDays, label: coolOffText(coolOffDays) })}
            >
              {t('member.rg.coolOff.start')}
            </Button>
          </div>
        </Block>
        <Block icon={Ban} title={t('member.rg.selfExclude.title')} body={t('member.rg.selfExclude.body')}>
          <div className="flex flex-wrap items-center gap-3">
            <Choices
              label={t('member.rg.selfExclude.title')}
              options={SELF_EXCLUSION_MONTHS}
              value={exclusionMonths}
              text={exclusionText}
              onChange={setExclusionMonths}
            />
            <Button
              variant="outline"
              size="sm"
              className="border-danger/70 text-danger hover:bg-danger/10"
              onClick={() => setRequest({ kind: 'selfExclude', amount: exclusionMonths, label: exclusionText(exclusionMonths) })}
            >
              {t('member.rg.selfExclude.start')}
            </Button>
          </div>
        </Block>
      </div>
      <BreakConfirmDialog
        request={request}
        pending={takeBreak.isPending}
        error={takeBreak.error}
        onCancel={() => {
          setRequest(null);
          takeBreak.reset();
        }}
        onConfirm={(password) => {
          if (!request) return;
          const body =
            request.kind === 'coolOff'
              ? ({ action: 'coolOff', days: request.amount as CoolOffDays } as const)
              : ({ action: 'selfExclude', months: request.amount as ExclusionMonths, password } as const);
          takeBreak.mutate(body, {
            onSuccess: (reply) => {
              const until = (request.kind === 'coolOff' ? reply.coolOffUntil : reply.selfExcludedUntil) ?? new Date().toISOString();
              setRequest(null);
              // The server has already ended the session: drop it here at once, then say goodbye.
              queryClient.removeQueries({ queryKey: memberKeys.all });
              clearSession();
              onBreakStarted({ kind: request.kind, until });
            },
          });
        }}
      />
    </SectionCard>
  );
}
