// A credited bonus's note as the member reads it (Bonus details). The server writes reason codes, not words:
// `wagering_done` when a grant converts, `referral_first_deposit` / `referral_turnover` when an invite reward
// is claimed, `<source>:<id>` when a grant is paid straight to the main wallet. Each becomes a line of the
// member's language; a note typed by an operator is shown as written.
import { BONUS_SOURCE_KINDS } from '@orbit/contracts/bonuses';

/** The text key of a note and what it fills in, or null for a note that is shown as written. */
export function bonusNoteKey(note: string): string | null {
  if (/^[a-z_]+$/.test(note)) return `wallet.bonus.notes.${note}`;
  // Invite rewards claimed before the note became a code kept the English sentence (ledger rows are never rewritten).
  const legacy = /^Referral reward: ([a-z_]+)$/.exec(note);
  if (legacy) return `wallet.bonus.notes.referral_${legacy[1]}`;
  const source = /^([a-z]+):/.exec(note)?.[1];
  if (source && (BONUS_SOURCE_KINDS as readonly string[]).includes(source)) return `wallet.bonus.notes.grant.${source}`;
  return null;
}
