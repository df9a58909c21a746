// The member's wallet calls (contracts/wallet.ts).
import {
  accountRecordsEndpoint,
  balanceEndpoint,
  bonusDetailsEndpoint,
  personalProfitEndpoint,
  recallAllEndpoint,
  transfersEndpoint,
  uplineEndpoint,
  uplineTransferEndpoint,
  walletsEndpoint,
  walletTransferEndpoint,
} from '@orbit/contracts/wallet';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { WalletService } from './wallet.service.ts';

export function registerWalletRoutes(kit: RouteKit, deps: { wallet: WalletService; transferRateLimit: number }) {
  const { wallet } = deps;
  const { transfers, records, upline } = wallet;
  kit.route(balanceEndpoint, async ({ merchant, member }) => wallet.balance(merchant, member.id));
  kit.route(walletsEndpoint, async ({ merchant, member }) => wallet.wallets(merchant, member.id));
  kit.route(
    walletTransferEndpoint,
    async ({ body, merchant, member }) => {
      const transfer = await transfers.transfer(merchant, member, body);
      return { transfer: transfers.toTransfer(merchant, transfer), balance: await wallet.balance(merchant, member.id) };
    },
    { rateLimitPerMinute: deps.transferRateLimit },
  );
  kit.route(recallAllEndpoint, async ({ body, merchant, member }) => ({
    transfers: await wallet.recallAll(merchant, member, body.requestId),
    balance: await wallet.balance(merchant, member.id),
  }));
  kit.route(transfersEndpoint, async ({ query, merchant, member }) => {
    const { rows, total } = await transfers.list(merchant.id, { memberId: member.id, status: query.status }, query.page, query.pageSize);
    return { items: rows.map((row) => transfers.toTransfer(merchant, row)), total, page: query.page, pageSize: query.pageSize };
  });
  kit.route(uplineEndpoint, async ({ merchant, member }) => {
    const { upline: name, hasPaymentPassword } = await upline.uplineOf(merchant, member.id);
    return { upline: name, hasPaymentPassword };
  });
  kit.route(uplineTransferEndpoint, async ({ body, merchant, member }) => {
    const moved = await upline.send(merchant, member.id, body);
    return { transactionId: moved.transactionId, balance: await wallet.balance(merchant, member.id) };
  });
  kit.route(accountRecordsEndpoint, async ({ request, query, merchant, member }) => {
    const header = request.headers.language;
    const language = (typeof header === 'string' ? header : merchant.settings.general.defaultLang).toUpperCase();
    return wallet.memberRecords.list(merchant, member.id, language, query);
  });
  kit.route(personalProfitEndpoint, async ({ query, merchant, member }) => records.personalProfit(merchant, member.id, query));
  kit.route(bonusDetailsEndpoint, async ({ query, merchant, member }) => records.bonusDetails(merchant, member.id, query));
}
