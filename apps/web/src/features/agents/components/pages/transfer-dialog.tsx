// Transfer money to a direct downline: amount and payment password, one requestId per action (kept when
// the answer never came, so a retry moves the money once), sent encrypted.
import type { Downline } from '@orbit/contracts/agents';
import { formatMinor, parseAmount } from '@orbit/contracts/money';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useTransferToDownline } from '../../api/transfer-to-downline.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { createRequestIds, outcomeUnknown } from '../../../../lib/request-id.ts';
import { useAgentSettings } from '../agent-settings.tsx';
import { Money, useFormatMoney } from '../parts/money.tsx';

function TransferForm({ downline, onDone }: { downline: Downline; onDone: () => void }) {
  const { t } = useTranslation();
  const { exponent, currencySymbol } = useAgentSettings();
  const format = useFormatMoney();
  const send = useTransferToDownline();
  const ids = useRef(createRequestIds());
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const parsed = parseAmount(amount, exponent);
  const amountProblem = parsed.ok ? null : t(`agents.transfer.amountProblem.${parsed.reason}`);
  const passwordProblem = password === '' ? t('agents.transfer.passwordEmpty') : null;
  const blamed = send.isError ? errorField(send.error) : undefined;
  const serverSays = (field: string) => (blamed === field ? t(errorKey(send.error)) : null);

  if (done)
    return (
      <div className="space-y-4 p-5">
        <FormMessage kind="success">
          <span data-testid="transfer-done">{t('agents.transfer.done', { amount: done, username: downline.username })}</span>
        </FormMessage>
        <div className="flex justify-end">
          <Button onClick={onDone}>{t('agents.common.ok')}</Button>
        </div>
      </div>
    );

  return (
    <form
      noValidate
      className="space-y-4 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!parsed.ok || passwordProblem) return;
        const text = formatMinor(parsed.minor, exponent);
        send.mutate(
          { memberId: downline.memberId, body: { requestId: ids.current.idFor(`${downline.memberId}:${text}`), amount: text, paymentPassword: password } },
          {
            onSuccess: () => {
              ids.current.settle();
              setDone(format(text));
            },
            onError: (error) => {
              if (!outcomeUnknown(error)) ids.current.settle();
              // The password is typed again; until then the server's reason shows, not "enter your password".
              setPassword('');
              setChecked(false);
            },
          },
        );
      }}
    >
      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-background/60 p-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-text-muted">{t('agents.transfer.to')}</dt>
          <dd className="truncate font-semibold">{downline.username}</dd>
        </div>
        <div>
          <dt className="text-xs text-text-muted">{t('agents.transfer.theirBalance')}</dt>
          <dd className="font-semibold">
            <Money amount={downline.balance} />
          </dd>
        </div>
      </dl>
      <TextField
        label={t('agents.transfer.amount', { symbol: currencySymbol })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        disabled={send.isPending}
        data-testid="transfer-amount"
        error={(checked ? amountProblem : null) ?? serverSays('amount')}
      />
      <TextField
        label={t('agents.transfer.password')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={send.isPending}
        data-testid="transfer-password"
        error={(checked ? passwordProblem : null) ?? serverSays('paymentPassword')}
      />
      {send.isError && blamed !== 'amount' && blamed !== 'paymentPassword' ? (
        <FormMessage kind="error">
          {t(errorKey(send.error))}
          {outcomeUnknown(send.error) ? ` ${t('agents.transfer.retrySafe')}` : ''}
        </FormMessage>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={send.isPending}>
          {t('agents.common.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending} data-testid="transfer-submit">
          {send.isPending ? t('agents.transfer.sending') : t('agents.transfer.submit')}
        </Button>
      </div>
    </form>
  );
}

export function TransferDialog({ downline, onClose }: { downline: Downline | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={downline !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {downline ? (
        <DialogContent title={t('agents.transfer.title')}>
          <TransferForm key={downline.memberId} downline={downline} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
