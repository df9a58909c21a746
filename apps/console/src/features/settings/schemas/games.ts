// The Game settings form: the contract's section, with the console's own words for a spin cycle that is not
// a whole number of milliseconds (the box takes decimals as typed; the contract only says "integer").
import { z } from 'zod';
import { gamesSettingsSchema } from '@orbit/contracts/settings';

export const gamesFormSchema = gamesSettingsSchema.extend({
  slotMinSpinMs: z
    .number()
    .refine((value) => Number.isInteger(value), { message: 'validation.wholeMilliseconds', abort: true })
    .pipe(gamesSettingsSchema.shape.slotMinSpinMs),
});
