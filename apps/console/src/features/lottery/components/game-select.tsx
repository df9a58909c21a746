import { useTranslation } from 'react-i18next';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from '@orbit/contracts/lottery';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';

/** The lottery game picker of the lottery pages' filters. */
export function GameSelect({ id, value, onChange }: { id: string; value: LotteryGameCode; onChange: (game: LotteryGameCode) => void }) {
  const { t } = useTranslation();
  return (
    <Field label={t('lottery.game')} htmlFor={id}>
      <Select id={id} compact className="w-48" value={value} onChange={(event) => onChange(event.target.value as LotteryGameCode)}>
        {LOTTERY_GAME_CODES.map((code) => (
          <option key={code} value={code}>
            {t(`lottery.games.${code}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A game code from the address, 4D when it names none. */
export function gameFromParam(value: string | null): LotteryGameCode {
  return (LOTTERY_GAME_CODES as readonly string[]).includes(value ?? '') ? (value as LotteryGameCode) : '4d';
}
