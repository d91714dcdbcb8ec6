import { describe, expect, it } from 'vitest';
import { koreanSpellings } from './korean-spellings.ts';

describe('the older MFDS spellings of Korean ingredient names', () => {
  it.each([
    ['메칠이소치아졸리논', '메틸아이소싸이아졸리논'],
    ['메칠클로로이소치아졸리논', '메틸클로로아이소싸이아졸리논'],
    ['디메치콘', '다이메티콘'],
    ['메칠파라벤', '메틸파라벤'],
    ['트리에탄올아민', '트라이에탄올아민'],
    ['세트리모늄크로라이드', '세트리모늄클로라이드'],
  ])('%s is also looked up as %s', (old, standard) => {
    expect(koreanSpellings(old)).toEqual([old, standard]);
  });

  it('a standard name, Latin text and a CAS number are searched as typed only', () => {
    expect(koreanSpellings('메틸아이소싸이아졸리논')).toEqual(['메틸아이소싸이아졸리논']);
    expect(koreanSpellings('다이메티콘')).toEqual(['다이메티콘']);
    expect(koreanSpellings('glycerin')).toEqual(['glycerin']);
    expect(koreanSpellings('2682-20-4')).toEqual(['2682-20-4']);
  });
});
