// Opening a house game screen: its session is fetched once per launch (never refetched: the screen keeps its
// own state from the answer on), with a spinner meanwhile and the refusal's text if it is refused.
import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorKey } from '../../../../lib/error-codes.ts';

/** The game's session for one launch, fetched once. */
export function useGameSession<S>(queryKey: readonly unknown[], open: () => Promise<S>) {
  return useQuery({ queryKey, queryFn: open, staleTime: Infinity, gcTime: 0, retry: false });
}

/** What stands in the screen until the session is there: the refusal (`error`, when there is one) or a spinner. */
export function GameOpening({ error, label }: { error: unknown; label: string }): ReactNode {
  const { t } = useTranslation();
  if (error) return <p className="flex h-full items-center justify-center p-6 text-center text-sm text-text-muted">{t(errorKey(error))}</p>;
  return <Spinner className="flex h-full items-center justify-center text-accent" label={label} />;
}
