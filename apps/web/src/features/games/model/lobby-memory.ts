// What keeps a lobby alive between visits (rng, live and fish are kept alive): how far the grid had
// grown and where the page was scrolled, per lobby and vendor. The games themselves stay in the query cache.
export interface LobbyPlace {
  visible: number;
  scrollY: number;
}

const places = new Map<string, LobbyPlace>();

export function lobbyPlace(key: string): LobbyPlace | undefined {
  return places.get(key);
}

export function rememberLobbyPlace(key: string, place: LobbyPlace): void {
  places.set(key, place);
}
