import { describe, expect, it } from 'vitest';
import { nameBesideInci } from './format.ts';

describe('nameBesideInci', () => {
  it('says nothing when the local name is the INCI name (no "Limonene Limonene")', () => {
    const limonene = { inciName: 'Limonene', nameKo: '리모넨', nameEn: 'limonene ' };
    expect(nameBesideInci(limonene, 'en')).toBe('');
    expect(nameBesideInci(limonene, 'ko')).toBe('리모넨');
    expect(nameBesideInci({ inciName: 'Aqua', nameKo: '정제수', nameEn: 'Water' }, 'en')).toBe('Water');
  });
});
