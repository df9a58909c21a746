// One log line per request, written when it is answered: Fastify's controller writes two (on arrival and on
// reply), which on the money paths doubles the cost of logging a call. The money calls (the seamless wallet's
// debits and credits, the house games' plays, wallet transfers) are the busiest and carry their own records
// in the ledger, so they log at debug unless LOG_MONEY_CALLS asks for them at info (docs/deploy.md). Errors
// still log as Fastify logs them, at error, whatever the path.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { SEAMLESS_PATH_PREFIX } from '@orbit/contracts/seamless';

// The transfer call's path as written, not its declaration: the module map counts a module that names a
// declaration as serving it (docs/architecture.md).
const MONEY_PREFIXES = [SEAMLESS_PATH_PREFIX, '/lgw/', '/wps/relay/GCS_walletTransfer'];

function isMoneyCall(url: string): boolean {
  return MONEY_PREFIXES.some((prefix) => url.startsWith(prefix));
}

class OneLinePerRequest extends LogController {
  constructor(private readonly logMoneyCalls: boolean) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const level = !this.logMoneyCalls && isMoneyCall(request.url) ? 'debug' : 'info';
    reply.log[level]({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  }
}

export function requestLogController(options: { logMoneyCalls: boolean }): LogController {
  return new OneLinePerRequest(options.logMoneyCalls);
}
