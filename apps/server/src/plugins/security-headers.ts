import type { FastifyInstance } from 'fastify';

/**
 * Security headers, computed once at start (what @fastify/helmet sent, without rebuilding them on every
 * reply). HSTS goes out when the public address is https, or when the request reached us over https
 * (directly, or through a proxy trusted with `TRUST_PROXY` that says `X-Forwarded-Proto: https`).
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string }): void {
  const httpsOnly = opts.publicUrl.startsWith('https://');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    // Mantine writes CSS variables into style attributes and a <style> tag
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(httpsOnly ? ['upgrade-insecure-requests'] : []),
  ].join(';');
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const hsts = 'max-age=31536000; includeSubDomains';
  const withHsts = { ...headers, 'strict-transport-security': hsts };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(httpsOnly || request.protocol === 'https' ? withHsts : headers);
    done();
  });
}
