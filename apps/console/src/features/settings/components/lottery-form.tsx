// The lottery's odds and limits (settings section `lottery`): per game whether it sells, its stake
// limits and sell-out cap, and its odds table; and what happens to a draw missed while the server was down.
// A draw keeps the odds it was first sold at, so a change applies to draws not yet sold.
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dices, TriangleAlert } from 'lucide-react';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from '@orbit/contracts/lottery';
import { lotterySettingsSchema, type LotterySettings } from '@orbit/contracts/lottery-settings';
import type { MerchantSettings } from '@orbit/contracts/settings';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { SectionForm } from './section-form.tsx';

const same = (value: LotterySettings): LotterySettings => value;
type Form = UseFormReturn<LotterySettings, unknown, LotterySettings>;
type Name = FieldPath<LotterySettings>;
const LIMITS = ['minStake', 'maxStake', 'maxStakePerDraw', 'maxLiabilityPerKey'] as const;

export function LotterySettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({ section: 'lottery', settings, schema: lotterySettingsSchema, toForm: same, fromForm: same });
  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <CardHeader title={t('lotterySettings.missedTitle')} description={t('lotterySettings.missedText')} icon={<TriangleAlert className="size-4" />} />
        <CardBody>
          <Field label={t('lotterySettings.missedDraws')} htmlFor="lottery-missedDraws" className="max-w-sm">
            <Select id="lottery-missedDraws" {...form.register('missedDraws')}>
              <option value="draw">{t('lotterySettings.missed.draw')}</option>
              <option value="void">{t('lotterySettings.missed.void')}</option>
            </Select>
          </Field>
        </CardBody>
      </Card>
      {LOTTERY_GAME_CODES.map((gameCode) => (
        <GameCard key={gameCode} gameCode={gameCode} form={form as unknown as Form} symbol={settings.currencySymbol} />
      ))}
    </SectionForm>
  );
}

function GameCard({ gameCode, form, symbol }: { gameCode: LotteryGameCode; form: Form; symbol: string }) {
  const { t } = useTranslation();
  const base = `games.${gameCode}` as const;
  const error = (name: string) => form.getFieldState(name as Name, form.formState).error?.message;
  return (
    <Card>
      <CardHeader
        title={t(`lottery.games.${gameCode}`)}
        description={t('lotterySettings.gameText')}
        icon={<Dices className="size-4" />}
        actions={
          <Controller
            control={form.control}
            name={`${base}.enabled` as Name}
            render={({ field }) => (
              <span className="flex items-center gap-2 text-[13px] text-slate-600">
                <span id={`lottery-${gameCode}-enabled`}>{t('lotterySettings.enabled')}</span>
                <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} aria-labelledby={`lottery-${gameCode}-enabled`} />
              </span>
            )}
          />
        }
      />
      <CardBody className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LIMITS.map((limit) => {
            const name = `${base}.${limit}`;
            return (
              <Field
                key={limit}
                label={t(`lotterySettings.${limit}`)}
                htmlFor={`lottery-${gameCode}-${limit}`}
                hint={t(`lotterySettings.${limit}Hint`)}
                error={error(name)}
              >
                <MoneyInput id={`lottery-${gameCode}-${limit}`} symbol={symbol} invalid={Boolean(error(name))} {...form.register(name as Name)} />
              </Field>
            );
          })}
        </div>
        <OddsTable gameCode={gameCode} form={form} error={error} />
      </CardBody>
    </Card>
  );
}

/** The odds entries of a game as rows of labelled boxes: 4D by prize, XSMB by bet type, SEA with its colours, keno by spots and hits. */
function OddsTable({ gameCode, form, error }: { gameCode: LotteryGameCode; form: Form; error: (name: string) => string | undefined }) {
  const { t } = useTranslation();
  const odds = `games.${gameCode}.odds`;
  const rows: { label: string; entries: { name: string; label: string }[] }[] = [];
  if (gameCode === '4d') {
    rows.push({
      label: t('lotterySettings.odds.big'),
      entries: ['first', 'second', 'third', 'special', 'consolation'].map((p) => ({ name: `${odds}.big.${p}`, label: t(`lottery.prizes.${p}`) })),
    });
    rows.push({
      label: t('lotterySettings.odds.small'),
      entries: ['first', 'second', 'third'].map((p) => ({ name: `${odds}.small.${p}`, label: t(`lottery.prizes.${p}`) })),
    });
  } else if (gameCode === 'xsmb') {
    const types = ['lo2', 'lo3', 'lo4', 'de', 'head', 'tail', 'xien2', 'xien3', 'xien4'];
    rows.push({
      label: t('lotterySettings.odds.betTypes'),
      entries: types.map((type) => ({ name: `${odds}.${type}`, label: t(`lotterySettings.betTypes.${type}`) })),
    });
  } else if (gameCode === 'keno') {
    for (let spots = 1; spots <= 10; spots++) {
      rows.push({
        label: t('lotterySettings.odds.spots', { count: spots }),
        entries: Array.from({ length: spots + 1 }, (_, hits) => ({
          name: `${odds}.${spots - 1}.${hits}`,
          label: t('lotterySettings.odds.hits', { count: hits }),
        })),
      });
    }
  } else {
    const types = ['number', 'size', 'parity'];
    rows.push({
      label: t('lotterySettings.odds.betTypes'),
      entries: types.map((type) => ({ name: `${odds}.${type}`, label: t(`lotterySettings.betTypes.${type}`) })),
    });
    rows.push({
      label: t('lotterySettings.betTypes.colour'),
      entries: ['red', 'green', 'violet'].map((c) => ({ name: `${odds}.colour.${c}`, label: t(`lotterySettings.colours.${c}`) })),
    });
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-[13px] font-semibold text-slate-700">{t('lotterySettings.odds.title')}</legend>
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:gap-3">
          <span className="w-28 shrink-0 pt-1.5 text-xs font-medium text-slate-500">{row.label}</span>
          <div className="flex flex-wrap gap-2">
            {row.entries.map((entry) => {
              const id = `lottery-${entry.name.replaceAll('.', '-')}`;
              const problem = error(entry.name);
              return (
                <label
                  key={entry.name}
                  htmlFor={id}
                  className={cn('flex flex-col gap-0.5 text-[11px] text-slate-500', gameCode === 'keno' ? 'w-16' : 'w-24')}
                  title={problem}
                >
                  {entry.label}
                  <Input id={id} compact inputMode="decimal" className="tabular-nums" invalid={Boolean(problem)} {...form.register(entry.name as Name)} />
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
