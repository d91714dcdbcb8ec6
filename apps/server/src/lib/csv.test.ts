import { describe, expect, it } from 'vitest';
import { attachmentDisposition, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('BOM, header, CRLF, RFC 4180 quoting, formulas neutralised, numbers as numbers', () => {
    const csv = toCsv(
      ['a', 'b', 'c'],
      [
        ['x,y', 'say "hi"', 1.5],
        ['=SUM(A1)', null, -2],
        ['line\nbreak', '+1', undefined],
      ],
    );
    expect(csv).toBe('\ufeffa,b,c\r\n"x,y","say ""hi""",1.5\r\n\'=SUM(A1),,-2\r\n"line\nbreak",\'+1,\r\n');
  });
});

describe('attachmentDisposition', () => {
  const exact = (d: string) => decodeURIComponent(d.split("filename*=UTF-8''")[1]!);
  const ascii = (d: string) => /filename="([^"]*)"/.exec(d)![1];

  it('keeps a Korean name exactly (RFC 5987) with an ASCII fallback', () => {
    const d = attachmentDisposition('수분 크림 v2', 'csv', 'recipe');
    expect(exact(d)).toBe('수분 크림 v2.csv');
    expect(ascii(d)).toBe('v2.csv');
    expect(attachmentDisposition('온담 앰플', 'csv', 'recipe')).toContain('filename="recipe.csv"');
  });

  it('removes path separators, quotes and control characters; never empty', () => {
    const d = attachmentDisposition('../../etc/passwd "x"\r\n; y', 'csv', 'recipe');
    expect(exact(d)).toBe('.. .. etc passwd x ; y.csv');
    expect(ascii(d)).toBe('.. .. etc passwd x _ y.csv');
    expect(d).not.toMatch(/[\r\n]/);
    expect(ascii(attachmentDisposition('///', 'csv', 'recipe'))).toBe('recipe.csv');
    expect(exact(attachmentDisposition("it's (new)*", 'csv', 'r'))).toBe("it's (new).csv");
    expect(attachmentDisposition("it's (new)", 'csv', 'r')).toContain("filename*=UTF-8''it%27s%20%28new%29.csv");
  });
});
