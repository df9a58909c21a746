// The operator sets an agent's own rebate rates (what it may pass on to its downlines): one box per product
// type, a blank box leaving that type as it is. The server holds a downline agent to its upline's rates and
// names the box it refused (rebates[i].rate), which is shown under that box.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type GameCategory } from '@orbit/contracts/games';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { useSetAgentRebates } from '../api/detail.ts';

const RATE = /^\d{1,3}(\.\d{1,4})?$/;

export function RebatesDialog({
  memberId,
  current,
  open,
  onClose,
}: {
  memberId: number;
  current: readonly { category: GameCategory; rate: string }[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetAgentRebates(memberId);
  const [rates, setRates] = useState<Partial<Record<GameCategory, string>>>(() => Object.fromEntries(current.map((r) => [r.category, r.rate])));
  const [refused, setRefused] = useState<{ category: GameCategory | null; message: string } | null>(null);
  const asked = GAME_CATEGORIES.filter((category) => (rates[category] ?? '').trim() !== '');
  const invalid = asked.filter((category) => !RATE.test(rates[category]!.trim()) || Number(rates[category]) > 100);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (asked.length === 0 || invalid.length > 0) return;
    setRefused(null);
    try {
      await save.mutateAsync(asked.map((category) => ({ category, rate: rates[category]!.trim() })));
      onClose();
    } catch (error) {
      const index = /^rebates\[(\d+)\]/.exec(errorField(error) ?? '')?.[1];
      setRefused({ category: index === undefined ? null : (asked[Number(index)] ?? null), message: errorMessage(t, error) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('agents.rebates.editTitle')}
      description={t('agents.rebates.editHint')}
      size="sm"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="agent-rebates-form" loading={save.isPending} disabled={asked.length === 0 || invalid.length > 0}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="agent-rebates-form" onSubmit={(event) => void submit(event)} noValidate className="grid grid-cols-2 gap-3">
        {GAME_CATEGORIES.map((category) => {
          const bad = invalid.includes(category);
          const serverError = refused?.category === category ? refused.message : undefined;
          return (
            <Field
              key={category}
              label={t(`agents.categories.${category}`)}
              htmlFor={`rebate-${category}`}
              error={bad ? t('agents.rebates.badRate') : serverError}
            >
              <Input
                id={`rebate-${category}`}
                inputMode="decimal"
                placeholder="0"
                value={rates[category] ?? ''}
                invalid={bad || serverError !== undefined}
                onChange={(event) => setRates((before) => ({ ...before, [category]: event.target.value }))}
                data-testid={`rebate-${category}`}
              />
            </Field>
          );
        })}
        {refused && refused.category === null ? (
          <div className="col-span-2">
            <Alert tone="danger">{refused.message}</Alert>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
