import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { RecordSection } from './record-section.tsx';

describe('RecordSection', () => {
  it('is a section named by its heading, with the aside on the heading line', () => {
    renderUi(
      <RecordSection title="Tax invoices" aside={<button type="button">Make one out</button>} testId="invoices">
        <p>No invoice yet</p>
      </RecordSection>,
    );
    const section = screen.getByRole('region', { name: 'Tax invoices' });
    expect(section).toBe(screen.getByTestId('invoices'));
    expect(screen.getByRole('heading', { level: 2, name: 'Tax invoices' })).toBeInTheDocument();
    expect(section).toContainElement(screen.getByRole('button', { name: 'Make one out' }));
    expect(section).toHaveTextContent('No invoice yet');
  });
});
