// The legal pages in English: the templates every merchant starts with (docs/content.md, "Legal pages").
// `{merchant}` is replaced by the merchant's name when they are seeded; operators edit the result freely.
import type { LegalTemplates } from './templates.ts';

export const EN: LegalTemplates = {
  about: {
    title: 'About {merchant}',
    html: `<h2>Who we are</h2>
<p>{merchant} is an online gaming site offering slots, live tables, card games, fishing games and lotteries to adults who enjoy playing for entertainment.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Fair play.</strong> Our own games use a provably fair method: before you play you can see a fingerprint of the result seed, and afterwards you can check every round yourself.</li>
<li><strong>Your money is safe.</strong> Every deposit, bet, win and withdrawal is recorded in a double-entry ledger that cannot be edited after the fact.</li>
<li><strong>Help when you need it.</strong> Our customer service team answers in English, Malay and Chinese.</li>
<li><strong>Play within your limits.</strong> Deposit limits, reminders, cool-off and self-exclusion are always one step away in your account.</li>
</ul>
<h2>Contact</h2>
<p>Questions, suggestions or complaints are welcome: see the Contact Us page for our channels.</p>`,
  },
  terms: {
    title: 'General Terms and Conditions',
    html: `<p>These terms form the agreement between you and {merchant} when you open an account or play on this site. Please read them carefully; by registering you confirm that you accept them.</p>
<h2>1. Who may play</h2>
<ul>
<li>You must be at least 18 years old, or older where the law of your country says so.</li>
<li>You may hold one account only. It is personal and may not be sold, lent or shared.</li>
<li>You are responsible for making sure that online gaming is lawful where you live. Do not use this site where it is not.</li>
</ul>
<h2>2. Your account</h2>
<ul>
<li>The details you give us must be true and kept up to date. We may ask for proof of identity, age, address or payment method before a withdrawal or at any time the law requires it.</li>
<li>Keep your password, payment password and devices safe. Activity with your login details is treated as yours.</li>
</ul>
<h2>3. Deposits and withdrawals</h2>
<ul>
<li>Use only payment methods and bank accounts in your own name. Withdrawals are paid to an account in the account holder's name.</li>
<li>We may refuse or hold a transaction while we check it, as anti-money-laundering rules require. Funds are never an interest-bearing deposit.</li>
<li>A bonus may carry turnover conditions that are shown before you accept it.</li>
</ul>
<h2>4. Bets and games</h2>
<ul>
<li>A bet is accepted once it is confirmed on screen and its stake is taken from your balance.</li>
<li>If a game or system fault produces a result or a payment that the game rules would not give, that result is void and the balance is corrected. An interrupted round is finished or refunded in your favour.</li>
<li>Each game's rules and payouts are shown in the game and form part of these terms.</li>
</ul>
<h2>5. Conduct we do not accept</h2>
<p>Cheating, collusion with other players, the use of bots or software that plays for you, exploiting faults, fraud with payment methods and abusive behaviour towards our staff. We may void the bets concerned, withhold winnings gained that way, and suspend or close the account.</p>
<h2>6. Closing an account</h2>
<p>You may close your account or exclude yourself at any time (see Responsible Gaming). We may close an account for a breach of these terms; any balance that is lawfully yours is returned to you.</p>
<h2>7. Liability</h2>
<p>The site is offered as it is. We are not responsible for losses caused by your internet connection or device, or by events outside our reasonable control. Nothing in these terms limits liability that the law does not allow to be limited.</p>
<h2>8. Changes and complaints</h2>
<p>We may change these terms; the new version applies from the date it is published here, and important changes are announced on the site. For a complaint, contact customer service; we aim to answer within 10 working days.</p>`,
  },
  privacy: {
    title: 'Privacy Notice',
    html: `<p>This notice explains how {merchant} ("we") processes your personal data, as required by Malaysia's Personal Data Protection Act 2010 (PDPA). It is available in English, Malay and Chinese.</p>
<h2>1. The personal data we collect</h2>
<ul>
<li>Details you give us: username, name, date of birth, mobile number, e-mail address, identity number and the bank or e-wallet accounts you add.</li>
<li>Account activity: deposits, withdrawals, bets, game rounds, bonuses and messages with customer service.</li>
<li>Technical data: IP address, device and browser, language, and the times you log in.</li>
</ul>
<h2>2. Why we use it</h2>
<ul>
<li>To open and run your account, process payments and pay out winnings.</li>
<li>To confirm your age and identity, keep accounts secure and prevent fraud and money laundering.</li>
<li>To provide responsible-gaming tools such as limits and self-exclusion.</li>
<li>To answer your questions and, only if you agree, to send you promotions. You may withdraw that consent at any time.</li>
<li>To meet our legal obligations.</li>
</ul>
<p>Giving us your details is voluntary, but without the ones marked as required we cannot open or run an account for you.</p>
<h2>3. Who we share it with</h2>
<p>Only as needed for the purposes above: payment providers and banks, game providers (your player identifier and bets, not your contact details), SMS and e-mail providers, identity-check and fraud-prevention services, our professional advisers, and authorities when the law requires it. These parties must protect your data. Some of them may process it outside Malaysia; we take steps so that it stays protected to the PDPA's standard.</p>
<h2>4. How long we keep it</h2>
<p>For as long as your account is open, and afterwards only as long as tax, anti-money-laundering and other laws require (usually seven years after the account closes). Then it is deleted or made anonymous.</p>
<h2>5. Security</h2>
<p>Passwords are stored only in a one-way scrambled form, connections are encrypted, and our staff see only what their work needs. Every staff action on accounts is logged.</p>
<h2>6. Your rights</h2>
<ul>
<li><strong>Access:</strong> you may ask for a copy of the personal data we hold about you.</li>
<li><strong>Correction:</strong> you may ask us to correct data that is wrong, incomplete or out of date. Many details can be changed yourself under My Account.</li>
<li><strong>Limiting use:</strong> you may withdraw consent to direct marketing or ask us to limit processing that causes you harm or distress.</li>
</ul>
<p>We answer requests within 21 days. A small fee allowed by law may apply to a copy of your data.</p>
<h2>7. Contact</h2>
<p>For questions, requests or complaints about your personal data, write to the {merchant} data protection officer through the channels on the Contact Us page, with your username, so we can find your account.</p>
<p>If this notice and a translation differ, the English version applies.</p>`,
  },
  affiliates: {
    title: 'Affiliate Programme',
    html: `<p>Earn with {merchant} by inviting players. Agents receive a commission from the activity of the players they bring, under a contract shown in their agent centre.</p>
<h2>How it works</h2>
<ol>
<li>Apply to become an agent through customer service, or accept an invitation from an existing agent.</li>
<li>Share your affiliate link or code. Players who register with it join your team.</li>
<li>Follow your team's results in the agent centre: registrations, deposits, bets and your income.</li>
<li>Commissions are settled for each period of your contract and credited to your wallet.</li>
</ol>
<h2>Rules</h2>
<ul>
<li>You may not register players who are under 18, accounts for yourself, or accounts for people who did not ask for one.</li>
<li>Advertising must be honest, must not target minors, and must not promise winnings.</li>
<li>Commission earned through fraud, self-play or abuse of bonuses is cancelled, and the agent account may be closed.</li>
<li>The terms of each contract are set out when it is offered and may only change by a new contract you accept.</li>
</ul>`,
  },
  refund: {
    title: 'Refund Policy',
    html: `<p>This policy explains when money is returned to your {merchant} account or to you.</p>
<h2>Deposits</h2>
<ul>
<li>A deposit that reaches us but cannot be credited (for example a wrong reference, or a payment from an account not in your name) is returned to the account it came from after we confirm who sent it.</li>
<li>A deposit that did not reach us is not refunded by us; please contact your bank or e-wallet provider.</li>
</ul>
<h2>Bets and games</h2>
<ul>
<li>Bets accepted and settled under the game rules are final and are not refunded because of a loss.</li>
<li>A round interrupted by a fault on our side is finished or refunded in your favour. A bet voided because of a fault is returned to your balance.</li>
<li>A cancelled lottery draw or event returns its stakes.</li>
</ul>
<h2>Withdrawals</h2>
<p>A withdrawal that the bank rejects is returned to your balance. A rejected withdrawal request is returned at once, with the reason shown in your records.</p>
<h2>How to ask</h2>
<p>Contact customer service with your username and the transaction's reference. We answer within 5 working days.</p>`,
  },
  responsibleGaming: {
    title: 'Responsible Gaming',
    html: `<p>At {merchant}, playing is meant to be fun. These tools and tips help you keep it that way.</p>
<h2>Good habits</h2>
<ul>
<li>Only adults aged 18 or over may play.</li>
<li>Play with money you can afford to lose, never with money for rent, bills or food.</li>
<li>Set a time limit and take regular breaks.</li>
<li>Do not chase losses: stop when your budget is spent.</li>
<li>Do not play when you are upset, tired or have been drinking.</li>
</ul>
<h2>Tools in your account</h2>
<ul>
<li><strong>Deposit limits</strong> for 24 hours, 7 days and 30 days. Lowering a limit applies at once; raising it waits 24 hours.</li>
<li><strong>Reality checks</strong> that remind you how long you have been playing.</li>
<li><strong>Cool-off</strong> for a short break, and <strong>self-exclusion</strong> for a longer one. Both start at once and block deposits, bets and games.</li>
</ul>
<h2>Signs to watch</h2>
<p>Spending more than you planned, hiding your play, borrowing to play or feeling anxious when you do not play are signs that gaming is no longer fun. Our customer service can set limits or close your account at your request, and we encourage you to talk to someone you trust or a local support service.</p>`,
  },
};
