import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { PrintPage, usePrintStyles } from './print-page.tsx';

// the test DOM applies a `media="print"` stylesheet as if on screen: the toolbar counts as hidden
const toolbar = { hidden: true } as const;
const printStyles = () => [...document.head.querySelectorAll('style[media="print"]')];

function Sheet({ ready }: { ready: boolean }) {
  usePrintStyles();
  return (
    <PrintPage
      back={{ to: '/records/1', label: 'Back to the record' }}
      printLabel="Print"
      actions={<a href="/records/1.pdf">PDF</a>}
      sheet={ready ? <article aria-label="the sheet">sheet</article> : null}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('PrintPage', () => {
  it('prints the sheet, with the way back and the extra actions beside Print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderUi(<Sheet ready />);
    expect(screen.getByRole('article', { name: 'the sheet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the record', ...toolbar })).toHaveAttribute('href', '/records/1');
    expect(screen.getByRole('link', { name: 'PDF', ...toolbar })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print', ...toolbar }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('keeps Print off while the sheet loads', () => {
    renderUi(<Sheet ready={false} />);
    expect(screen.getByRole('button', { name: 'Print', ...toolbar })).toBeDisabled();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('adds the print stylesheet while shown and takes it away after', () => {
    const { unmount } = renderUi(<Sheet ready />);
    expect(printStyles()).toHaveLength(1);
    expect(printStyles()[0]?.textContent).toContain('[data-print-hide]');
    unmount();
    expect(printStyles()).toHaveLength(0);
  });
});
