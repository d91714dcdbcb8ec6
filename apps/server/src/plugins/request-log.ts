import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged at `warn` with its timing. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Request logging that costs next to nothing at the default level: Fastify's two lines per request
 * (incoming / completed) are off; a server error (5xx) is logged at `error` by the error handler and
 * here with its timing, a slow request at `warn`, and at `debug` every request is logged. Each line
 * carries the request id, which every reply also returns in `x-request-id` so that a user's report can
 * be found in the log.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  const debug = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (status === 503 && request.url === '/api/ready') {
      // not a failure: the instance is starting or draining (a database that is gone is logged by the route)
      request.log.info({ method: request.method, url: request.url, status }, 'not ready');
    } else if (status >= 500) {
      request.log.error({ method: request.method, url: request.url, status, ms: Math.round(ms) }, 'request failed');
    } else if (ms >= SLOW_REQUEST_MS) {
      request.log.warn({ method: request.method, url: request.url, status, ms: Math.round(ms) }, 'slow request');
    } else if (debug) {
      request.log.debug({ method: request.method, url: request.url, status, ms: Math.round(ms) }, 'request');
    }
    done();
  });
}
