// Adding a special 4D draw: a day and a time in the merchant's zone. The server commits a fresh seed at once,
// opens betting and closes it as for a regular draw; it refuses a day that already has a 4D draw.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay } from '@orbit/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useAddSpecialDraw } from '../api/add-special-draw.ts';
import { isRegularFourDDay, nextFreeFourDDay } from '../draw-view.ts';

export function SpecialDrawDialog({ open, onOpenChange, timeZone }: { open: boolean; onOpenChange: (open: boolean) => void; timeZone: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddSpecialDraw();
  const today = zonedDay(new Date(), timeZone);
  const [date, setDate] = useState(() => nextFreeFourDDay(today));
  const [time, setTime] = useState('19:00');
  const [problem, setProblem] = useState<string | null>(null);
  const regularDay = isRegularFourDDay(date);

  const close = (next: boolean) => {
    if (!next) {
      setProblem(null);
      add.reset();
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!date || !time) return setProblem(t('lottery.special.required'));
    if (regularDay) return setProblem(t('lottery.special.regularDay'));
    try {
      const draw = await add.mutateAsync({ gameCode: '4d', date, time });
      toast.success(t('lottery.special.added', { drawId: draw.drawId }));
      close(false);
    } catch (error) {
      const code = error instanceof ApiError ? error.errorCode : null;
      setProblem(code === 'conflict' ? t('lottery.special.clash') : code === 'rule_violation' ? t('lottery.special.tooSoon') : errorMessage(t, error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('lottery.special.title')}
      description={t('lottery.special.description', { zone: timeZone })}
      footer={
        <>
          <Button onClick={() => close(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="special-draw-form" loading={add.isPending}>
            {t('lottery.special.submit')}
          </Button>
        </>
      }
    >
      <form id="special-draw-form" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('lottery.special.date')} htmlFor="special-date" error={regularDay ? t('lottery.special.regularDay') : undefined}>
            <Input id="special-date" type="date" required min={today} value={date} invalid={regularDay} onChange={(event) => setDate(event.target.value)} />
          </Field>
          <Field label={t('lottery.special.time')} htmlFor="special-time">
            <Input id="special-time" type="time" required value={time} onChange={(event) => setTime(event.target.value)} />
          </Field>
        </div>
        <p className="text-xs text-slate-500">{t('lottery.special.hint')}</p>
        {date && !regularDay ? <p className="font-mono text-xs text-slate-600">{t('lottery.special.preview', { drawId: `4d:${date}:special` })}</p> : null}
        {problem ? <Alert tone="danger">{problem}</Alert> : null}
      </form>
    </Dialog>
  );
}
