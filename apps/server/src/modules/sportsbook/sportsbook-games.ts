// The catalogue entries the sportsbook's bets are taken under (modules/games/house-catalogue.ts): one seamless
// vendor, HSPRT, whose launch token a sports or esports page holds, and two games so the wallet counts the
// turnover under the right category (a bet whose legs are all esports is an esports bet).
export const SPORTSBOOK_VENDOR = 'HSPRT';
export const SPORTSBOOK_GAME = 'house-sportsbook';
export const ESPORTS_GAME = 'house-esportsbook';
