// Renders the PWA / home-screen icons from the logo mark (apps/web/public/favicon.svg) with Chromium:
//   node scripts/make-icons.mjs
// icon-192.png, icon-512.png        rounded warm-white tile, transparent corners ("any" purpose)
// icon-maskable-512.png             full-bleed tile; the mark stays inside the 80 % safe circle
// apple-touch-icon.png (180×180)    full-bleed and opaque: iOS rounds it itself and shows
//                                   transparent pixels as black
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'apps/web/public');
const outDir = path.join(publicDir, 'icons');
const BACKGROUND = '#faf8f5'; // warm white, the manifest's background_color

const ICONS = [
  // markHeight: the mark's height as a share of the canvas
  { file: 'icon-192.png', size: 192, rounded: true, markHeight: 0.6 },
  { file: 'icon-512.png', size: 512, rounded: true, markHeight: 0.6 },
  // the mark's bounding box (about 0.79 : 1) has a diagonal of 0.57 × 1.27 ≈ 0.72 of the canvas < 0.8
  { file: 'icon-maskable-512.png', size: 512, rounded: false, markHeight: 0.57 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, markHeight: 0.6 },
];

const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

function page({ size, rounded, markHeight }) {
  return `<!doctype html>
<html><head><style>
  html, body { margin: 0; padding: 0; background: transparent; }
  .tile {
    width: ${size}px; height: ${size}px; display: grid; place-items: center;
    background: ${BACKGROUND}; border-radius: ${rounded ? Math.round(size * 0.22) : 0}px;
    ${rounded ? `box-shadow: inset 0 0 0 ${Math.max(1, Math.round(size / 192))}px rgba(11, 95, 85, 0.12);` : ''}
  }
  svg { display: block; height: ${(size * markHeight).toFixed(2)}px; width: auto; overflow: visible; }
</style></head>
<body><div class="tile">${svg}</div>
<script>
  // crop the viewBox to the drawn shapes, so the mark itself (not its 32×32 box) is centred
  const el = document.querySelector('svg');
  const b = el.getBBox();
  el.setAttribute('viewBox', [b.x, b.y, b.width, b.height].join(' '));
</script></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const icon of ICONS) {
    const context = await browser.newContext({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const tab = await context.newPage();
    await tab.setContent(page(icon));
    const file = path.join(outDir, icon.file);
    await tab.locator('.tile').screenshot({ path: file, omitBackground: icon.rounded });
    await context.close();
    console.log(`${path.relative(root, file)}  ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
