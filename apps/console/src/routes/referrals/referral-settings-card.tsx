// The referral programme's settings: the friend's first-deposit minimum and turnover target, what each pays
// its referrer (0 switches a reward off), and whether a friend on the referrer's address is held for review.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { referralSettingsEndpoint, saveReferralSettingsEndpoint, type ReferralSettingsInput } from '@orbit/contracts/referrals';
import { ApiError } from '@orbit/contracts/api-error';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { MoneyInput } from '../../components/ui/money-input.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';

const AMOUNTS = ['firstDepositMin', 'firstDepositReward', 'turnoverTarget', 'turnoverReward'] as const;

export function ReferralSettingsCard({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const canWrite = useCan('referrals.write');
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: ['referrals', 'settings'], queryFn: () => api.call(referralSettingsEndpoint) });
  const [form, setForm] = useState<ReferralSettingsInput | null>(null);
  useEffect(() => {
    if (current.data) setForm(current.data);
  }, [current.data]);
  const save = useMutation({
    mutationFn: (body: ReferralSettingsInput) => api.call(saveReferralSettingsEndpoint, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['referrals', 'settings'], saved);
      setForm(saved);
    },
  });
  if (!form) return null;
  const failedField = save.error instanceof ApiError ? save.error.field : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form);
  };
  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={submit} className="space-y-4" data-testid="referral-settings">
        <div>
          <h2 className="font-semibold">{t('referrals.settings.title')}</h2>
          <p className="text-sm text-slate-500">{t('referrals.settings.description')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {AMOUNTS.map((key) => (
            <Field
              key={key}
              label={t(`referrals.settings.${key}`)}
              htmlFor={`referral-${key}`}
              error={failedField === key ? errorMessage(t, save.error) : undefined}
            >
              <MoneyInput
                id={`referral-${key}`}
                symbol={symbol}
                value={form[key]}
                disabled={!canWrite}
                onChange={(event) => setForm({ ...form, [key]: event.target.value })}
              />
            </Field>
          ))}
        </div>
        <label className="flex items-center gap-3 text-sm">
          <Switch
            checked={form.holdSharedIp}
            disabled={!canWrite}
            onCheckedChange={(holdSharedIp) => setForm({ ...form, holdSharedIp })}
            label={t('referrals.settings.holdSharedIp')}
          />
          {t('referrals.settings.holdSharedIp')}
        </label>
        {save.error && !failedField ? <p className="text-sm text-red-600">{errorMessage(t, save.error)}</p> : null}
        {save.isSuccess ? <p className="text-sm text-emerald-700">{t('referrals.settings.saved')}</p> : null}
        {canWrite ? (
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        ) : null}
      </form>
    </Card>
  );
}
