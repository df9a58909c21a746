// Stable error codes shared by the server (which maps them to HTTP statuses) and the sites (which
// translate them: every code is also an i18n key under `errors.`).
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  invalid_phone_number: 400,
  missing_phone_number: 400,
  invalid_verification_code: 400,
  code_expired: 400,
  captcha_required: 400,
  captcha_invalid: 400,
  captcha_check_failed: 400,
  verification_required: 400,
  invitation_code_error: 400,
  /** A friend's invite code that belongs to nobody at this merchant. */
  referral_code_error: 400,
  inconsistent_twice: 400,
  operation_not_allowed: 400,
  popup_closed: 400,
  unknown_merchant: 400,
  decryption_failed: 400,
  replayed_request: 400,
  amount_invalid: 400,
  unauthorized: 401,
  /** A game's launch token is no longer good: open the game again (the site session may still be fine). */
  game_token_invalid: 401,
  session_expired: 401,
  invalid_credentials: 401,
  webhook_signature_invalid: 401,
  totp_required: 401,
  totp_invalid: 401,
  enrolment_expired: 401,
  two_factor_invalid: 401,
  old_password_wrong: 401,
  forbidden: 403,
  account_disabled: 403,
  region_restricted: 403,
  in_need_true_account: 403,
  error_not_agent: 403,
  non_member: 403,
  account_locked: 403,
  /** A game's bet refused: the account is locked or on a break from play. */
  account_frozen: 403,
  self_excluded: 403,
  cooling_off: 403,
  password_change_required: 403,
  feature_disabled: 403,
  not_found: 404,
  conflict: 409,
  idempotency_conflict: 409,
  username_taken: 409,
  domain_taken: 409,
  mobile_taken: 409,
  email_taken: 409,
  already_bound: 409,
  invalid_state: 409,
  /** A rebate claim found nothing accrued to claim. */
  nothing_to_claim: 409,
  second_approver_required: 409,
  /** A change of this settings section, or of this bonus grant's wagering, already waits for a second operator: confirm or reject it first. */
  change_pending: 409,
  /** The section changed after the request was made: the request can only be rejected and made again. */
  change_outdated: 409,
  /** This operator credited the member by adjustment today, so it may not also approve its withdrawal. */
  maker_checker_conflict: 409,
  transfer_in_progress: 409,
  /** A withdrawal while a bonus grant is active or queued: the reply's details name the bonus money (amount, grants). */
  bonus_active: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rule_violation: 422,
  weak_password: 422,
  last_owner: 422,
  amount_below_minimum: 422,
  amount_above_maximum: 422,
  /** A rebate period that has not closed yet in the merchant's zone cannot be run. */
  rebate_period_open: 422,
  insufficient_funds: 422,
  deposit_limit_exceeded: 422,
  withdrawal_count_exceeded: 422,
  payment_password_required: 422,
  payment_password_wrong: 422,
  real_name_required: 422,
  no_upline: 422,
  method_unavailable: 422,
  bank_account_limit: 422,
  /** A bonus grant's wagering multiple above the merchant's ceiling (settings: games.bonusMaxMultiple). */
  bonus_multiple_too_high: 422,
  /** The member is not in a promotion's audience, or its rules do not fit (field: the rule, e.g. newMembersOnly). */
  promotion_not_eligible: 422,
  /** The member already has this promotion for this period (once, today or this week). */
  promotion_already_claimed: 409,
  /** The promotion's budget cannot cover this award. */
  promotion_budget_exhausted: 422,
  /** No published promotion takes this code, or it is outside its schedule. */
  promotion_code_invalid: 422,
  /** No redeem code is spelt like this at the merchant (spaces, dashes and letter case do not matter). */
  redeem_code_invalid: 422,
  /** The redeem code's time is over. */
  redeem_code_expired: 422,
  /** Every use of the redeem code has been taken (a single-use code once, a shared one up to its number of uses). */
  redeem_code_used_up: 409,
  /** This member has redeemed this code already: a code is redeemed once per member. */
  redeem_code_already_redeemed: 409,
  /** Too many redeem codes that did not exist, had expired or were used up within the hour: guessing is limited. */
  redeem_code_attempts_exceeded: 429,
  /** A lottery line that is not a bet of its game (field: the line and part at fault, e.g. lines[2].numbers[1]). */
  lottery_bet_invalid: 400,
  /** A lottery order on a draw whose betting has closed (or not opened yet), or that is not a draw of the game. */
  lottery_draw_closed: 422,
  /** A lottery number (bet key) of a draw has no room left under the merchant's cap on what the house may owe. */
  lottery_sold_out: 422,
  /** A lottery stake or order outside the merchant's limits: per line, per member and draw, lines or draws per order. */
  lottery_limit_exceeded: 422,
  /** The merchant has switched this lottery game off. */
  lottery_game_closed: 422,
  /** A free-play launch cannot buy lottery tickets: the lottery is played for real money only. */
  lottery_real_money_only: 403,
  // The sportsbook (docs/sportsbook.md). The first eleven are its pure domain's codes (SportsbookError), answered
  // as they are; the field names the leg at fault (legs[1]) where a slip has several.
  /** Odds that are not decimal odds above 1.0 and at most 10,000.0 (four decimals at most). */
  odds_invalid: 400,
  /** A market type the book does not know. */
  market_invalid: 400,
  /** A market's line, period or map off its steps or bounds. */
  specifier_invalid: 400,
  /** An outcome its market does not offer, or that the book does not list. */
  outcome_invalid: 400,
  /** A result the market cannot be settled on. */
  score_invalid: 400,
  /** A stake that is not a positive amount of the currency. */
  stake_invalid: 400,
  /** A leg without its match. */
  event_invalid: 400,
  /** A merchant's parlay rules outside 2 ≤ fewest ≤ most ≤ 20 legs. */
  parlay_rules_invalid: 400,
  /** A parlay with fewer legs than the merchant's minimum. */
  parlay_too_few_legs: 422,
  /** A parlay with more legs than the merchant's maximum. */
  parlay_too_many_legs: 422,
  /** Two legs of one parlay on one match. */
  parlay_same_event: 422,
  /** The odds moved from the ones on the slip past what the member accepts (none, higher, any); the message has the new odds. */
  sports_odds_changed: 409,
  /** The market or its match no longer takes bets (suspended, started for a pre-match-only market, ended, settled or void). */
  sports_market_closed: 422,
  /** A stake below the market's minimum or above the member's maximum on it. */
  sports_stake_limit: 422,
  /** The bet could return more than the market's maximum payout, with the member's other open bets on that market. */
  sports_payout_limit: 422,
  /** A free-play launch cannot bet on sports: the book takes real money only. */
  sports_real_money_only: 403,
  /** The book's liability on an outcome of the bet would pass the merchant's cap: it takes no more on that outcome now. */
  sports_sold_out: 422,
  /** The bet cannot be cashed out now: not an accepted, unsettled bet of the member, or a market of an open leg is not open. */
  sports_cashout_unavailable: 422,
  /** The cash-out price moved from the one quoted; the message has the new amount. */
  sports_cashout_changed: 409,
  /** An agent call about a member outside the agent's own team (downlines at any depth). */
  agent_not_in_team: 403,
  /** Contracts are offered only to a direct downline agent, and money is sent only to a direct downline. */
  agent_not_direct_downline: 422,
  /** A downline's rebate or contract terms above what the agent itself has (field: the rate or tier at fault). */
  agent_terms_above_own: 422,
  /** The agent has no active contract of this kind from which to offer one. */
  agent_no_own_contract: 422,
  /** An offer whose terms the upline's own contract no longer covers (it ended, or was replaced with lower terms). */
  agent_offer_outdated: 409,
  too_many_requests: 429,
  /** Too many chat conversations opened from one address (a visitor) or by one member within the hour. */
  chat_open_limit: 429,
  sms_quota_exceeded: 429,
  internal_error: 500,
  maintenance: 503,
  service_unavailable: 503,
  sms_unknown_error: 502,
  vendor_unavailable: 503,
  game_maintenance: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
