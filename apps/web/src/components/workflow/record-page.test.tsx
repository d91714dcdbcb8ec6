import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { RecordPage } from './record-page.tsx';

describe('RecordPage', () => {
  it('heads the record with its reference and state, the subtitle’s parts joined, and shows its sections beside the timeline', () => {
    renderUi(
      <RecordPage
        subject="order"
        record={{ ref: 'O-000007', state: 'shipped', timeline: [] }}
        back={{ to: '/orders', label: 'All orders' }}
        subtitle={['Rose toner', 'rev. 3', 'Ordered 2 May']}
        above={<p>Next step</p>}
      >
        <section>Facts</section>
      </RecordPage>,
    );
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'O-000007' })).toBeInTheDocument();
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('Rose toner · rev. 3 · Ordered 2 May')).toBeInTheDocument();
    expect(screen.getByText('Next step')).toBeInTheDocument();
    expect(screen.getByText('Facts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
  });
});
