// The platform's contract offer to a top-level agent: the kind, then that kind's terms — tiers of thresholds and
// a rate (dividend: net loss and active players per period D/W/H/M with carry-over; daily wage: turnover and
// active players; hourly salary: turnover), or the real-time salary's profit and loss rates per lottery game.
// The agent accepts or rejects the offer in its centre.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { CONTRACT_KINDS, type ContractKind } from '@orbit/contracts/agents';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { Currency } from '../../../lib/amounts.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useOfferContract } from '../api/detail.ts';
import { buildOffer, DIVIDEND_PERIODS, emptyDraft, emptyTier, MAX_TIERS, type OfferDraft, type OfferErrors, type TierDraft } from '../offer-form.ts';

export function OfferContractDialog({
  open,
  onClose,
  memberId,
  username,
  busyKinds,
  offKinds,
  currency,
}: {
  open: boolean;
  onClose: () => void;
  memberId: number;
  username: string;
  /** Kinds the agent already has a live contract of: one at a time per kind. */
  busyKinds: readonly ContractKind[];
  /** Kinds whose agent page the merchant switched off: the agent could not accept them, so they are not offered. */
  offKinds: readonly ContractKind[];
  currency: Currency;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const offer = useOfferContract(memberId);
  const switchedOff = (kind: ContractKind) => offKinds.includes(kind);
  const firstFree = CONTRACT_KINDS.find((kind) => !busyKinds.includes(kind) && !switchedOff(kind)) ?? 'dividend';
  const [draft, setDraft] = useState<OfferDraft>(() => emptyDraft(firstFree));
  const [errors, setErrors] = useState<OfferErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const close = () => {
    setDraft(emptyDraft(firstFree));
    setErrors({});
    setServerError(null);
    offer.reset();
    onClose();
  };
  const change = (next: Partial<OfferDraft>) => setDraft({ ...draft, ...next });
  const setTier = (index: number, next: Partial<TierDraft>) => {
    // A box's complaint goes once the box is changed; the next send checks again.
    const cleared = Object.keys(next).map((field) => `tiers.${index}.${field}`);
    if (cleared.some((path) => errors[path])) setErrors(Object.fromEntries(Object.entries(errors).filter(([path]) => !cleared.includes(path))));
    change({ tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...next } : tier)) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const built = buildOffer(draft, currency.exponent);
    if (built.errors) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    setServerError(null);
    try {
      await offer.mutateAsync({ contract: built.contract, ...(draft.note.trim() ? { note: draft.note.trim() } : {}) });
      toast.success(t('agents.offer.done', { username, kind: t(`agents.kinds.${draft.kind}`) }));
      close();
    } catch (failure) {
      setServerError(errorMessage(t, failure));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('agents.offer.title', { username })}
      description={t('agents.offer.description')}
      size="lg"
      footer={
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="offer-contract-form" loading={offer.isPending}>
            {t('agents.offer.submit')}
          </Button>
        </>
      }
    >
      <form id="offer-contract-form" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <Field label={t('agents.offer.kind')} htmlFor="offer-kind" hint={t(`agents.kindHints.${draft.kind}`)}>
          <Select
            id="offer-kind"
            value={draft.kind}
            onChange={(event) => {
              setErrors({});
              setDraft({ ...emptyDraft(event.target.value as ContractKind), note: draft.note });
            }}
          >
            {CONTRACT_KINDS.map((kind) => (
              <option key={kind} value={kind} disabled={busyKinds.includes(kind) || switchedOff(kind)}>
                {t(`agents.kinds.${kind}`)}
                {busyKinds.includes(kind) ? ` — ${t('agents.offer.hasLive')}` : switchedOff(kind) ? ` — ${t('agents.offer.switchedOff')}` : ''}
              </option>
            ))}
          </Select>
        </Field>

        {draft.kind === 'dividend' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('agents.terms.period')} htmlFor="offer-period">
              <Select id="offer-period" value={draft.period} onChange={(event) => change({ period: event.target.value as OfferDraft['period'] })}>
                {DIVIDEND_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`agents.terms.periods.${period}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <label className="flex items-start gap-2 self-end pb-2 text-[13px] text-slate-700">
              <Checkbox className="mt-0.5" checked={draft.carryOver} onChange={(event) => change({ carryOver: event.target.checked })} />
              <span>
                <span className="font-medium">{t('agents.terms.carryOver')}</span>
                <span className="block text-xs text-slate-500">{t('agents.terms.carryOverHint')}</span>
              </span>
            </label>
          </div>
        ) : null}

        {draft.kind === 'realtime_salary' ? (
          <GameRatesFieldset draft={draft} change={change} errors={errors} />
        ) : (
          <TiersFieldset draft={draft} change={change} setTier={setTier} errors={errors} currency={currency} />
        )}

        <Field label={t('agents.offer.note')} htmlFor="offer-note" hint={t('agents.offer.noteHint')}>
          <Textarea id="offer-note" rows={2} maxLength={200} value={draft.note} onChange={(event) => change({ note: event.target.value })} />
        </Field>
        {errors.form ? <Alert tone="danger">{t(errors.form)}</Alert> : null}
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      </form>
    </Dialog>
  );
}

function RemoveTier({ index, disabled, onRemove, className }: { index: number; disabled: boolean; onRemove: () => void; className: string }) {
  const { t } = useTranslation();
  return (
    <span className={className}>
      <IconButton label={t('agents.offer.removeTier', { n: index + 1 })} disabled={disabled} onClick={onRemove}>
        <Trash2 className="size-4" />
      </IconButton>
    </span>
  );
}

function PercentBox({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <div className="relative">
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          className="pr-7 tabular"
          value={value}
          invalid={Boolean(error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <span aria-hidden className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-slate-500">
          %
        </span>
      </div>
    </Field>
  );
}

interface TermsProps {
  draft: OfferDraft;
  change: (next: Partial<OfferDraft>) => void;
  errors: OfferErrors;
}

/** The real-time salary's terms: per lottery game, on or off, with its profit and loss rates. */
function GameRatesFieldset({ draft, change, errors }: TermsProps) {
  const { t } = useTranslation();
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-[13px] font-medium text-slate-800">{t('agents.offer.gameRates')}</legend>
      <p className="text-xs text-slate-500">{t('agents.offer.gameRatesHint')}</p>
      {draft.rates.map((rate, index) => (
        <div
          key={rate.gameCode}
          className="grid grid-cols-[1fr_auto] items-start gap-2 rounded-md border border-slate-200 px-3 py-2 sm:grid-cols-[10rem_1fr_1fr]"
        >
          <label className="flex items-center gap-2 text-[13px] font-medium text-slate-800 sm:pt-1.5">
            <Checkbox
              checked={rate.on}
              onChange={(event) => change({ rates: draft.rates.map((r, i) => (i === index ? { ...r, on: event.target.checked } : r)) })}
            />
            {t(`lottery.games.${rate.gameCode}`)}
          </label>
          {rate.on ? (
            <>
              <PercentBox
                id={`offer-profit-${rate.gameCode}`}
                label={t('agents.terms.profitRate')}
                value={rate.profit}
                error={error(`rates.${index}.profit`)}
                onChange={(value) => change({ rates: draft.rates.map((r, i) => (i === index ? { ...r, profit: value } : r)) })}
              />
              <PercentBox
                id={`offer-loss-${rate.gameCode}`}
                label={t('agents.terms.lossRate')}
                value={rate.loss}
                error={error(`rates.${index}.loss`)}
                onChange={(value) => change({ rates: draft.rates.map((r, i) => (i === index ? { ...r, loss: value } : r)) })}
              />
            </>
          ) : null}
        </div>
      ))}
      {errors.rates ? <FieldError message={t(errors.rates)} /> : null}
    </fieldset>
  );
}

/** The tiered kinds' terms: each tier's threshold (net loss or turnover), active players where the kind counts them, and rate. */
function TiersFieldset({
  draft,
  change,
  setTier,
  errors,
  currency,
}: TermsProps & { setTier: (index: number, next: Partial<TierDraft>) => void; currency: Currency }) {
  const { t } = useTranslation();
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const tierAmountLabel = draft.kind === 'dividend' ? t('agents.terms.minNetLoss') : t('agents.terms.minTurnover');
  const withActive = draft.kind !== 'hourly_salary';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-[13px] font-medium text-slate-800">{t('agents.offer.tiers')}</legend>
      <p className="text-xs text-slate-500">{t(`agents.offer.tiersHint.${draft.kind}`)}</p>
      {draft.tiers.map((tier, index) => (
        <div
          key={index}
          className="grid grid-cols-2 items-start gap-2 rounded-md border border-slate-200 px-3 py-2 sm:grid-cols-[3.5rem_1fr_7rem_7rem_2rem]"
          data-testid={`offer-tier-${index}`}
        >
          <div className="col-span-2 flex items-center justify-between sm:col-span-1 sm:pt-7">
            <span className="text-xs font-medium whitespace-nowrap text-slate-500 tabular">{t('agents.terms.tierN', { n: index + 1 })}</span>
            <RemoveTier
              className="sm:hidden"
              index={index}
              disabled={draft.tiers.length <= 1}
              onRemove={() => change({ tiers: draft.tiers.filter((_, i) => i !== index) })}
            />
          </div>
          <Field label={tierAmountLabel} htmlFor={`offer-min-${index}`} error={error(`tiers.${index}.min`)} className="col-span-2 sm:col-span-1">
            <MoneyInput
              id={`offer-min-${index}`}
              symbol={currency.symbol}
              value={tier.min}
              invalid={Boolean(errors[`tiers.${index}.min`])}
              onChange={(event) => setTier(index, { min: event.target.value })}
            />
          </Field>
          {withActive ? (
            <Field label={t('agents.terms.minActive')} htmlFor={`offer-active-${index}`} error={error(`tiers.${index}.active`)}>
              <Input
                id={`offer-active-${index}`}
                inputMode="numeric"
                className="tabular"
                value={tier.active}
                invalid={Boolean(errors[`tiers.${index}.active`])}
                onChange={(event) => setTier(index, { active: event.target.value })}
              />
            </Field>
          ) : (
            <span className="hidden sm:block" />
          )}
          <PercentBox
            id={`offer-rate-${index}`}
            label={t('agents.terms.rate')}
            value={tier.rate}
            error={error(`tiers.${index}.rate`)}
            onChange={(value) => setTier(index, { rate: value })}
          />
          <RemoveTier
            className="mt-6 hidden justify-self-end sm:block"
            index={index}
            disabled={draft.tiers.length <= 1}
            onRemove={() => change({ tiers: draft.tiers.filter((_, i) => i !== index) })}
          />
        </div>
      ))}
      <div>
        <Button
          size="sm"
          icon={<Plus className="size-4" />}
          disabled={draft.tiers.length >= MAX_TIERS}
          onClick={() => change({ tiers: [...draft.tiers, emptyTier()] })}
        >
          {t('agents.offer.addTier')}
        </Button>
      </div>
    </fieldset>
  );
}
