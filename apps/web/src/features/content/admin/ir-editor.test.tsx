import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import admin from '../../../i18n/admin.en.json';
import { renderUi } from '../../../test/render.tsx';
import { IrEditor } from './ir-editor.tsx';

// Issue 23 item 9: the IR form starred its optional summary. The star marks what must be given (the
// PDFs), not the summary.
const ir = admin.adminContent.ir;
/** whether the label with `text` carries Mantine's required star */
const starred = (text: string) => {
  const label = screen.getByText(text, { selector: 'label, div, p' });
  return label.querySelector('.mantine-InputWrapper-required') !== null;
};

describe('the IR disclosure form', () => {
  it('stars the PDFs, not the optional summary', async () => {
    renderUi(<IrEditor id="new" onDone={() => {}} onDirtyChange={() => {}} />);
    await screen.findByText(ir.summary, { selector: 'label, div, p' });
    expect(starred(ir.documents)).toBe(true);
    expect(starred(ir.summary)).toBe(false);
  });
});
