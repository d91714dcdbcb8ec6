import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { KoEnTextareas } from './ko-en-textareas.tsx';

describe('KoEnTextareas', () => {
  it('marks each text with its language, gives both the shared props and each its own field', async () => {
    const onKo = vi.fn();
    const { user } = renderUi(
      <KoEnTextareas
        labels={['설명 (한국어)', 'Description (English)']}
        ko={{ value: '', onChange: onKo }}
        en={{ value: 'A pump bottle', onChange: () => {}, error: 'Too long' }}
        maxLength={5000}
      />,
    );
    const ko = screen.getByRole('textbox', { name: '설명 (한국어)' });
    const en = screen.getByRole('textbox', { name: 'Description (English)' });
    expect(ko).toHaveAttribute('lang', 'ko');
    expect(en).toHaveAttribute('lang', 'en');
    expect(ko).toHaveAttribute('maxlength', '5000');
    expect(en).toHaveAttribute('maxlength', '5000');
    expect(en).toHaveValue('A pump bottle');
    expect(en).toHaveAccessibleDescription('Too long');
    await user.type(ko, '펌프');
    expect(onKo).toHaveBeenCalled();
  });
});
