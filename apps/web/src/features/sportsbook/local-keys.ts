// The sportsbook's own browser storage keys, beside the site's (lib/storage.ts LOCAL_KEYS) but kept with the
// sportsbook's code: the shell's first load has no room for them.
export const SPORTSBOOK_LOCAL_KEYS = {
  /** The odds format the board shows prices in (decimal, hk, malay, indo). */
  oddsFormat: 'oddsFormat',
  /** What a member's bet slip takes when the odds move (none, higher, any), per account: sportsAcceptOdds.<account>. */
  sportsAcceptOdds: 'sportsAcceptOdds',
} as const;
