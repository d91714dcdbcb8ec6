import type { Socket } from 'node:net';

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
  const body = JSON.stringify(
    tooLong
      ? { code: 'REQUEST_TOO_LONG', message: 'The request line or headers are too long' }
      : { code: 'VALIDATION', message: 'Malformed request' },
  );
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
