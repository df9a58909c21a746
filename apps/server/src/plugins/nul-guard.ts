// Refuses the NUL character (U+0000) anywhere in a request's headers, path parameters, query string or parsed
// body, before any schema or handler sees it. The contracts' schemas refuse it too (contracts/text.ts) and
// name the field; this guard is the net under them, so a route without a schema, a z.unknown() body or a
// record's keys cannot carry a NUL to PostgreSQL, which refuses it in text and jsonb and would make it a 5xx.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import { NUL_MESSAGE } from '@orbit/contracts/text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route refuses NUL itself, in its own reply shape (the seamless vendor protocol). */
    ownsNulCheck?: boolean;
  }
}

const NUL = '\u0000';

/**
 * The dotted path of the first string (value or key) holding NUL in a parsed value, '' for the value itself,
 * or undefined when there is none. Walks with its own stack: a deeply nested body cannot overflow the call stack.
 */
export function findNul(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: path ? `${path}.${index}` : String(index) }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const keyPath = path ? `${path}.${key.replaceAll(NUL, '')}` : key.replaceAll(NUL, '');
        if (key.includes(NUL)) return keyPath;
        stack.push({ value: item, path: keyPath });
      }
    }
  }
  return undefined;
}

/** Where a request carries a NUL: its part and field ('querystring', 'q'), or undefined. */
export function nulInRequest(request: FastifyRequest): { part: string; field: string } | undefined {
  const parts: [string, unknown][] = [
    ['headers', request.headers],
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    const field = findNul(value);
    if (field !== undefined) return { part, field };
  }
  return undefined;
}

export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.ownsNulCheck) return done();
    const found = nulInRequest(request);
    if (!found) return done();
    const where = found.field ? `${found.part}.${found.field}` : found.part;
    // statusCode too: a scope with an error handler of its own (another party's API, the sandbox gateway)
    // answers it as the 400 it is.
    done(Object.assign(new ApiError('validation_failed', `${where}: ${NUL_MESSAGE}`, { field: found.field || undefined }), { statusCode: 400 }));
  });
}
