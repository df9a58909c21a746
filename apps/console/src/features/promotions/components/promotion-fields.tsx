// The promotions editor's sections besides the texts: what it is, its money terms, its audience and its limits.
import { useTranslation } from 'react-i18next';
import { DEPOSIT_KINDS, PROMOTION_CATEGORIES, PROMOTION_FREQUENCIES, PROMOTION_KINDS, PROMOTION_TAGS, WAGERING_BASES } from '@orbit/contracts/promotions';
import { GAME_CATEGORIES } from '@orbit/contracts/games';
import { Field } from '../../../components/ui/field.tsx';
import { Checkbox, Input, Select } from '../../../components/ui/input.tsx';
import type { PromotionForm } from '../promotion-form.ts';

export interface SectionProps {
  form: PromotionForm;
  set: <K extends keyof PromotionForm>(key: K, value: PromotionForm[K]) => void;
  invalid: (field: string) => boolean;
}

const grid = 'grid gap-4 sm:grid-cols-3';
const legend = 'mb-2 text-[13px] font-semibold text-slate-800';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

export function KindSection({ form, set }: SectionProps) {
  const { t } = useTranslation();
  const toggleTag = (tag: PromotionForm['tags'][number]) => set('tags', form.tags.includes(tag) ? form.tags.filter((x) => x !== tag) : [...form.tags, tag]);
  return (
    <fieldset className="space-y-3">
      <div className={grid}>
        <Field label={t('promotions.kind')} htmlFor="promo-kind">
          <Select id="promo-kind" value={form.kind} onChange={(event) => set('kind', event.target.value as PromotionForm['kind'])}>
            {PROMOTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`promotions.kinds.${kind}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('promotions.category')} htmlFor="promo-category">
          <Select id="promo-category" value={form.category} onChange={(event) => set('category', event.target.value as PromotionForm['category'])}>
            {PROMOTION_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`promotions.categories.${category}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('promotions.sortOrder')} htmlFor="promo-order">
          <Input id="promo-order" type="number" min={0} max={9999} value={form.sortOrder} onChange={(event) => set('sortOrder', event.target.value)} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-2" role="group" aria-label={t('promotions.tagsLabel')}>
        {PROMOTION_TAGS.map((tag) => (
          <label key={tag} className="flex items-center gap-2 text-[13px] text-slate-700">
            <Checkbox checked={form.tags.includes(tag)} onChange={() => toggleTag(tag)} />
            {t(`promotions.tags.${tag}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function MoneySection({ form, set, invalid, currencySymbol }: SectionProps & { currencySymbol: string }) {
  const { t } = useTranslation();
  const money = (key: 'minDeposit' | 'bonusCap' | 'fixedAmount' | 'maxStake' | 'budget', label: string) => (
    <Field label={`${label} (${currencySymbol})`} htmlFor={`promo-${key}`}>
      <Input id={`promo-${key}`} inputMode="decimal" value={form[key]} invalid={invalid(key)} onChange={(event) => set(key, event.target.value)} />
    </Field>
  );
  return (
    <fieldset>
      <legend className={legend}>{t('promotions.moneyTerms')}</legend>
      <div className={grid}>
        <Field label={t('promotions.bonusPercent')} htmlFor="promo-percent">
          <Input
            id="promo-percent"
            inputMode="decimal"
            value={form.bonusPercent}
            invalid={invalid('bonusPercent')}
            onChange={(event) => set('bonusPercent', event.target.value)}
          />
        </Field>
        {money('bonusCap', t('promotions.bonusCap'))}
        {money('fixedAmount', t('promotions.fixedAmount'))}
        {money('minDeposit', t('promotions.minDeposit'))}
        <Field label={t('promotions.wageringMultiple')} htmlFor="promo-wagering">
          <Input
            id="promo-wagering"
            type="number"
            min={0}
            max={100}
            value={form.wageringMultiple}
            onChange={(event) => set('wageringMultiple', event.target.value)}
          />
        </Field>
        <Field label={t('promotions.wageringBase')} htmlFor="promo-base">
          <Select id="promo-base" value={form.wageringBase} onChange={(event) => set('wageringBase', event.target.value as PromotionForm['wageringBase'])}>
            {WAGERING_BASES.map((base) => (
              <option key={base} value={base}>
                {t(`promotions.bases.${base}`)}
              </option>
            ))}
          </Select>
        </Field>
        {money('maxStake', t('promotions.maxStake'))}
        <Field label={t('promotions.expiryHours')} htmlFor="promo-expiry">
          <Input id="promo-expiry" type="number" min={1} value={form.expiryHours} onChange={(event) => set('expiryHours', event.target.value)} />
        </Field>
        <Field label={t('promotions.depositKind')} htmlFor="promo-deposit-kind">
          <Select id="promo-deposit-kind" value={form.depositKind} onChange={(event) => set('depositKind', event.target.value as PromotionForm['depositKind'])}>
            {DEPOSIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`promotions.depositKinds.${kind}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <p className="mt-3 mb-1 text-[13px] text-slate-600">{t('promotions.contributions')}</p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {GAME_CATEGORIES.map((game) => (
          <label key={game} className="flex items-center gap-2 text-[13px] text-slate-700">
            <span className="w-20 truncate">{t(`promotions.games.${game}`)}</span>
            <Input
              compact
              type="number"
              min={0}
              max={100}
              aria-label={t('promotions.contributionOf', { game: t(`promotions.games.${game}`) })}
              value={form.contributions[game] ?? ''}
              onChange={(event) => set('contributions', { ...form.contributions, [game]: event.target.value })}
            />
          </label>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2" role="group" aria-label={t('promotions.weekdays')}>
        <span className="text-[13px] text-slate-600">{t('promotions.weekdays')}</span>
        {WEEKDAYS.map((day) => (
          <label key={day} className="flex items-center gap-1.5 text-[13px] text-slate-700">
            <Checkbox
              checked={form.weekdays.includes(day)}
              onChange={() => set('weekdays', form.weekdays.includes(day) ? form.weekdays.filter((d) => d !== day) : [...form.weekdays, day])}
            />
            {t(`promotions.weekday.${day}`)}
          </label>
        ))}
        <label className="flex items-center gap-1.5 text-[13px] text-slate-700">
          <Checkbox checked={form.autoApply} onChange={(event) => set('autoApply', event.target.checked)} />
          {t('promotions.autoApply')}
        </label>
      </div>
    </fieldset>
  );
}

export function AudienceSection({ form, set, invalid, currencySymbol }: SectionProps & { currencySymbol: string }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className={legend}>{t('promotions.audience')}</legend>
      <div className={grid}>
        <Field label={t('promotions.newWithinDays')} htmlFor="promo-new">
          <Input id="promo-new" type="number" min={1} value={form.newWithinDays} onChange={(event) => set('newWithinDays', event.target.value)} />
        </Field>
        <Field label={t('promotions.minVipLevel')} htmlFor="promo-vip" hint={t('promotions.minVipLevelHint')}>
          <Input id="promo-vip" type="number" min={0} value={form.minVipLevel} onChange={(event) => set('minVipLevel', event.target.value)} />
        </Field>
        <Field label={t('promotions.agentUsername')} htmlFor="promo-agent">
          <Input
            id="promo-agent"
            value={form.agentUsername}
            invalid={invalid('agentUsername')}
            onChange={(event) => set('agentUsername', event.target.value)}
          />
        </Field>
        <Field label={t('promotions.memberLabels')} htmlFor="promo-labels" hint={t('promotions.commaList')}>
          <Input id="promo-labels" value={form.memberLabels} onChange={(event) => set('memberLabels', event.target.value)} />
        </Field>
        <Field label={t('promotions.countries')} htmlFor="promo-countries" hint={t('promotions.countriesHint')}>
          <Input id="promo-countries" value={form.countries} invalid={invalid('countries')} onChange={(event) => set('countries', event.target.value)} />
        </Field>
        <Field label={t('promotions.frequency')} htmlFor="promo-frequency">
          <Select id="promo-frequency" value={form.frequency} onChange={(event) => set('frequency', event.target.value as PromotionForm['frequency'])}>
            {PROMOTION_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`promotions.frequencies.${frequency}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={`${t('promotions.budget')} (${currencySymbol})`} htmlFor="promo-budget" hint={t('promotions.budgetHint')}>
          <Input
            id="promo-budget"
            inputMode="decimal"
            value={form.budget}
            invalid={invalid('budget')}
            onChange={(event) => set('budget', event.target.value)}
          />
        </Field>
        <Field label={t('promotions.code')} htmlFor="promo-code" hint={t('promotions.codeHint')}>
          <Input id="promo-code" value={form.code} invalid={invalid('code')} onChange={(event) => set('code', event.target.value)} />
        </Field>
      </div>
      <label className="mt-3 flex items-center gap-2 text-[13px] text-slate-700">
        <Checkbox checked={form.noPriorDeposit} onChange={(event) => set('noPriorDeposit', event.target.checked)} />
        {t('promotions.noPriorDeposit')}
      </label>
    </fieldset>
  );
}
