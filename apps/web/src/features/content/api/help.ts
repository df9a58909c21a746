// The help centre a visitor reads (docs/content.md): the published categories and article titles, searched
// on the server, and one article by its key (the legal pages are articles: terms, privacy…). Keys carry the
// language, since the server answers in it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { helpArticleEndpoint, helpCentreEndpoint } from '@orbit/contracts/help-centre';
import { api } from '../../../lib/api.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';

export const helpKeys = {
  all: ['help'] as const,
  centre: (language: string, search: string) => [...helpKeys.all, 'centre', language, search] as const,
  article: (language: string, key: string) => [...helpKeys.all, 'article', language, key] as const,
};

export function useHelpCentre(search: string) {
  const language = useCurrentLanguage().code;
  return useQuery({
    queryKey: helpKeys.centre(language, search),
    queryFn: () => api.call(helpCentreEndpoint, { query: search ? { search } : {} }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useHelpArticle(key: string | null) {
  const language = useCurrentLanguage().code;
  return useQuery({
    queryKey: helpKeys.article(language, key ?? ''),
    queryFn: () => api.call(helpArticleEndpoint, { params: { key: key ?? '' } }),
    enabled: key !== null,
    staleTime: 60_000,
  });
}
