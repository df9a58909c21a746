// The catalogue's routes (method and path) without their schemas: the site's lobbies and header call them
// through these, so the lobby's first load does not carry zod (docs/games.md). games.ts builds each
// endpoint from its route here, so a path is written once.
export const GAMES_ROUTES = {
  gameMenus: { method: 'GET', path: '/lgw/games/game_menus' },
  gameList: { method: 'GET', path: '/lgw/games/game_list' },
  hotGames: { method: 'GET', path: '/lgw/games/hot' },
  popularGames: { method: 'GET', path: '/lgw/games/popular' },
  vendors: { method: 'GET', path: '/lgw/games/vendors' },
  favourites: { method: 'GET', path: '/wps/games/favourites' },
  addFavourite: { method: 'PUT', path: '/wps/games/favourites/:gameId' },
  removeFavourite: { method: 'DELETE', path: '/wps/games/favourites/:gameId' },
  recentGames: { method: 'GET', path: '/wps/games/recent' },
  rooms: { method: 'GET', path: '/lgw/games/rooms' },
  launchGame: { method: 'POST', path: '/wps/game/launchGame' },
} as const;
