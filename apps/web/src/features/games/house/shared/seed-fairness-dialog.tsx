// The fairness data of a house game played on the player's own seed pair (slots, fishing, blackjack): the
// commitment shown before play, the client seed the player may change, the next round's number, and the
// rotation that reveals the server seed so every round under it can be checked. Each game names its own
// texts (`house.<game>.*`) and test ids; the layout, the rules of a client seed and the rotation's wiring
// (useSeedFairness) are the same for all.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { errorKey } from '../../../../lib/error-codes.ts';
import { GameDialog, SeedField } from './game-dialogs.tsx';

export interface SeedState {
  commitment: string;
  clientSeed: string;
  nonce: number;
}

/** The games whose texts hold the fairness keys, and the prefix of their test ids. */
export type SeedGame = 'slots' | 'fishing' | 'blackjack';
const TEST_ID: Record<SeedGame, string> = { slots: 'slot', fishing: 'fish', blackjack: 'blackjack' };

/** What a game's seeds call answers: the pair it retired (with its server seed), the next pair and the rounds again. */
interface Rotation<R> {
  revealed: { serverSeed?: string | null; commitment: string };
  next: SeedState;
  recall: R[];
}

/**
 * The seed pair a screen plays on, and its rotation: `advance` after each round moves the next round's number,
 * `dialog` is what SeedFairnessDialog takes besides its game and whether it is open. A rotation's answer
 * brings the rounds back with their seed revealed (`onRecall`); a refusal goes to `onError` as a text key.
 */
export function useSeedFairness<R>(
  initial: SeedState,
  rotateSeeds: (clientSeed: string) => Promise<Rotation<R>>,
  { onRecall, onError }: { onRecall: (recall: R[]) => void; onError: (key: string) => void },
) {
  const [seeds, setSeeds] = useState<SeedState>(initial);
  const [revealed, setRevealed] = useState<{ serverSeed: string; commitment: string } | null>(null);
  const [rotating, setRotating] = useState(false);

  async function rotate(clientSeed: string) {
    setRotating(true);
    try {
      const result = await rotateSeeds(clientSeed);
      setRevealed({ serverSeed: result.revealed.serverSeed ?? '', commitment: result.revealed.commitment });
      setSeeds({ commitment: result.next.commitment, clientSeed: result.next.clientSeed, nonce: result.next.nonce });
      onRecall(result.recall);
    } catch (caught) {
      onError(errorKey(caught));
    } finally {
      setRotating(false);
    }
  }

  return {
    /** After a round played at `nonce`: the next one plays at the nonce after it. */
    advance: (nonce: number) => setSeeds((current) => ({ ...current, nonce: nonce + 1 })),
    dialog: { seeds, revealed, busy: rotating, onRotate: (clientSeed: string) => void rotate(clientSeed) },
  };
}

/** A client seed the server takes: 1–64 printable ASCII characters. */
const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/;

export function SeedFairnessDialog({
  game,
  open,
  onClose,
  seeds,
  revealed,
  onRotate,
  busy,
  rotateBlocked,
}: {
  game: SeedGame;
  open: boolean;
  onClose: () => void;
  seeds: SeedState;
  revealed: { serverSeed: string; commitment: string } | null;
  onRotate: (clientSeed: string) => void;
  busy: boolean;
  /** Why the seed cannot be rotated now (a hand in play on it), shown under the button; null when it can. */
  rotateBlocked?: string | null;
}) {
  const { t } = useTranslation();
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const id = TEST_ID[game];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRotate(clientSeed.trim());
  };
  return (
    <GameDialog open={open} onClose={onClose} title={t(`house.${game}.fairness`)} description={t(`house.${game}.fairnessIntro`)}>
      <div className="space-y-4 px-5 py-4 text-sm">
        <SeedField label={t(`house.${game}.commitment`)} value={seeds.commitment} testId={`${id}-commitment`} />
        <SeedField label={t(`house.${game}.nextNonce`)} value={String(seeds.nonce)} />
        <form onSubmit={submit} className="space-y-2">
          <label className="block text-xs font-semibold text-text-muted" htmlFor={`${id}-client-seed`}>
            {t(`house.${game}.clientSeed`)}
          </label>
          <input
            id={`${id}-client-seed`}
            value={clientSeed}
            maxLength={64}
            onChange={(event) => setClientSeed(event.target.value)}
            className="h-10 w-full rounded-lg border border-border bg-background px-3 font-mono text-xs"
          />
          <Button type="submit" disabled={busy || Boolean(rotateBlocked) || !CLIENT_SEED.test(clientSeed.trim())} className="w-full">
            {t(`house.${game}.rotate`)}
          </Button>
          {rotateBlocked ? <p className="text-xs text-text-muted">{rotateBlocked}</p> : null}
        </form>
        {revealed ? (
          <div className="space-y-2 rounded-lg border border-accent/40 bg-accent/10 p-3" data-testid={`${id}-revealed`}>
            <p className="font-semibold">{t(`house.${game}.revealedTitle`)}</p>
            <SeedField label={t(`house.${game}.serverSeed`)} value={revealed.serverSeed} />
            <SeedField label={t(`house.${game}.commitment`)} value={revealed.commitment} />
          </div>
        ) : null}
        <p className="text-xs text-text-muted">{t(`house.${game}.howToVerify`)}</p>
      </div>
    </GameDialog>
  );
}
