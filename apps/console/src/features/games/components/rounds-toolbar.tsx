// The rounds explorer's filters: days, vendor, game (of the chosen vendor), member and round id. Typed text
// becomes a filter once the operator pauses, so the list does not reload on every key.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGames } from '../api/list-games.ts';
import { useVendors } from '../api/list-vendors.ts';
import type { RoundFilters } from '../rounds-filters.ts';
import { RangeFields } from './range-fields.tsx';

function useSettledText(value: string, onSettled: (text: string) => void) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim());
  useEffect(() => {
    if (settled !== value) onSettled(settled);
    // Only a settled change of the typed text sets the filter; a filter changed elsewhere resets the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  useEffect(() => {
    if (value !== text.trim()) setText(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return [text, setText] as const;
}

export function RoundsToolbar({ filters, timeZone, onChange }: { filters: RoundFilters; timeZone: string; onChange: (change: Partial<RoundFilters>) => void }) {
  const { t } = useTranslation();
  const vendors = useVendors();
  const games = useGames(filters.vendorCode || undefined);
  const [username, setUsername] = useSettledText(filters.username, (text) => onChange({ username: text }));
  const [roundId, setRoundId] = useSettledText(filters.roundId, (text) => onChange({ roundId: text }));
  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-end gap-3">
        <RangeFields idPrefix="rounds" from={filters.from} to={filters.to} timeZone={timeZone} onChange={(range) => onChange(range)} />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('games.vendor')} htmlFor="rounds-vendor">
          <Select
            id="rounds-vendor"
            compact
            className="w-44"
            value={filters.vendorCode}
            onChange={(event) => onChange({ vendorCode: event.target.value, gameCode: '' })}
          >
            <option value="">{t('gameTools.rounds.allVendors')}</option>
            {(vendors.data ?? []).map((vendor) => (
              <option key={vendor.vendorCode} value={vendor.vendorCode}>
                {vendor.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('games.game')} htmlFor="rounds-game">
          <Select id="rounds-game" compact className="w-48" value={filters.gameCode} onChange={(event) => onChange({ gameCode: event.target.value })}>
            <option value="">{t('gameTools.rounds.allGames')}</option>
            {(games.data ?? []).map((game) => (
              <option key={game.gameId} value={game.gameCode}>
                {game.names.EN ?? game.gameCode}
              </option>
            ))}
          </Select>
        </Field>
        <SearchInput
          className="w-full sm:w-52"
          value={username}
          onChange={setUsername}
          label={t('gameTools.rounds.member')}
          placeholder={t('gameTools.rounds.memberPlaceholder')}
          clearLabel={t('gameTools.rounds.clear')}
          maxLength={64}
        />
        <SearchInput
          className="w-full sm:w-64"
          value={roundId}
          onChange={setRoundId}
          label={t('gameTools.rounds.roundId')}
          placeholder={t('gameTools.rounds.roundIdPlaceholder')}
          clearLabel={t('gameTools.rounds.clear')}
          maxLength={128}
        />
      </div>
    </div>
  );
}
