// The support calls of the member site (docs/support.md): winners board, feedback, agent applications. Only
// lazy screens import this file, so the API client and the contracts never reach the first load.
import { useQuery } from '@tanstack/react-query';
import { useCurrentLanguage } from '../../lib/use-current-language.ts';

export const supportKeys = {
  winners: (language: string) => ['support', 'winners', language] as const,
  feedback: (account: string | null) => ['support', 'feedback', account] as const,
};

export function useWinners(enabled: boolean) {
  const language = useCurrentLanguage().code;
  return useQuery({
    queryKey: supportKeys.winners(language),
    queryFn: async () => {
      const [{ api }, { winnersEndpoint }] = await Promise.all([import('../../lib/api.ts'), import('@orbit/contracts/support')]);
      return (await api.call(winnersEndpoint, { query: { limit: 10 } })).items;
    },
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
