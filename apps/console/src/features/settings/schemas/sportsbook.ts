// The sportsbook's part of the Game settings (contracts/settings.ts, games.sportsbook), as the Sportsbook →
// Settings page edits it: the whole games section travels (a save replaces the section), with the sportsbook's
// fields always filled (unset shows the defaults the server uses) and each market type's margin as text, empty
// for "the sport's margin".
import { z } from 'zod';
import { type GamesSettings } from '@orbit/contracts/settings';
import { SPORTSBOOK_DEFAULTS, SPORTSBOOK_FOUR_EYES_DEFAULT, SPORTSBOOK_MARGIN_DEFAULT } from '@orbit/contracts/sportsbook';

/** The market types a margin may be set for, in the order the form lists them. */
export const MARGIN_MARKET_TYPES = ['1x2', 'ah', 'ou', 'oe', 'dc', 'dnb', 'bb_ml', 'bb_hcp', 'bb_total', 'ml', 'map_hcp', 'map_total', 'map_winner'] as const;

const money = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,8})?$/, 'validation.amount');
const whole = (min: number, max: number) => z.number({ message: 'validation.wholeNumber' }).int('validation.wholeNumber').min(min).max(max);
const margin = z.number({ message: 'validation.number' }).min(0).max(30);
const optionalMargin = z
  .string()
  .trim()
  .regex(/^(\d{1,2}(\.\d{1,2})?)?$/, 'validation.number')
  .refine((text) => text === '' || Number(text) <= 30, 'validation.number');

export const sportsbookFormSchema = z
  .object({
    slotMinSpinMs: z.number(),
    bonusMaxMultiple: z.number().optional(),
    sportsbook: z.object({
      timeScale: whole(1, 120),
      liveDelaySeconds: z.object({ football: whole(3, 10), basketball: whole(3, 10), esports: whole(3, 10) }),
      minStake: money,
      maxStake: money,
      maxPayout: money,
      parlayMinLegs: whole(2, 20),
      parlayMaxLegs: whole(2, 20),
      margins: z.object({ sports: z.object({ football: margin, basketball: margin, esports: margin }), markets: z.record(z.string(), optionalMargin) }),
      fourEyesAmount: money,
    }),
  })
  .refine((form) => form.sportsbook.parlayMinLegs <= form.sportsbook.parlayMaxLegs, {
    message: 'validation.parlayLegs',
    path: ['sportsbook', 'parlayMinLegs'],
  });
export type SportsbookForm = z.infer<typeof sportsbookFormSchema>;

export function sportsbookToForm(games: GamesSettings): SportsbookForm {
  const current = games.sportsbook;
  const sports = current?.margins?.sports ?? { football: SPORTSBOOK_MARGIN_DEFAULT, basketball: SPORTSBOOK_MARGIN_DEFAULT, esports: SPORTSBOOK_MARGIN_DEFAULT };
  const markets = Object.fromEntries(MARGIN_MARKET_TYPES.map((type) => [type, current?.margins?.markets[type]?.toString() ?? '']));
  return {
    ...games,
    sportsbook: {
      ...SPORTSBOOK_DEFAULTS,
      liveDelaySeconds: { ...SPORTSBOOK_DEFAULTS.liveDelaySeconds },
      ...current,
      margins: { sports, markets },
      fourEyesAmount: current?.fourEyesAmount ?? SPORTSBOOK_FOUR_EYES_DEFAULT,
    },
  };
}

export function sportsbookFromForm(form: SportsbookForm): GamesSettings {
  const markets = Object.fromEntries(Object.entries(form.sportsbook.margins.markets).flatMap(([type, text]) => (text === '' ? [] : [[type, Number(text)]])));
  return { ...form, sportsbook: { ...form.sportsbook, margins: { sports: form.sportsbook.margins.sports, markets } } };
}
