// Which folder of the server owns each table of src/db/schema/ (docs/decisions/0023-modules-own-wiring-and-tables.md),
// read by eslint.config.js: only the owner imports a table, and the reporting read models named below may
// import the tables they report on. The schema files stay in src/db/schema/, one per area, so drizzle-kit
// reads them all through src/db/schema/index.ts.

/** owner folder (under apps/server/src) → schema file (under src/db/schema) → its tables. */
export const TABLE_OWNERS = {
  'modules/site': { 'site.ts': ['merchants', 'merchantDomains', 'siteAssets', 'settingsChanges'] },
  'modules/inbox': { 'inbox.ts': ['inboxMessages', 'inboxRecipients'] },
  'modules/content': { 'content.ts': ['announcements', 'announcementPopupViews', 'announcementPopupSnoozes', 'helpCategories', 'helpArticles'] },
  'modules/chat': { 'chat.ts': ['chatConversations', 'chatMessages', 'chatImages', 'chatCannedReplies', 'chatSettings'] },
  'modules/support': { 'support.ts': ['feedbackTickets', 'feedbackReplies', 'feedbackImages', 'agentApplications'] },
  'modules/promotions': {
    'promotions.ts': [
      'promotions',
      'promotionClaims',
      'promotionApplications',
      'promotionApplicationImages',
      'promotionRedeemBatches',
      'promotionRedeemCodes',
      'promotionRedeemFailures',
      'promotionRaffles',
      'promotionRaffleEntries',
      'promotionRaffleWinners',
    ],
  },
  'modules/referrals': { 'referrals.ts': ['referralCodes', 'referrals', 'referralRewards', 'referralSettings'] },
  'modules/console': { 'console.ts': ['operators', 'operatorSessions', 'operatorLoginFailures', 'operatorKnownIps', 'consoleNotices', 'auditLog'] },
  // The platform's own tables: the encrypted calls' keys and nonces (plugins/encryption.ts, pruned by
  // jobs/system.jobs.ts), the job runner's claims, the attempt claims of lib/attempt-claims.ts, and what the
  // server processes share (lib/leadership.ts, lib/rate-limit-store.ts, lib/stream-log.ts; ADR 0041).
  plugins: { 'system.ts': ['cryptoKeys', 'cryptoNonces'] },
  jobs: { 'system.ts': ['cryptoNonces', 'jobRuns'] },
  lib: { 'attempts.ts': ['attemptClaims'], 'cluster.ts': ['leaderLeases', 'rateLimitCounters', 'streamEvents'] },
  'modules/members': {
    'members.ts': [
      'members',
      'memberSessions',
      'memberRememberTokens',
      'memberLogins',
      'memberKnownIps',
      'memberKnownDevices',
      'verificationCodes',
      'loginChallenges',
      'paymentPasswordAttempts',
    ],
  },
  'modules/verification': { 'members.ts': ['captchas', 'usedChallenges'] },
  'modules/social': { 'members.ts': ['socialIdentities', 'socialFlows'] },
  'modules/messaging': { 'members.ts': ['outboxMessages'] },
  'modules/wallet': {
    'wallet.ts': ['vendors', 'ledgerAccounts', 'ledgerTransactions', 'ledgerPostings', 'vendorTransfers', 'reconciliationRuns', 'manualAdjustments'],
    'seamless.ts': ['playerTokens', 'vendorCredentials', 'seamlessTransactions', 'creditCapChanges'],
    'turnover.ts': ['memberTurnover'],
  },
  'modules/bonuses': { 'bonuses.ts': ['bonusGrants', 'bonusRoundStakes', 'bonusWageringAdjustments'] },
  'modules/payments': { 'payments.ts': ['paymentUploads', 'deposits', 'gatewayEvents', 'depositLimits', 'memberBankAccounts', 'withdrawals'] },
  'vendors/sandbox-gateway': { 'payments.ts': ['sandboxGatewayPayments', 'sandboxGatewayDeliveries'] },
  'modules/games': { 'games.ts': ['vendorProfiles', 'games', 'gameFavourites', 'gameLaunches'] },
  'vendors/house': {
    'wallet.ts': ['houseVendorWallets', 'houseVendorTransfers'],
    'house.ts': ['houseSeeds', 'houseRounds', 'housePlayMoney'],
    'house-live.ts': ['houseLiveTables', 'houseLiveRounds', 'houseLiveBets'],
    'lottery.ts': ['lotteryDraws', 'lotteryTickets', 'lotteryTicketLines', 'lotteryExposure'],
  },
  'modules/sportsbook': {
    'sportsbook.ts': [
      'sports',
      'sportCompetitions',
      'sportEvents',
      'sportMarkets',
      'sportOutcomes',
      'sportBets',
      'sportBetLegs',
      'sportMemberLimits',
      'sportSettlementRequests',
      'sportFeedMessages',
      'sportFeedFixtures',
      'sportProducers',
    ],
  },
  'modules/rebates': { 'rebates.ts': ['rebateRuns', 'rebateLines', 'rebateClaims'] },
  'modules/agents': {
    'agents.ts': [
      'agentTree',
      'agentRebates',
      'agentLinks',
      'agentAnnouncements',
      'memberDailyStats',
      'memberCategoryStats',
      'teamDailyStats',
      'teamPeriodActive',
      'memberActivePeriods',
      'teamHourlyStats',
      'agentContracts',
      'agentContractEvents',
      'agentSettlementRuns',
      'agentSettlements',
      'agentRealtimeLines',
    ],
  },
};

/**
 * The read models that read tables another folder owns, each named in ADR 0023 with its reason. A file here
 * may import the listed tables; nothing else outside the owner may. Writes stay with the owner.
 */
export const READ_MODELS = [
  { file: 'modules/agents/centre.repo.ts', tables: { 'members.ts': ['members'] }, why: "the agent centre's team lists join the members they show" },
  {
    file: 'modules/members/admin.ts',
    tables: { 'members.ts': ['socialIdentities'] },
    why: "the console's member detail lists the member's social sign-in bindings",
  },
  { file: 'modules/site/site.repo.ts', tables: { 'members.ts': ['members'] }, why: "the unused-asset prune keeps an image a member's avatar still uses" },
  {
    file: 'modules/wallet/seamless/console-held-credits.ts',
    tables: { 'console.ts': ['operators'], 'members.ts': ['members'] },
    why: "the console's held credits report names the member and the operator who released",
  },
  { file: 'modules/wallet/seamless/turnover.ts', tables: { 'games.ts': ['games', 'vendorProfiles'] }, why: "turnover is counted by the game's category" },
  {
    file: 'modules/wallet/seamless/seamless-debit.ts',
    tables: { 'games.ts': ['games'] },
    why: 'a seamless bet is recorded under the catalogue game it names',
  },
  {
    file: 'modules/wallet/seamless/seamless-credit.ts',
    tables: { 'games.ts': ['games'] },
    why: "a seamless win is counted under the catalogue game's category",
  },
  {
    file: 'modules/bonuses/bonuses.repo.ts',
    tables: { 'wallet.ts': ['ledgerAccounts'] },
    why: "a grant's balance is its ledger account's; the seamless bet reads it with the active grant in one query",
  },
  { file: 'modules/games/games.repo.ts', tables: { 'wallet.ts': ['vendors'] }, why: "the lobby's joins read the wallet's vendor row (on, maintenance, order)" },
  { file: 'modules/games/catalogue.console.ts', tables: { 'wallet.ts': ['vendors'] }, why: "the console's catalogue lists the games under their vendor row" },
  { file: 'modules/games/catalogue.seed.ts', tables: { 'wallet.ts': ['vendors'] }, why: "the house catalogue's seed adds the house vendors' rows" },
  { file: 'vendors/house/lottery/draws.service.ts', tables: { 'site.ts': ['merchants'] }, why: 'the draw calendar is planned for every merchant' },
  { file: 'modules/sportsbook/feed/simulator.ts', tables: { 'site.ts': ['merchants'] }, why: 'the built-in feed plays its matches for every merchant' },
  { file: 'vendors/house/blackjack/table-settings.ts', tables: { 'games.ts': ['games'] }, why: "a blackjack table's limits are its catalogue game's settings" },
  {
    file: 'vendors/house/house-wallet.ts',
    tables: { 'seamless.ts': ['vendorCredentials'], 'wallet.ts': ['vendors'] },
    why: 'the house vendor signs its seamless calls with its own credentials, as an outside vendor keeps its own',
  },
  {
    file: 'modules/promotions/member-facts.ts',
    tables: { 'members.ts': ['members'], 'payments.ts': ['deposits'], 'agents.ts': ['agentTree'] },
    why: "a promotion's audience and deposit rules read the member's age, labels, birthday, deposits and agent team",
  },
  {
    file: 'modules/referrals/referral-signals.ts',
    tables: { 'members.ts': ['memberKnownIps', 'memberKnownDevices'], 'payments.ts': ['memberBankAccounts'] },
    why: "a friend who shares the referrer's address, device or bank account is held for review",
  },
  {
    file: 'seed/**',
    tables: { 'wallet.ts': ['vendors'], 'agents.ts': ['agentRebates'], 'house.ts': ['houseRounds'] },
    why: "the demo seed writes every module's demo rows, and reads whether demo02's spins were played",
  },
];
