// The Game settings form: the contract's section, with the console's own words for a spin cycle that is not
// a whole number of milliseconds and a bonus multiple that is not a whole number (the boxes take decimals as
// typed; the contract only says "integer"). The form always holds a bonus ceiling: unset shows as the default.
import { z } from 'zod';
import { gamesSettingsSchema, type GamesSettings } from '@orbit/contracts/settings';

/** The ceiling the server uses while games.bonusMaxMultiple is unset (apps/server bonuses/grants.ts). */
export const DEFAULT_BONUS_MAX_MULTIPLE = 10;

export const gamesFormSchema = gamesSettingsSchema.extend({
  slotMinSpinMs: z
    .number()
    .refine((value) => Number.isInteger(value), { message: 'validation.wholeMilliseconds', abort: true })
    .pipe(gamesSettingsSchema.shape.slotMinSpinMs),
  bonusMaxMultiple: z
    .number()
    .refine((value) => Number.isInteger(value), { message: 'validation.wholeNumber', abort: true })
    .pipe(z.number().int().min(0).max(100)),
});
export type GamesForm = z.infer<typeof gamesFormSchema>;

export const gamesToForm = (games: GamesSettings): GamesForm => ({ ...games, bonusMaxMultiple: games.bonusMaxMultiple ?? DEFAULT_BONUS_MAX_MULTIPLE });
export const gamesFromForm = (form: GamesForm): GamesSettings => form;
