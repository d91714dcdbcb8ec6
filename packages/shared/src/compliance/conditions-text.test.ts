import { describe, expect, it } from 'vitest';
import { conditionsIn } from './conditions-text.ts';

describe('conditionsIn', () => {
  const both = { conditions: 'Leave-on products 2.5 %.', conditionsKo: '사용 후 씻어내지 않는 제품 2.5 %' };

  it('shows the Korean text on a Korean screen and the English one on an English screen', () => {
    expect(conditionsIn(both, 'ko')).toEqual({ text: '사용 후 씻어내지 않는 제품 2.5 %', untranslated: false });
    expect(conditionsIn(both, 'en')).toEqual({ text: 'Leave-on products 2.5 %.', untranslated: false });
  });

  it('falls back on the English text on a Korean screen, flagged, when there is no Korean text', () => {
    expect(conditionsIn({ conditions: 'As acid.', conditionsKo: '' }, 'ko')).toEqual({ text: 'As acid.', untranslated: true });
    expect(conditionsIn({ conditions: 'As acid.' }, 'ko')).toEqual({ text: 'As acid.', untranslated: true });
    expect(conditionsIn({ conditions: 'As acid.', conditionsKo: null }, 'ko')).toEqual({ text: 'As acid.', untranslated: true });
  });

  it('flags nothing when there is no text at all', () => {
    expect(conditionsIn({ conditions: '', conditionsKo: '' }, 'ko')).toEqual({ text: '', untranslated: false });
    expect(conditionsIn({ conditions: '', conditionsKo: '' }, 'en')).toEqual({ text: '', untranslated: false });
  });
});
