import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { Segmented } from './segmented.tsx';

function Choice() {
  const [value, setValue] = useState<'ko' | 'en'>('ko');
  return (
    <Segmented
      aria-label="Language"
      value={value}
      onChange={setValue}
      data={[
        { value: 'ko', label: '한국어' },
        { value: 'en', label: 'English' },
      ]}
    />
  );
}

afterEach(cleanup);

describe('Segmented', () => {
  it('is a named radio group: a click on a label or an arrow key changes the choice', async () => {
    const { user } = renderUi(<Choice />);
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    const ko = screen.getByRole('radio', { name: '한국어' });
    const en = screen.getByRole('radio', { name: 'English' });
    expect(group.contains(ko)).toBe(true);
    expect(ko).toBeChecked();

    await user.click(screen.getByText('English'));
    expect(en).toBeChecked();
    expect(ko).not.toBeChecked();
    expect(en.closest('label')).toHaveAttribute('data-active');
    expect(ko.closest('label')).not.toHaveAttribute('data-active');

    await user.keyboard('{ArrowLeft}');
    expect(ko).toBeChecked();
  });
});
