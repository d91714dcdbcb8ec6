import type { FastifyInstance } from 'fastify';

/**
 * Security headers, computed once at start (what @fastify/helmet sent, without rebuilding them on every
 * reply): the full set for pages and the web app's files, a short one for API answers. HSTS goes out when the public address is https, or when the request reached us over https
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
  // API answers are data, never a page: a short policy that forbids everything says the same in a
  // fraction of the bytes, on every JSON reply (file downloads set their own sandbox policy)
  const api: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const hsts = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
  const pageHsts = { ...headers, ...hsts };
  const apiHsts = { ...api, ...hsts };
  app.addHook('onRequest', (request, reply, done) => {
    const secure = httpsOnly || request.protocol === 'https';
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) reply.headers(secure ? apiHsts : api);
    else reply.headers(secure ? pageHsts : headers);
    done();
  });
}
