import { describe, expect, it } from 'vitest';
import { josa, particle } from './josa.ts';

describe('josa', () => {
  it('follows a Hangul syllable’s final consonant', () => {
    expect(josa('견적서', '을/를')).toBe('견적서를');
    expect(josa('주문', '을/를')).toBe('주문을');
    expect(josa('샘플', '은/는')).toBe('샘플은');
    expect(josa('배송지', '이/가')).toBe('배송지가');
    expect(josa('로트', '과/와')).toBe('로트와');
    expect(josa('원료', '와/과')).toBe('원료와');
  });

  it('treats ㄹ as a vowel before 으로/로 only', () => {
    expect(josa('서울', '으로/로')).toBe('서울로');
    expect(josa('부산', '으로/로')).toBe('부산으로');
    expect(josa('대한통운', '으로/로')).toBe('대한통운으로');
    expect(josa('우체국택배', '으로/로')).toBe('우체국택배로');
    expect(josa('서울', '을/를')).toBe('서울을');
  });

  it('reads digits, round numbers and won amounts as Korean says them', () => {
    expect(josa('FL-001', '을/를')).toBe('FL-001을'); // 일
    expect(josa('Q-2026-0002', '이/가')).toBe('Q-2026-0002가'); // 이
    expect(josa('10', '은/는')).toBe('10은'); // 십
    expect(josa('PO-7', '으로/로')).toBe('PO-7로'); // 칠
    expect(josa('₩8,700,000', '이/가')).toBe('₩8,700,000이'); // 원
    expect(josa('3,000원', '을/를')).toBe('3,000원을');
  });

  it('reads Latin words and spelled-out capitals', () => {
    expect(josa('QC', '을/를')).toBe('QC를'); // 큐씨
    expect(josa('HTML', '은/는')).toBe('HTML은'); // 엘
    expect(josa('CJ대한통운', '으로/로')).toBe('CJ대한통운으로');
    expect(josa('cream', '을/를')).toBe('cream을');
    expect(josa('toner', '을/를')).toBe('toner를');
    expect(josa('FedEx', '으로/로')).toBe('FedEx로');
    expect(josa('UPS', '으로/로')).toBe('UPS로');
    expect(josa('gel', '으로/로')).toBe('gel로');
  });

  it('looks past closing quotes and brackets', () => {
    expect(particle('‘바디로션 보틀’', '을/를')).toBe('을');
    expect(particle('바디로션 (보틀)', '이/가')).toBe('이');
  });

  it('keeps both forms when the sound cannot be told', () => {
    expect(particle('', '을/를')).toBe('을(를)');
    expect(particle('😀', '으로/로')).toBe('(으)로');
    expect(particle('甘油', '이/가')).toBe('이(가)');
  });
});
