import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recipeField } from './recipe-picker.tsx';

describe('recipeField', () => {
  it('binds the picker to the form’s recipeId: its value, a choice, and the check when it is left', () => {
    const { result } = renderHook(() =>
      useForm({
        mode: 'controlled',
        initialValues: { recipeId: '', quantity: 10 },
        validate: { recipeId: (v) => (v ? null : 'Choose a recipe') },
      }),
    );
    expect(recipeField(result.current).value).toBe('');
    act(() => recipeField(result.current).onBlur!());
    expect(recipeField(result.current).error).toBe('Choose a recipe');

    act(() => recipeField(result.current).onChange('r-1'));
    expect(recipeField(result.current).value).toBe('r-1');
    act(() => recipeField(result.current).onBlur!());
    expect(recipeField(result.current).error).toBeUndefined();
    expect(result.current.values.quantity).toBe(10);
  });
});
