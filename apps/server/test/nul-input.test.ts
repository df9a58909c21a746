// A NUL character (U+0000) in any string a request carries, at every registered route: PostgreSQL refuses
// NUL in text and jsonb, so one that got through would answer a 5xx. Each route is walked in every string
// position it takes (path parameters, query parameters, the Merchant, Language and Device headers, and
// every string of its body, as its OpenAPI document describes it), and each must answer 400
// validation_failed naming that field (docs/members.md, input rules). The seamless vendor protocol answers
// bad_parameters in its own reply, for signed calls whose only fault is the NUL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@orbit/contracts/endpoint';
import { ApiError } from '@orbit/contracts/envelope';
import { NUL_MESSAGE } from '@orbit/contracts/text';
import { GATEWAY_WEBHOOK_PATH } from '@orbit/contracts/payments';
import { SEAMLESS_PATH_PREFIX, SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER } from '@orbit/contracts/seamless';
import { createTestApp, loginOperator, type TestApp } from './helpers.ts';
import { registerMember } from './support/members.ts';
import { signSeamless } from '../src/modules/wallet/seamless/signing.ts';
import { vendorSecret } from './support/seamless.ts';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Segment = string | number;
interface Position {
  part: 'headers' | 'params' | 'querystring' | 'body';
  path: Segment[];
}
interface Operation {
  description?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The paths of every free string in a JSON schema (enums and constants cannot hold a NUL by construction). */
function stringLeaves(schema: JsonSchema | undefined, at: Segment[] = [], depth = 0): Segment[][] {
  if (!schema || depth > 10) return [];
  const types = [schema.type ?? []].flat();
  const found: Segment[][] = [];
  if (types.includes('string') && schema.enum === undefined && schema.const === undefined) found.push(at);
  for (const [key, child] of Object.entries(schema.properties ?? {})) found.push(...stringLeaves(child, [...at, key], depth + 1));
  if (schema.items) found.push(...stringLeaves(schema.items, [...at, 0], depth + 1));
  if (typeof schema.additionalProperties === 'object') found.push(...stringLeaves(schema.additionalProperties, [...at, 'x'], depth + 1));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...stringLeaves(branch, at, depth + 1));
  const seen = new Set<string>();
  return found.filter((p) => !seen.has(p.join('.')) && seen.add(p.join('.')));
}

/** A value holding `leaf` at `at` and nothing else. */
function valueAt(at: Segment[], leaf: string): unknown {
  if (at.length === 0) return leaf;
  const [head, ...rest] = at;
  return typeof head === 'number' ? [valueAt(rest, leaf)] : { [head!]: valueAt(rest, leaf) };
}

const nulText = fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([before, after]) => `${before}\u0000${after}`);
const RUNS = { seed: 20261127, numRuns: 2 };

/** Every endpoint declared in the contracts, by "METHOD path". */
async function declaredEndpoints(): Promise<Map<string, Endpoint>> {
  const dir = path.resolve(import.meta.dirname, '../../../packages/contracts/src');
  const found = new Map<string, Endpoint>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(module))
      if (typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'audience' in value && 'response' in value) {
        const endpoint = value as Endpoint;
        found.set(`${endpoint.method} ${endpoint.path}`, endpoint);
      }
  }
  return found;
}

describe('a NUL character anywhere in a request', () => {
  let t: TestApp;
  let operatorToken: string;
  let memberToken: string;
  let endpoints: Map<string, Endpoint>;
  beforeAll(async () => {
    t = await createTestApp();
    operatorToken = (await loginOperator(t)).token;
    memberToken = (await registerMember(t)).token;
    endpoints = await declaredEndpoints();
  });
  afterAll(() => t.close());

  it('is refused as validation_failed naming the field, in every string position of every route', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = t.routes.filter((route) => !route.url.startsWith(`${SEAMLESS_PATH_PREFIX}/`));
    expect(routes.length).toBeGreaterThan(150);
    let checked = 0;
    for (const route of routes) {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const paramNames = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
      const queryNames = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
      // The gateway's webhook and the sandbox gateway take their bodies as raw text (signed bytes, a form):
      // the NUL is sent raw in the body itself.
      const rawBody = route.url === GATEWAY_WEBHOOK_PATH || route.url.startsWith('/sandbox-gateway/');
      const bodyLeaves = bodySchema ? stringLeaves(bodySchema) : route.method === 'GET' ? [] : [rawBody ? [] : ['x']];
      const positions: Position[] = [
        ...['merchant', 'language', 'device'].map((name) => ({ part: 'headers' as const, path: [name] })),
        ...paramNames.map((name) => ({ part: 'params' as const, path: [name] })),
        ...(queryNames.length > 0 ? queryNames : ['x']).map((name) => ({ part: 'querystring' as const, path: [name] })),
        ...bodyLeaves.map((leaf) => ({ part: 'body' as const, path: leaf })),
      ];
      const endpoint = endpoints.get(`${route.method} ${route.url}`);
      for (const position of positions) {
        await fc.assert(
          fc.asyncProperty(nulText, async (value) => {
            const where = `${route.method} ${route.url} ${position.part}.${position.path.join('.')}`;
            // An encrypted call's body is sent sealed, as the sites send it: only the server's opened copy holds the NUL.
            if (endpoint?.encrypted && position.part === 'body') {
              const error = await t
                .client()
                .call(endpoint as never, { params: Object.fromEntries(paramNames.map((name) => [name, '1'])), body: valueAt(position.path, value) } as never)
                .then(
                  () => undefined,
                  (caught: unknown) => caught,
                );
              expect(error, where).toBeInstanceOf(ApiError);
              expect({ where, code: (error as ApiError).errorCode, field: (error as ApiError).field }).toEqual({
                where,
                code: 'validation_failed',
                field: position.path.join('.'),
              });
              return;
            }
            const params = paramNames.map((name) => (position.part === 'params' && position.path[0] === name ? value : '1'));
            let index = 0;
            const url = route.url.replace(/:\w+|\*/g, () => encodeURIComponent(params[index++]!));
            const query = position.part === 'querystring' ? `?${new URLSearchParams({ [String(position.path[0])]: value }).toString()}` : '';
            const headers: Record<string, string> = {
              host: 'localhost',
              authorization: route.url.startsWith('/cms/') ? operatorToken : memberToken,
              ...(position.part === 'headers' ? { [String(position.path[0])]: value } : {}),
            };
            const body = position.part !== 'body' ? undefined : rawBody ? value : JSON.stringify(valueAt(position.path, value));
            if (body !== undefined) headers['content-type'] = rawBody ? 'text/plain' : 'application/json';
            const reply = await t.app.inject({ method: route.method as 'GET', url: url + query, headers, payload: body });
            const json = reply.headers['content-type']?.toString().includes('application/json') ? (reply.json() as Record<string, unknown>) : {};
            // The sandbox gateway stands for another party: its own reply shape, and a plain 400.
            if (route.url.startsWith('/sandbox-gateway/')) {
              expect({ where, status: reply.statusCode, error: json.error }).toEqual({ where, status: 400, error: 'bad_request' });
              return;
            }
            expect({ where, status: reply.statusCode, code: json.errorCode, field: json.field }).toEqual({
              where,
              status: 400,
              code: 'validation_failed',
              field: position.path.join('.') || undefined,
            });
            expect(String(json.message)).toContain(NUL_MESSAGE);
          }),
          RUNS,
        );
        checked += 1;
      }
    }
    // Every route was walked in at least its three headers.
    expect(checked).toBeGreaterThan(routes.length * 3);
  });

  it('is refused by the seamless wallet as bad_parameters, for signed calls whose only fault is the NUL', async () => {
    const secret = await vendorSecret(t, 'HSLOT');
    // A well-formed call of each action, the NUL appended to one of its values: the NUL is its only fault.
    const ids = { token: 'a'.repeat(32), player: 'demo01', transactionId: 'tx-1', roundId: 'round-1', gameCode: 'house-fruit-lines', amount: '1.00' };
    const calls: Record<string, Record<string, string>> = {
      authenticate: { token: ids.token },
      balance: { player: ids.player },
      debit: { ...ids },
      credit: { player: ids.player, transactionId: ids.transactionId, roundId: ids.roundId, gameCode: ids.gameCode, amount: ids.amount },
      rollback: { player: ids.player, transactionId: 'tx-2', debitTransactionId: ids.transactionId, roundId: ids.roundId, gameCode: ids.gameCode },
    };
    for (const [action, good] of Object.entries(calls)) {
      const positions = [
        ...Object.keys(good).map((field) => ({ part: 'body', field })),
        { part: 'params', field: 'vendorCode' },
        { part: 'headers', field: 'merchant' },
      ];
      for (const position of positions) {
        await fc.assert(
          fc.asyncProperty(nulText, async (value) => {
            const body = JSON.stringify(position.part === 'body' ? { ...good, [position.field]: `${good[position.field]}${value}` } : good);
            const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
            const vendorCode = position.part === 'params' ? encodeURIComponent(value) : 'HSLOT';
            const reply = await t.app.inject({
              method: 'POST',
              url: `${SEAMLESS_PATH_PREFIX}/${vendorCode}/${action}`,
              headers: {
                host: 'localhost',
                'content-type': 'application/json',
                merchant: position.part === 'headers' ? value : 'HGOLD',
                [SEAMLESS_TIMESTAMP_HEADER]: timestamp,
                [SEAMLESS_SIGNATURE_HEADER]: signSeamless(secret, timestamp, body),
              },
              payload: body,
            });
            const where = `${action} ${position.part}.${position.field}`;
            expect({ where, status: reply.statusCode, code: (reply.json() as { errorCode?: string }).errorCode }).toEqual({
              where,
              status: 400,
              code: 'bad_parameters',
            });
            expect((reply.json() as { message: string }).message).toContain(NUL_MESSAGE);
          }),
          RUNS,
        );
      }
    }
  });
});
