// The one error handler (docs/conventions.md): every failure leaves as the envelope with a stable errorCode and a
// real HTTP status. A 5xx hides its cause from the client and logs it with the request id.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from '@orbit/contracts/envelope';
import { statusOf, type ErrorCode } from '@orbit/contracts/errors';

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  field?: string,
  extra: { captchaRequired?: boolean; details?: Readonly<Record<string, string | number>> | undefined } = {},
) {
  return reply.code(statusOf(code)).send({
    success: false,
    errorCode: code,
    message,
    ...(field ? { field } : {}),
    ...(extra.captchaRequired ? { captchaRequired: true } : {}),
    ...(extra.details ? { details: extra.details } : {}),
    requestId: reply.request.id,
  });
}

// Fastify's own error codes for malformed requests, mapped to ours.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_VALIDATION: 'validation_failed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
};

// Connection failures (refused, reset, timed out) and PostgreSQL's connection-class (08xxx) and
// shutdown (57P0x) errors mean the database is away, not that the request was wrong.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    const message = (current as { message?: unknown }).message;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08/.test(code))) return true;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message))
      return true;
  }
  return false;
}

function fieldOf(instancePath: string | undefined): string | undefined {
  const field = instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return field || undefined;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      // Every refused login or access is logged (docs/members.md), with the address it came from.
      const status = statusOf(error.errorCode);
      if (status === 401 || status === 403)
        request.log.warn({ errorCode: error.errorCode, url: request.url.split('?')[0], ip: request.ip }, 'authentication or authorization refused');
      return sendError(reply, error.errorCode, error.message, error.field, { captchaRequired: error.captchaRequired, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'body';
      const field = fieldOf(first?.instancePath);
      const message = `${where}${field ? `.${field}` : ''}: ${first?.message ?? 'invalid'}`;
      return sendError(reply, 'validation_failed', message, field);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'reply did not match its schema');
      return sendError(reply, 'internal_error', 'Internal error');
    }
    if (error.statusCode === 429) return sendError(reply, 'too_many_requests', 'Too many requests, please try again later');
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendError(reply, mapped, error.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return sendError(reply, 'bad_request', error.message);
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'the database is unavailable');
      return sendError(reply, 'service_unavailable', 'The service is temporarily unavailable, please try again');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'internal_error', 'Internal error');
  });
}
