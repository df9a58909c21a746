// Steps the games journeys share: the site's texts of the games screens.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adjustmentEndpoint } from '@orbit/contracts/console-finance';
import type { TextTree } from '../support.ts';
import type { OperatorApi } from './10-account-steps.ts';
import { registerMemberViaApi, type NewMember } from './20-wallet-steps.ts';

export type GamesLanguage = 'en' | 'ms' | 'cn';
const LOCALES = path.resolve('apps/web/src/locales');

/** The site's shell texts, the games screens' and the house games' texts in one language, by key, with {{placeholders}} filled. */
export function gamesTexts(code: GamesLanguage) {
  const read = (file: string): TextTree => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TextTree) : {});
  const tree: TextTree = {
    ...read(path.join(LOCALES, `${code}.json`)),
    ...read(path.join(LOCALES, 'games', `${code}.json`)),
    ...read(path.join(LOCALES, 'house', `${code}.json`)),
  };
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = key.split('.').reduce<string | TextTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof found !== 'string') throw new Error(`no text ${key} in ${code}`);
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** A member registered through the API with `amount` credited by finance, to play the `journey`'s game for real money. */
export async function fundedMember(api: OperatorApi, merchant: string, prefix: string, amount: string, journey: string): Promise<NewMember> {
  const member = await registerMemberViaApi(api, merchant, prefix);
  await api.call(adjustmentEndpoint, {
    body: {
      requestId: `journey-${member.memberId}-${journey}`,
      memberId: member.memberId,
      direction: 'credit',
      amount,
      reason: `Float for the ${journey} journey`,
    },
  });
  return member;
}
