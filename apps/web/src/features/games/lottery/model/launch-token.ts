// The player token a launch answer carries, wherever the answer puts it.
import type { LaunchResult } from '@orbit/contracts/games';

/** The token in a launch answer: a house or lottery page launch carries it; an address may carry it as ?token=. */
export function tokenOfLaunch(result: LaunchResult): string | null {
  if ('token' in result && typeof result.token === 'string') return result.token;
  if (!('url' in result)) return null;
  try {
    return new URL(result.url, 'http://site.invalid').searchParams.get('token');
  } catch {
    return null;
  }
}
