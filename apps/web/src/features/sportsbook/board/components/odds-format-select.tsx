// The member's odds format: decimal, Hong Kong, Malay or Indonesian (model/odds-format.ts), kept in this browser.
import { useTranslation } from 'react-i18next';
import { ODDS_FORMATS, setOddsFormat, useOddsFormat, type OddsFormat } from '../model/odds-format.ts';

export function OddsFormatSelect() {
  const { t } = useTranslation();
  const format = useOddsFormat();
  return (
    <label className="flex items-center gap-2 text-xs text-text-muted">
      <span>{t('sportsBoard.oddsFormat.label')}</span>
      <select
        value={format}
        onChange={(change) => setOddsFormat(change.target.value as OddsFormat)}
        className="rounded-md border border-border bg-surface-raised px-2 py-1.5 text-sm text-text"
        data-testid="odds-format"
      >
        {ODDS_FORMATS.map((entry) => (
          <option key={entry} value={entry}>
            {t(`sportsBoard.oddsFormat.${entry}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
