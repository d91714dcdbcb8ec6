import { describe, expect, it } from 'vitest';
import { containsPattern, termGrams } from './like.ts';

describe('containsPattern', () => {
  it("takes LIKE's wildcards and escape literally", () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('termGrams', () => {
  it('leaves a term with three ASCII letters or digits in a row to its trigrams', () => {
    expect(termGrams('cream')).toBeNull();
    expect(termGrams('코스메틱 1234')).toBeNull();
    expect(termGrams('bench-42@')).toBeNull();
  });

  it('looks a one-character term up by itself, any other by its distinct adjacent pairs', () => {
    expect(termGrams('세')).toEqual(['세']);
    expect(termGrams('%')).toEqual(['%']);
    expect(termGrams('세럼')).toEqual(['세럼']);
    expect(termGrams('수분세럼')).toEqual(['수분', '분세', '세럼']);
    expect(termGrams('ab')).toEqual(['ab']);
    expect(termGrams('a-b')).toEqual(['a-', '-b']);
    expect(termGrams('아아아')).toEqual(['아아']);
    // by code point, as PostgreSQL splits text: a character outside the BMP is one character
    expect(termGrams('😀a')).toEqual(['😀a']);
  });
});
