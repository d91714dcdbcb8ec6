/**
 * pdfkit and exceljs, loaded the first time a PDF or a workbook is made rather than at every start:
 * together they cost about a second of CPU to import (0.45 s and 0.55 s here), a quarter of a
 * server's start-up, paid by every instance, restart and test process that never makes either.
 */
import type PDFKitDocument from 'pdfkit';
import type ExcelJSModule from 'exceljs';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

export const loadPdfKit: () => Promise<typeof PDFKitDocument> = once(async () => (await import('pdfkit')).default);
export const loadExcelJs: () => Promise<typeof ExcelJSModule> = once(async () => (await import('exceljs')).default);
