import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { NextStepAlert } from './record-header.tsx';

describe('NextStepAlert', () => {
  it('says what comes next, keeping the line breaks of the text', () => {
    renderUi(
      <NextStepAlert color="blue" testId="quote-next-step">
        {'We are preparing your quote.\nYou will hear from us within two days.'}
      </NextStepAlert>,
    );
    const alert = screen.getByTestId('quote-next-step');
    expect(alert).toHaveTextContent('We are preparing your quote.');
    expect(alert.querySelector('[class*="message"]')).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });
});
