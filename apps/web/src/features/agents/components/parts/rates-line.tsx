import { useTranslation } from 'react-i18next';
import type { CategoryRate } from '../../model/rebates.ts';

/** Rebates as one line: "Lottery 1.5% · Live 0.8%", or a dash for none. */
export function RatesLine({ rates }: { rates: readonly CategoryRate[] }) {
  const { t } = useTranslation();
  if (rates.length === 0) return <span className="text-text-muted">—</span>;
  return <span className="text-xs">{rates.map((entry) => `${t(`agents.category.${entry.category}`)} ${entry.rate}%`).join(' · ')}</span>;
}
