import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { deflatedZip } from '../test/zip.ts';
import { describe, expect, it } from 'vitest';
import { zipDeclaredSize } from './zip-guard.ts';

describe('zipDeclaredSize', () => {
  it('reads the uncompressed size of a real XLSX without inflating it', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('s');
    for (let i = 0; i < 200; i++) ws.addRow(['Aqua', 'x'.repeat(100), i]);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const size = zipDeclaredSize(buf)!;
    expect(size).toBeGreaterThan(buf.length); // it is compressed
    expect(size).toBeGreaterThan(20_000);
  });

  it('sees a highly compressed giant for what it is', async () => {
    const buf = deflatedZip({ 'xl/worksheets/sheet1.xml': Buffer.alloc(30 * 1024 * 1024, 'a') });
    expect(buf.length).toBeLessThan(200_000);
    expect(zipDeclaredSize(buf)).toBe(30 * 1024 * 1024);
  });

  it('the test helper writes archives that a ZIP reader opens', async () => {
    const zip = await JSZip.loadAsync(deflatedZip({ 'a.txt': 'hello', 'b/c.xml': Buffer.alloc(5000, 'x') }));
    expect(await zip.file('a.txt')!.async('string')).toBe('hello');
    expect((await zip.file('b/c.xml')!.async('nodebuffer')).length).toBe(5000);
  });

  it('answers null for bytes that are not a ZIP', () => {
    expect(zipDeclaredSize(Buffer.from('owner_email,recipe_name\n'))).toBeNull();
    expect(zipDeclaredSize(Buffer.alloc(0))).toBeNull();
  });
});
