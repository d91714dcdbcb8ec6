import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any route runs. Headers or a
 * request line over the limit (HPE_HEADER_OVERFLOW — e.g. a search box holding 10,000 characters, or
 * Korean text three times as long once URL-encoded) answer 431 with `{ code: 'REQUEST_TOO_LONG' }`,
 * which the web translates instead of "something went wrong on our side"; anything else is a plain
 * 400 as before. Nothing is raised: the limit stays where it is.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const tooLong = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLong ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify(tooLong ? TOO_LONG : MALFORMED);
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

const TOO_LONG = { code: 'REQUEST_TOO_LONG', message: 'The request line or headers are too long' } as const;
const MALFORMED = { code: 'VALIDATION', message: 'Malformed request' } as const;

/**
 * Fastify's `frameworkErrors`: a path its router cannot read, before any route or error handler runs. A
 * parameter over the router's length limit (FST_ERR_MAX_PARAM_LENGTH, 414) is REQUEST_TOO_LONG; a bad
 * %-escape (FST_ERR_BAD_URL, 400 — e.g. a lone surrogate) is a malformed request: in the API's format, not
 * Fastify's own `{ error, code: 'FST_ERR_…', statusCode }`, whose code the web has no translation for.
 */
export function answerFrameworkError(
  err: Error & { code?: string; statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.code(tooLong ? 414 : (err.statusCode ?? 400)).send(tooLong ? TOO_LONG : MALFORMED);
}
