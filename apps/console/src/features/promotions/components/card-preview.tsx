// The card as members see it on the site's promotions list (docs/promotions.md): banner, tags, headline,
// summary and the terms that matter, in the language being edited.
import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import type { PromotionForm, PromotionLanguage } from '../promotion-form.ts';

export function CardPreview({ form, language, currencySymbol }: { form: PromotionForm; language: PromotionLanguage; currencySymbol: string }) {
  const { t } = useTranslation();
  const text = (texts: Record<PromotionLanguage, string>) => texts[language].trim() || texts.EN;
  const terms: [string, string][] = [];
  if (form.bonusPercent) terms.push([t('promotions.bonusPercent'), `${form.bonusPercent}%${form.bonusCap ? ` · ≤ ${currencySymbol} ${form.bonusCap}` : ''}`]);
  if (form.fixedAmount) terms.push([t('promotions.fixedAmount'), `${currencySymbol} ${form.fixedAmount}`]);
  if (form.minDeposit) terms.push([t('promotions.minDeposit'), `${currencySymbol} ${form.minDeposit}`]);
  terms.push([t('promotions.wageringMultiple'), `${form.wageringMultiple}× ${t(`promotions.bases.${form.wageringBase}`)}`]);
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-700 bg-[#121b2e] text-[#eef2fa] sm:flex" data-testid="promotion-card-preview">
      {form.bannerUrl ? (
        <img src={form.bannerUrl} alt="" className="aspect-[3/1] w-full object-cover sm:w-[44%]" />
      ) : (
        <div className="flex aspect-[3/1] w-full items-center justify-center bg-gradient-to-br from-amber-400/30 to-slate-800 sm:w-[44%]">
          <Gift className="size-10 text-amber-400" aria-hidden />
        </div>
      )}
      <div className="flex-1 space-y-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          {form.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-amber-400/15 px-2 py-0.5 text-[11px] font-semibold text-amber-400">
              {t(`promotions.tags.${tag}`)}
            </span>
          ))}
        </div>
        <p className="text-lg font-bold">{text(form.title) || t('promotions.untitled')}</p>
        {text(form.summary) ? <p className="text-sm text-[#a3aec6]">{text(form.summary)}</p> : null}
        <dl className="grid grid-cols-2 gap-2">
          {terms.slice(0, 4).map(([label, value]) => (
            <div key={label} className="rounded-lg bg-[#0b1220]/60 px-2.5 py-1.5">
              <dt className="text-[11px] text-[#a3aec6] uppercase">{label}</dt>
              <dd className="text-sm font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
