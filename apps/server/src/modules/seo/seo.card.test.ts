import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HAN_FONT_FILE } from '../../lib/pdf-fonts.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardKey, cardPng, drawText, type CardText } from './seo.card.ts';

const text = (over: Partial<CardText> = {}): CardText => ({
  kicker: 'Ingredient catalogue',
  title: 'Niacinamide',
  description: 'Vitamin B3; brightening and barrier support.',
  host: 'formulab.example',
  ...over,
});
const sizeOf = async (png: Buffer) => {
  const { width, height, format } = await sharp(png).metadata();
  return { width, height, format };
};

describe('link-preview cards', () => {
  it('draws a 1200 × 630 PNG', async () => {
    const { png, etag } = await cardPng(text());
    expect(await sizeOf(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT, format: 'png' });
    expect(etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('keeps its size whatever the text: a long title and description, a word longer than a line, Korean, none', async () => {
    for (const t of [
      text({ title: 'Sodium Hyaluronate Crosspolymer '.repeat(20), description: '아주 긴 설명입니다. '.repeat(60) }),
      text({ title: 'A'.repeat(400), description: 'B'.repeat(1000) }),
      text({ kicker: null, title: '설 연휴 출고 및 샘플 일정 안내', description: '' }),
      text({ kicker: 'K'.repeat(300), title: '', description: '' }),
    ]) {
      expect(await sizeOf((await cardPng(t)).png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT, format: 'png' });
    }
  });

  it("sets Chinese in the project's Noto Sans SC, never in whatever CJK font the machine has", async () => {
    // (this machine has Noto Serif CJK: a Chinese name fell back to it)
    const name = '烟酰胺';
    const drawn = await drawText(name, { size: 40, color: '#000000' });
    const alone = await sharp({
      text: {
        text: `<span foreground="#000000">${name}</span>`,
        font: 'Noto Sans SC 40',
        fontfile: HAN_FONT_FILE,
        dpi: 72,
        rgba: true,
      },
    })
      .png()
      .toBuffer();
    expect(drawn!.png.equals(alone)).toBe(true);
  });

  it('draws a card whose title or description draws nothing (invisible characters only)', async () => {
    for (const t of [
      text({ title: '\u200B', description: '\u200B\u200B' }),
      text({ title: '\u202E', description: '' }),
      text({ title: '\uFEFF', description: '\u200B' }),
    ]) {
      expect(await sizeOf((await cardPng(t)).png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT, format: 'png' });
    }
  });

  it('draws markup as typed: Pango never reads a record name as its own markup', async () => {
    const evil = text({ title: '</span><span size="900000">x</span> & <b>bold</b> "q" \'s\'', description: '<i>&amp;</i>' });
    expect(await sizeOf((await cardPng(evil)).png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT, format: 'png' });
  });

  it('the same text is the same card, from the cache; another text another card', async () => {
    const a = await cardPng(text({ title: 'Cached once' }));
    const b = await cardPng(text({ title: 'Cached once' }));
    expect(b.png).toBe(a.png);
    expect(b.etag).toBe(a.etag);
    const c = await cardPng(text({ title: 'Cached twice' }));
    expect(c.etag).not.toBe(a.etag);
    expect(cardKey(text({ host: 'other.example' }))).not.toBe(cardKey(text()));
  });
});
