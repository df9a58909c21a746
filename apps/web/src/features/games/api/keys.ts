// Query keys of the games domain: one factory, so the favourite toggle and a launch invalidate exactly the
// lists they change. Member lists carry the account, so another login in the same tab starts afresh.
// Free of zod: the header and the footer import it.
export interface GameListFilter {
  category: string;
  vendor: string | null;
  name: string;
}

export const gamesKeys = {
  all: ['games'] as const,
  menus: (language: string) => [...gamesKeys.all, 'menus', language] as const,
  vendors: (language: string) => [...gamesKeys.all, 'vendors', language] as const,
  list: (language: string, filter: GameListFilter) => [...gamesKeys.all, 'list', language, filter] as const,
  popular: (language: string, category: string) => [...gamesKeys.all, 'popular', language, category] as const,
  rooms: (gameId: number) => [...gamesKeys.all, 'rooms', gameId] as const,
  favourites: (account: string | null) => [...gamesKeys.all, 'favourites', account] as const,
  recent: (account: string | null, language: string) => [...gamesKeys.all, 'recent', account, language] as const,
};
