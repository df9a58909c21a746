// A manual match made on the desk: sport, competition, teams, kick-off in the merchant's zone and the odds of its
// winner market (football 1X2, basketball money line, esports match winner). More markets are added on the
// match's page. The server makes it through the feed as the producer `manual`.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { zonedDayStart } from '@orbit/contracts/format';
import { SPORTS, type Sport } from '@orbit/contracts/sportsbook';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useCreateEvent } from '../api/desk-mutations.ts';

const WINNER: Record<Sport, { type: string; outcomes: string[] }> = {
  football: { type: '1x2', outcomes: ['home', 'draw', 'away'] },
  basketball: { type: 'bb_ml', outcomes: ['home', 'away'] },
  esports: { type: 'ml', outcomes: ['home', 'away'] },
};
const ODDS = /^\d{1,5}(\.\d{1,4})?$/;

/** A wall-clock time typed in the merchant's zone (yyyy-MM-ddTHH:mm) as an instant. */
function zonedInstant(local: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  return new Date(zonedDayStart(match[1]!, timeZone).getTime() + (Number(match[2]) * 60 + Number(match[3])) * 60_000).toISOString();
}

export function NewEventDialog({ open, onClose, timeZone }: { open: boolean; onClose: () => void; timeZone: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const [form, setForm] = useState({ sport: 'football' as Sport, competition: '', category: '', home: '', away: '', startsAt: '' });
  const [odds, setOdds] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const winner = WINNER[form.sport];
  const startsAt = zonedInstant(form.startsAt, timeZone);
  const ready =
    form.competition.trim().length >= 2 &&
    form.category.trim().length >= 2 &&
    form.home.trim() &&
    form.away.trim() &&
    startsAt &&
    winner.outcomes.every((outcome) => ODDS.test(odds[outcome] ?? ''));
  const set = (key: keyof typeof form, value: string) => setForm({ ...form, [key]: value });
  const close = () => {
    setServerError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setServerError(null);
    try {
      const made = await create.mutateAsync({
        ...{ sport: form.sport, competition: form.competition.trim(), category: form.category.trim(), home: form.home.trim(), away: form.away.trim() },
        startsAt: startsAt!,
        markets: [{ type: winner.type, specifiers: '', outcomes: winner.outcomes.map((outcome) => ({ outcome, odds: odds[outcome]! })) }],
      });
      toast.success(t('sports.newEvent.done', { match: `${made.home} – ${made.away}` }));
      setForm({ ...form, home: '', away: '' });
      setOdds({});
      close();
      void navigate(`/sportsbook/events/${made.eventId}`);
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  };
  const text = (key: 'competition' | 'category' | 'home' | 'away') => (
    <Field label={t(`sports.newEvent.${key}`)} htmlFor={`new-event-${key}`}>
      <Input id={`new-event-${key}`} maxLength={key === 'category' ? 40 : 60} value={form[key]} onChange={(change) => set(key, change.target.value)} />
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('sports.newEvent.title')}
      description={t('sports.newEvent.description', { zone: timeZone })}
      footer={
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="new-event-form" disabled={!ready} loading={create.isPending}>
            {t('sports.newEvent.submit')}
          </Button>
        </>
      }
    >
      <form id="new-event-form" className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
        <Field label={t('sports.newEvent.sport')} htmlFor="new-event-sport">
          <Select id="new-event-sport" value={form.sport} onChange={(change) => (set('sport', change.target.value), setOdds({}))}>
            {SPORTS.map((sport) => (
              <option key={sport} value={sport}>
                {t(`sports.sport.${sport}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('sports.newEvent.startsAt')} htmlFor="new-event-startsAt">
          <Input id="new-event-startsAt" type="datetime-local" value={form.startsAt} onChange={(change) => set('startsAt', change.target.value)} />
        </Field>
        {text('competition')}
        {text('category')}
        {text('home')}
        {text('away')}
        <div className="grid grid-cols-3 gap-3 sm:col-span-2">
          {winner.outcomes.map((outcome) => (
            <Field key={outcome} label={t('sports.newEvent.odds', { outcome: t(`sports.outcome.${outcome}`) })} htmlFor={`new-event-odds-${outcome}`}>
              <Input
                id={`new-event-odds-${outcome}`}
                inputMode="decimal"
                className="tabular"
                placeholder="1.90"
                value={odds[outcome] ?? ''}
                onChange={(change) => setOdds({ ...odds, [outcome]: change.target.value })}
              />
            </Field>
          ))}
        </div>
        {serverError ? (
          <div className="sm:col-span-2">
            <Alert tone="danger">{serverError}</Alert>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
