// Entering a result on the desk: settle the markets on a score, void them, or resettle them (roll back and
// settle again), on every market the action applies to or one, with a reason. The score's shape follows the
// sport (football full and half time, basketball points, esports map winners). From the merchant's four-eyes
// amount up the server holds the settlement for a second operator, and the dialog says so.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskEvent, DeskScore, SettlementAction } from '@orbit/contracts/sportsbook-desk';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useSettle } from '../api/desk-mutations.ts';
import { marketName } from './status-badges.tsx';

const APPLIES_TO: Record<SettlementAction, string[]> = { settle: ['open', 'suspended'], void: ['open', 'suspended', 'settled'], resettle: ['settled'] };
const MAPS = 5;

type ScoreForm = { home: string; away: string; halfHome: string; halfAway: string; maps: string[] };
const EMPTY: ScoreForm = { home: '', away: '', halfHome: '', halfAway: '', maps: Array<string>(MAPS).fill('') };
const whole = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : null);

/** The score typed, in the domain's shape for the sport; null while incomplete. */
function scoreOf(sport: DeskEvent['sport'], form: ScoreForm): DeskScore | null {
  if (sport === 'esports') {
    const maps = form.maps.filter(Boolean) as ('home' | 'away')[];
    return maps.length > 0 && form.maps.slice(0, maps.length).every(Boolean) ? { maps } : null;
  }
  const home = whole(form.home);
  const away = whole(form.away);
  if (home === null || away === null) return null;
  if (sport === 'basketball') return { points: { home, away } };
  const halfHome = whole(form.halfHome);
  const halfAway = whole(form.halfAway);
  return halfHome !== null && halfAway !== null ? { ft: { home, away }, '1h': { home: halfHome, away: halfAway } } : { ft: { home, away } };
}

export function ResultDialog({ event, open, onClose }: { event: DeskEvent; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const settle = useSettle(event.eventId);
  const [action, setAction] = useState<SettlementAction>('settle');
  const [marketId, setMarketId] = useState('');
  const [score, setScore] = useState<ScoreForm>(EMPTY);
  const [reason, setReason] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const markets = event.markets.filter((market) => APPLIES_TO[action].includes(market.status));
  const result = scoreOf(event.sport, score);
  const ready = reason.trim().length >= 3 && (action === 'void' || result !== null) && markets.length > 0;

  const close = () => {
    setScore(EMPTY);
    setReason('');
    setMarketId('');
    setServerError(null);
    onClose();
  };
  const submit = async (form: FormEvent) => {
    form.preventDefault();
    if (!ready) return;
    setServerError(null);
    try {
      const reply = await settle.mutateAsync({
        action,
        reason: reason.trim(),
        ...(action === 'void' ? {} : { result: result! }),
        ...(marketId ? { marketIds: [marketId] } : {}),
      });
      if (reply.request.status === 'pending') toast.success(t('sports.result.held', { amount: reply.request.payoutTotal }));
      else toast.success(t(`sports.result.done.${action}`));
      close();
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  };
  const number = (key: keyof Omit<ScoreForm, 'maps'>, label: string) => (
    <Field label={label} htmlFor={`result-${key}`}>
      <Input
        id={`result-${key}`}
        inputMode="numeric"
        className="tabular"
        value={score[key]}
        onChange={(change) => setScore({ ...score, [key]: change.target.value })}
      />
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('sports.result.title', { match: `${event.home} – ${event.away}` })}
      description={t('sports.result.description')}
      footer={
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant={action === 'void' ? 'danger' : 'primary'} type="submit" form="result-form" disabled={!ready} loading={settle.isPending}>
            {t(`sports.result.submit.${action}`)}
          </Button>
        </>
      }
    >
      <form id="result-form" className="grid gap-4" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('sports.result.action')} htmlFor="result-action">
            <Select id="result-action" value={action} onChange={(change) => (setAction(change.target.value as SettlementAction), setMarketId(''))}>
              {(['settle', 'void', 'resettle'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`sports.result.actions.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('sports.result.markets')} htmlFor="result-market">
            <Select id="result-market" value={marketId} onChange={(change) => setMarketId(change.target.value)}>
              <option value="">{t('sports.result.allMarkets', { count: markets.length })}</option>
              {markets.map((market) => (
                <option key={market.marketId} value={market.marketId}>
                  {marketName(t, market.type, market.specifiers)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {action === 'void' ? null : event.sport === 'esports' ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {score.maps.map((winner, index) => (
              <Field key={index} label={t('sports.result.map', { map: index + 1 })} htmlFor={`result-map-${index}`}>
                <Select
                  id={`result-map-${index}`}
                  value={winner}
                  onChange={(change) => setScore({ ...score, maps: score.maps.map((entry, at) => (at === index ? change.target.value : entry)) })}
                >
                  <option value="">—</option>
                  <option value="home">{event.home}</option>
                  <option value="away">{event.away}</option>
                </Select>
              </Field>
            ))}
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {number('home', t('sports.result.home', { team: event.home }))}
            {number('away', t('sports.result.away', { team: event.away }))}
            {event.sport === 'football' ? number('halfHome', t('sports.result.halfHome')) : null}
            {event.sport === 'football' ? number('halfAway', t('sports.result.halfAway')) : null}
          </div>
        )}
        <Field label={t('sports.result.reason')} htmlFor="result-reason" hint={t('sports.result.reasonHint')}>
          <Textarea id="result-reason" rows={2} maxLength={300} value={reason} onChange={(change) => setReason(change.target.value)} />
        </Field>
        {markets.length === 0 ? <Alert tone="warning">{t('sports.result.nothing')}</Alert> : null}
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      </form>
    </Dialog>
  );
}
