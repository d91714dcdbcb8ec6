import sharp from 'sharp';

/** The container a demo product comes in: drawn as its pack shot. */
export type Pack = 'dropper' | 'pump' | 'bottle' | 'jar' | 'tube' | 'stick' | 'compact' | 'box';

export type PackShot = {
  pack: Pack;
  /** the English name (the picture's text is ASCII: no font is needed for Hangul) */
  name: string;
  /** the size or shade printed under the name, e.g. "50 ml" */
  size: string;
  /** [background, ink] */
  colors: [string, string];
};

const SIZE = 800;
/** DejaVu Sans Bold (librsvg's sans-serif here) is about 0.62 em wide a character on average; a little more to be safe */
const CHAR_EM = 0.64;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The name set on a label `width` px wide and at most `maxLines` lines: the largest font size (from
 * `max` down to 14 px) at which every word fits, words wrapped greedily. A word too long for the label
 * at 14 px is set at 14 px anyway (no demo name has one).
 */
export function fitName(name: string, width: number, maxLines: number, max: number): { size: number; lines: string[] } {
  const words = name.split(/\s+/).filter(Boolean);
  for (let size = max; size >= 14; size -= 1) {
    const perLine = Math.floor(width / (size * CHAR_EM));
    const lines: string[] = [];
    for (const w of words) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${w}`.length <= perLine) lines[lines.length - 1] = `${last} ${w}`;
      else lines.push(w);
    }
    if (lines.length <= maxLines && lines.every((l) => l.length <= perLine)) return { size, lines };
  }
  return { size: 14, lines: words };
}

/** The container's outline and where its label goes (x, y of the label's centre, its width and height). */
function container(pack: Pack, ink: string): { shape: string; label: { cx: number; cy: number; w: number; h: number } } {
  const line = `stroke="${ink}" stroke-width="5"`;
  switch (pack) {
    case 'dropper':
      return {
        shape: `<rect x="310" y="300" width="180" height="340" rx="34" fill="#fff" ${line}/>
          <rect x="350" y="240" width="100" height="66" rx="10" fill="${ink}"/>
          <path d="M372 240 C372 150 428 150 428 240 Z" fill="${ink}" opacity="0.75"/>`,
        label: { cx: 400, cy: 470, w: 150, h: 190 },
      };
    case 'pump':
      return {
        shape: `<rect x="300" y="260" width="200" height="380" rx="30" fill="#fff" ${line}/>
          <rect x="360" y="215" width="80" height="50" rx="8" fill="${ink}"/>
          <rect x="388" y="160" width="24" height="60" fill="${ink}"/>
          <rect x="388" y="150" width="110" height="26" rx="10" fill="${ink}"/>`,
        label: { cx: 400, cy: 450, w: 170, h: 220 },
      };
    case 'bottle':
      return {
        shape: `<path d="M330 250 Q330 210 370 200 L370 170 L430 170 L430 200 Q470 210 470 250 L490 300 L490 610 Q490 640 460 640 L340 640 Q310 640 310 610 L310 300 Z" fill="#fff" ${line}/>
          <rect x="360" y="120" width="80" height="56" rx="10" fill="${ink}"/>`,
        label: { cx: 400, cy: 470, w: 160, h: 220 },
      };
    case 'jar':
      return {
        shape: `<rect x="220" y="380" width="360" height="250" rx="40" fill="#fff" ${line}/>
          <rect x="200" y="310" width="400" height="86" rx="20" fill="${ink}"/>`,
        label: { cx: 400, cy: 505, w: 300, h: 170 },
      };
    case 'tube':
      return {
        shape: `<path d="M300 150 L500 150 L470 560 L330 560 Z" fill="#fff" ${line} stroke-linejoin="round"/>
          <rect x="296" y="136" width="208" height="22" rx="4" fill="${ink}" opacity="0.35"/>
          <rect x="335" y="556" width="130" height="84" rx="14" fill="${ink}"/>`,
        label: { cx: 400, cy: 340, w: 150, h: 250 },
      };
    case 'stick':
      return {
        shape: `<rect x="330" y="330" width="140" height="310" rx="16" fill="#fff" ${line}/>
          <rect x="330" y="170" width="140" height="170" rx="16" fill="${ink}"/>`,
        label: { cx: 400, cy: 480, w: 120, h: 220 },
      };
    case 'compact':
      return {
        shape: `<ellipse cx="400" cy="560" rx="230" ry="70" fill="${ink}"/>
          <rect x="170" y="430" width="460" height="130" fill="${ink}"/>
          <ellipse cx="400" cy="430" rx="230" ry="70" fill="#fff" ${line}/>`,
        label: { cx: 400, cy: 500, w: 330, h: 80 },
      };
    case 'box':
      return {
        shape: `<path d="M190 330 L400 250 L610 330 L400 410 Z" fill="${ink}" opacity="0.55"/>
          <path d="M190 330 L400 410 L400 660 L190 580 Z" fill="#fff" ${line} stroke-linejoin="round"/>
          <path d="M400 410 L610 330 L610 580 L400 660 Z" fill="${ink}" opacity="0.85"/>
          <path d="M295 290 L505 370 L505 620" fill="none" stroke="#fff" stroke-width="14" opacity="0.9"/>`,
        label: { cx: 295, cy: 490, w: 170, h: 200 },
      };
  }
}

/**
 * A product picture that looks like a pack shot: the container on a soft background with its shadow,
 * and a label that carries the brand, the name set to fit the label, and the size. `variant` 1 adds the
 * outer carton behind the container, as a second picture of the same product.
 */
export function packShotSvg(p: PackShot, variant: number): string {
  const [bg, ink] = p.colors;
  const { shape, label } = container(p.pack, ink);
  const name = fitName(p.name, label.w - 16, label.h >= 150 ? 4 : 2, label.h >= 150 ? 30 : 24);
  const lineHeight = Math.round(name.size * 1.18);
  const brand = label.h >= 150 ? 14 : 11;
  // brand, name lines and size, centred on the label as one block (y: each line's baseline)
  const block = brand + 12 + name.lines.length * lineHeight + 22;
  let y = label.cy - block / 2 + brand;
  const text = [
    `<text x="${label.cx}" y="${y}" font-family="sans-serif" font-size="${brand}" letter-spacing="3" fill="${ink}" opacity="0.75" text-anchor="middle">FORMULAB</text>`,
  ];
  y += 12;
  for (const l of name.lines) {
    y += lineHeight;
    text.push(
      `<text x="${label.cx}" y="${y - (lineHeight - name.size)}" font-family="sans-serif" font-size="${name.size}" font-weight="700" fill="${ink}" text-anchor="middle">${esc(l)}</text>`,
    );
  }
  text.push(
    `<text x="${label.cx}" y="${y + 22}" font-family="sans-serif" font-size="14" fill="${ink}" opacity="0.8" text-anchor="middle">${esc(p.size)}</text>`,
  );
  const carton =
    variant === 1 && p.pack !== 'box'
      ? `<rect x="470" y="220" width="220" height="420" rx="10" fill="${ink}" opacity="0.22"/>
         <rect x="486" y="236" width="188" height="388" rx="6" fill="none" stroke="#fff" stroke-width="3" opacity="0.8"/>`
      : '';
  const shift = variant === 1 && p.pack !== 'box' ? -60 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
  ${carton}
  <g transform="translate(${shift} 0)">
    <ellipse cx="400" cy="655" rx="240" ry="24" fill="${ink}" opacity="0.14"/>
    ${shape}
    <rect x="${label.cx - label.w / 2}" y="${label.cy - label.h / 2}" width="${label.w}" height="${label.h}" rx="10" fill="${bg}" opacity="0.9"/>
    ${text.join('\n    ')}
  </g>
</svg>`;
}

/** The pack shot as a PNG. */
export function packShot(p: PackShot, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(packShotSvg(p, variant)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
