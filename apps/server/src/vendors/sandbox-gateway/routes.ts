// The sandbox gateway's HTTP face: its payments API (raw JSON, signed) and the payer's page. Registered in
// a scope of its own: bodies stay raw text (signatures are over the exact bytes) and the platform's JSON
// envelope does not apply: this is another party's API.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderNotFoundPage, renderPayPage } from './page.ts';
import { SandboxError, type SandboxGateway } from './sandbox-gateway.ts';

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // No script at all; the form may post here and the redirect may go back to any merchant site.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

export async function registerSandboxGatewayRoutes(app: FastifyInstance, deps: { gateway: SandboxGateway }) {
  const { gateway } = deps;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof SandboxError) return reply.code(error.status).send({ error: error.code, message: error.message });
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) return reply.code(status).send({ error: 'bad_request', message: 'Bad request' });
      request.log.error({ err: error }, 'sandbox gateway failed');
      return reply.code(500).send({ error: 'internal_error', message: 'Internal error' });
    });

    scope.post('/sandbox-gateway/api/payments', { schema: { hide: true } }, async (request, reply) => {
      const created = await gateway.createPayment(request.headers, typeof request.body === 'string' ? request.body : '');
      return reply.header('cache-control', 'no-store').send(created);
    });

    scope.get('/sandbox-gateway/pay/:id', { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params as { id: string };
      return sendPage(reply, await gateway.view(id));
    });

    scope.post('/sandbox-gateway/pay/:id', { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const action = new URLSearchParams(typeof request.body === 'string' ? request.body : '').get('action');
      if (action !== 'pay' && action !== 'fail') return sendPage(reply, await gateway.view(id), 400);
      const done = await gateway.complete(id, action === 'pay' ? 'paid' : 'failed');
      if (!done) return sendPage(reply, undefined);
      // An expired payment stays on the page to say so; a decided one goes back to the merchant's site.
      if (done.status === 'cancelled') return sendPage(reply, await gateway.view(id));
      return reply.code(303).header('location', done.returnUrl).header('cache-control', 'no-store').send();
    });
  });
}

function sendPage(reply: FastifyReply, view: Awaited<ReturnType<SandboxGateway['view']>>, status = 200) {
  reply.headers(PAGE_HEADERS);
  if (!view) return reply.code(404).send(renderNotFoundPage());
  const { payment } = view;
  return reply.code(status).send(
    renderPayPage({
      paymentId: payment.id,
      merchantName: view.merchantName,
      orderNo: payment.merchantOrderNo,
      amount: view.amount,
      currency: payment.currency,
      channel: payment.channel,
      status: payment.status,
      returnUrl: payment.returnUrl,
    }),
  );
}
