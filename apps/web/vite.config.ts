import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
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
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
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
            options: { cacheName: 'api-public', networkTimeoutSeconds: 4, expiration: { maxEntries: 200, maxAgeSeconds: 86400 } },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // the admin area in its own folder, so the service worker can leave it out of the precache
        chunkFileNames: (chunk) =>
          /\/(routes\/admin|layouts\/admin-layout)/.test(chunk.facadeModuleId ?? '') ||
          (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\/features\/[^/]+\/admin\//.test(id)))
            ? 'assets/admin/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
