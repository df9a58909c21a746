import { useTranslation } from 'react-i18next';
import type { CategoryRate } from '../../model/rebates.ts';

/** Rebates as one line: "Lottery 1.5% · Live 0.8%"; nothing for none. */
export function RatesLine({ rates }: { rates: readonly CategoryRate[] }) {
  const { t } = useTranslation();
  if (rates.length === 0) return null;
  return <p className="text-xs">{rates.map((entry) => `${t(`agents.category.${entry.category}`)} ${entry.rate}%`).join(' · ')}</p>;
}
