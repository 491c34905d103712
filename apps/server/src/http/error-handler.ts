import { type ErrorCode, type ErrorEnvelope, errorCatalogue } from '@lintas/domain/errors';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database.js';
import { isAppError } from './app-error.js';

/**
 * One error handler for the whole API: known errors answer their real message,
 * validation errors name the fields, anything else is logged and answered with a
 * generic 500 that reveals nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return sendError(reply, error.code, error.message, error.details);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const issuePath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue
          ?.path;
        const field = where || (issuePath ?? []).map(String).join('.');
        return { field, message: issue.message };
      });
      const first = fields[0];
      const message = first
        ? `Data tidak valid pada ${first.field || error.validationContext || 'permintaan'}: ${first.message}`
        : errorCatalogue.VALIDATION_ERROR.message;
      return sendError(reply, 'VALIDATION_ERROR', message, { fields });
    }

    // Errors Fastify raises itself before our code runs.
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 'PAYLOAD_TOO_LARGE');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(reply, 'BAD_JSON');
      default:
        break;
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return sendError(reply, 'BAD_JSON');
    }
    if (error.statusCode === 429) return sendError(reply, 'RATE_LIMITED');
    if (error.statusCode === 413) return sendError(reply, 'PAYLOAD_TOO_LARGE');
    if (error.statusCode === 415) return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE');

    // The database went away (restart, failover): a passing condition, not our fault.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply.header('retry-after', '5'), 'SERVICE_UNAVAILABLE');
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL_ERROR');
  });
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  details?: unknown,
): FastifyReply {
  const body: ErrorEnvelope = {
    status: 'ERROR',
    error_code: code,
    message: message ?? errorCatalogue[code].message,
  };
  if (details !== undefined) body.details = details;
  // Every 429 says when to come back (RFC 9110 Retry-After), from the limiter's details.
  if (code === 'RATE_LIMITED') reply.header('retry-after', String(retryAfterSeconds(details)));
  return reply.status(errorCatalogue[code].status).type('application/json').send(body);
}

/** Seconds from `details.retry_after_detik`; a minute when the limiter did not say. */
function retryAfterSeconds(details: unknown): number {
  const seconds = (details as { retry_after_detik?: unknown } | null | undefined)
    ?.retry_after_detik;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : 60;
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, before any route runs (a path
 * whose percent-encoding does not decode, a path parameter over maxParamLength).
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: unknown,
  reply: FastifyReply,
): FastifyReply {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return sendError(reply, 'BAD_URL');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return sendError(reply, 'URL_TOO_LONG');
    default:
      reply.log.error({ err: error }, 'router error');
      return sendError(reply, 'INTERNAL_ERROR');
  }
}

/**
 * The HTTP server's `clientError`: Node's parser refused the bytes (headers too large, not
 * HTTP, too slow), so there is no request or reply object; the envelope is written raw.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const { status, message } = errorCatalogue[code];
  const body = JSON.stringify({
    status: 'ERROR',
    error_code: code,
    message,
  } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
