import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, minify, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { STRING_GROUPS, pickPart } from './src/i18n/groups.ts';
import { PRIVATE_API_CACHE } from './src/lib/private-cache.ts';

const STRINGS_PREFIX = 'virtual:strings/';

/**
 * `virtual:strings/<ko|en>/<part>`: one part of src/i18n/<lang>.json (core or a group of
 * src/i18n/groups.ts), so that a page downloads only the strings its screens use. The JSON files
 * stay whole: one file per language to translate.
 */
function stringParts(): Plugin {
  return {
    name: 'formulab-string-parts',
    resolveId: (id) => (id.startsWith(STRINGS_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${STRINGS_PREFIX}`)) return undefined;
      const [lang = '', part = ''] = id.slice(STRINGS_PREFIX.length + 1).split('/');
      if (!['ko', 'en'].includes(lang) || !(part === 'core' || part in STRING_GROUPS))
        this.error(`unknown strings part ${id.slice(1)}`);
      const file = fileURLToPath(new URL(`./src/i18n/${lang}.json`, import.meta.url));
      this.addWatchFile(file);
      const strings = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      for (const key of Object.values(STRING_GROUPS).flat())
        if (!(key in strings)) this.error(`${lang}.json has no top-level key "${key}" (named in src/i18n/groups.ts)`);
      // JSON.parse of a string literal: parsed faster than the same object as JavaScript
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(pickPart(strings, part as 'core')))});`;
    },
  };
}

/**
 * The library code every customer page runs (React, the router, TanStack Query and the
 * Mantine parts of the customer layout) in one "shell" chunk. Left alone, Rolldown cuts it into dozens of
 * tiny shared chunks: many more requests on a first visit, and worse gzip than one file. A module
 * missing from this list is only placed in a chunk of its own; nothing breaks.
 */
const SHELL_MODULES = [
  /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/[^/]+|clsx|tslib|use-sync-external-store|@mantine\/store)\//,
  /\/node_modules\/@mantine\/hooks\/esm\/(utils|use-(callback-ref|debounced-callback|did-update|disclosure|force-update|id|isomorphic-effect|local-storage|media-query|merged-ref|mounted|network|previous|reduced-motion|shallow-effect|timeout|uncontrolled|window-event))\//,
  /\/node_modules\/@mantine\/notifications\/esm\/notifications\.store/,
  /\/node_modules\/@mantine\/core\/esm\/(core|components\/(Anchor|Alert|Box|Burger|Button|Center|CloseButton|Container|Divider|Group|Loader|Paper|Portal|SimpleGrid|Skeleton|Stack|Text|ThemeIcon|Title|Transition|UnstyledButton|VisuallyHidden))\//,
  /\/node_modules\/@tabler\/icons-react\/dist\/esm\/(createReactComponent|defaultAttributes)/,
];

/** Dynamic imports whose dependencies are not listed for preloading in the entry chunk (see modulePreload). */
const NO_PRELOAD_LIST =
  /^assets\/(admin\/|(recipe|quote)-print-|(quotes|orders|sample-requests|new-sample|partnership|support|account-settings|purchase-history|recipes|new-recipes|purchase|purchase-complete|payment|test-gateway|sample-order)-[\w-]{8}\.js$)/;

/** Admin code of the web app: the admin kit and each feature's admin folder. */
const ADMIN_CODE = /\/src\/(features\/[^/]+\/admin|components\/admin)\//;

/**
 * A chunk that only admin screens load: one that holds admin code. Rolldown puts the modules reached
 * from the same set of screens in one chunk, so whatever shares a chunk with admin code (a library
 * such as mantine-datatable, a helper of lib/) is reached from admin screens only.
 */
const adminOnly = (ids: string[]) => ids.some((id) => ADMIN_CODE.test(id));

/**
 * public/boot.js minified where the build copies it (decision 0034): its bytes count in the first load of
 * every page the server renders, and its source keeps the comments that say why. Before VitePWA, whose
 * precache list reads the file as it is served.
 */
function minifiedBoot(): Plugin {
  let file = '';
  return {
    name: 'formulab-minified-boot',
    apply: 'build',
    configResolved: (config) => void (file = path.resolve(config.root, config.build.outDir, 'boot.js')),
    async writeBundle() {
      if (!fs.existsSync(file)) return;
      const { code } = await minify('boot.js', fs.readFileSync(file, 'utf8'), { compress: true, mangle: true });
      fs.writeFileSync(file, code);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    stringParts(),
    react(),
    !isSsrBuild && minifiedBoot(),
    // the server rendering's build (`vite build --ssr src/entry-server.tsx`, decision 0027) has no service worker
    !isSsrBuild &&
      VitePWA({
        // registered by hand in main.tsx at page load, so a failure is only logged
        injectRegister: false,
        registerType: 'autoUpdate',
        filename: 'service-worker.js',
        manifest: {
          // a stable identity, so a later change of start_url does not make it a different app
          id: '/',
          name: 'Formulab',
          short_name: 'Formulab',
          description: 'From formula to finished product — ODM/OEM cosmetics portal',
          // the app's default language (the plugin would write 'en')
          lang: 'ko',
          categories: ['business', 'shopping'],
          theme_color: '#0b5f55',
          background_color: '#faf8f5',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          // rendered by scripts/make-icons.mjs; the maskable one is full-bleed with the mark in the safe zone
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // the app shell: every built asset; pages fall back to index.html offline
          globPatterns: ['**/*.{js,css,html,svg,png}'],
          // staff screens are not precached into every visitor's browser; they are cached when opened
          globIgnores: ['assets/admin/**'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          navigateFallback: '/index.html',
          // the server's own documents: opened in a tab they must reach the server, not the app shell
          navigateFallbackDenylist: [/^\/api\//, /^\/(robots\.txt|sitemap\.xml)$/, /^\/(sitemaps|feeds|og)\//],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          // web push: the push, notificationclick and pushsubscriptionchange handlers (public/push-sw.js)
          importScripts: ['/push-sw.js'],
          runtimeCaching: [
            {
              urlPattern: ({ url }) => url.pathname.startsWith('/assets/admin/'),
              handler: 'CacheFirst',
              options: { cacheName: 'admin-chunks', expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30 } },
            },
            {
              // Pretendard ships ~90 unicode-range subsets; cache the ones a page actually uses
              urlPattern: ({ url }) => url.pathname.endsWith('.woff2'),
              handler: 'CacheFirst',
              options: { cacheName: 'fonts', expiration: { maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 365 } },
            },
            {
              // public catalogue reads stay readable offline (network first, cache as fallback)
              urlPattern: ({ url, request }) =>
                request.method === 'GET' && /^\/api\/(policies|ingredients|sub-materials|public-recipes)/.test(url.pathname),
              handler: 'NetworkFirst',
              options: {
                cacheName: 'api-public',
                networkTimeoutSeconds: 4,
                expiration: { maxEntries: 200, maxAgeSeconds: 86400 },
              },
            },
            {
              // the customer's own recipes they opened stay readable offline; this cache is emptied at
              // every sign-in and sign-out (src/lib/private-cache.ts), so it never outlives its user
              urlPattern: ({ url, request }) => request.method === 'GET' && /^\/api\/recipes(\/|$)/.test(url.pathname),
              handler: 'NetworkFirst',
              options: {
                cacheName: PRIVATE_API_CACHE,
                networkTimeoutSeconds: 4,
                expiration: { maxEntries: 100, maxAgeSeconds: 7 * 86400 },
              },
            },
          ],
        },
      }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: isSsrBuild
    ? { target: 'node22', outDir: 'dist-server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        target: 'es2022',
        // which CSS files a screen's chunk brings: the server rendering links them in the page (decision 0027)
        manifest: true,
        sourcemap: false,
        chunkSizeWarningLimit: 800,
        modulePreload: {
          // The route map in the entry chunk lists, for every screen, the chunks to preload with it: bytes
          // in every visitor's first download. Staff screens (the longest lists: tables, forms, charts)
          // and the print views (opened from the record screen, whose chunks are loaded by then) load
          // their own imports instead: one round trip more, and cached after. So do the sample, quote and
          // order screens (request forms, an address book, delivery and shipments): signed-in screens a first
          // visit never opens, whose chunks the service worker has precached by the time a customer does;
          // likewise the partnership inquiry, support, account settings and purchase history screens
          // (signed-in only), the recipe workspace and a new recipe (signed-in), and the checkout path
          // (purchase, payment, the test gateway, the completed purchase, a sample's order: reached from a
          // product or a sample, whose first load has started the precache).
          resolveDependencies: (filename, deps) => (NO_PRELOAD_LIST.test(filename) ? [] : deps),
          // No polyfill for browsers without `<link rel="modulepreload">` (all current ones have it: Chrome 66,
          // Firefox 115, Safari 17): 0.4 KB of every first load, which now pays for boot.js (decision 0028).
          // Such a browser still runs the app, loading each chunk when it is imported.
          polyfill: false,
        },
        rollupOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'shell', test: (id) => SHELL_MODULES.some((re) => re.test(id)) }] },
            // the admin area (its strings and the admin kit included) in its own folder, so the service
            // worker can leave it out of the precache
            chunkFileNames: (chunk) =>
              /\/(routes\/admin|layouts\/admin-layout|i18n\/admin\.|src\/admin-screens)/.test(chunk.facadeModuleId ?? '') ||
              adminOnly(chunk.moduleIds)
                ? 'assets/admin/[name]-[hash].js'
                : chunk.facadeModuleId?.startsWith(`\0${STRINGS_PREFIX}`)
                  ? `assets/strings-${chunk.facadeModuleId.slice(STRINGS_PREFIX.length + 1).replace('/', '-')}-[hash].js`
                  : 'assets/[name]-[hash].js',
          },
        },
      },
}));
