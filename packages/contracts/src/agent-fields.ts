// Fields the agent centre's calls share (docs/agents.md): dates, usernames, ids, pages and rates.
import { z } from 'zod';
import { text } from './text.ts';

export const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd');
export const username = text().trim().min(1, 'Input cannot be empty').max(64);
export const id = z.coerce.number().int().min(1).max(2_147_483_647);
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// ---------------------------------------------------------------------------------------------- rates

/** A rate as an operator or agent types it: a percentage with at most four decimals, 0 to 100 ("0.5" is 0.5%). */
export const rateText = text()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'a percentage such as 0.5 or 30, at most four decimals')
  .refine((text) => Number(text) <= 100, 'a percentage from 0 to 100');

/** Rates are stored and computed in parts per million of the base: "0.5" (%) is 5000 ppm. */
export function rateToPpm(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

export function ppmToRate(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const fraction = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
