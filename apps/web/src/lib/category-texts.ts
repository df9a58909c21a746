// Which page texts name a game category. The live category's tables are "table games" unless a vendor with real
// dealers on camera is connected (the catalogue's `liveDealer`, docs/games.md): the house vendor's baccarat and
// roulette are dealt by its random number generator, and calling them "live casino" would promise what is not there.
// The route /live keeps its address either way.

/** The `pages.*` key whose title, description and empty text name `category`. */
export function categoryTextsKey<C extends string>(category: C, liveDealer: boolean): `pages.${C}` | 'pages.tables' {
  return category === 'live' && !liveDealer ? 'pages.tables' : `pages.${category}`;
}
