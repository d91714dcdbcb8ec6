import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHookAt } from '../test/render.tsx';
import { ApiError } from './api.ts';
import { useFormSend } from './form.ts';

const formStub = () => ({ setErrors: vi.fn() });

describe('useFormSend', () => {
  it('is busy while the work runs and has no error after it succeeded', async () => {
    const form = formStub();
    const { result } = renderHookAt(() => useFormSend(form));
    let finish!: () => void;
    let sending!: Promise<void>;
    act(() => {
      sending = result.current.send(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await sending;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
    expect(form.setErrors).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the form, translated, and leaves the form's line empty", async () => {
    const form = formStub();
    const { result } = renderHookAt(() => useFormSend(form));
    await act(() => result.current.send(() => Promise.reject(new ApiError(400, 'VALIDATION', 'bad', { email: 'errors.email' }))));
    expect(form.setErrors).toHaveBeenCalledWith({ email: expect.stringMatching(/e-mail/i) });
    expect(result.current.error).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it("says any other error in the form's line, and clears it on the next send", async () => {
    const { result } = renderHookAt(() => useFormSend(formStub()));
    await act(() => result.current.send(() => Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS', 'no'))));
    expect(result.current.error).toMatch(/password/i);
    await act(() => result.current.send(() => Promise.resolve()));
    expect(result.current.error).toBeNull();
  });

  it('lets the form answer an error itself first', async () => {
    const form = formStub();
    const handle = vi.fn((err: unknown) => err instanceof ApiError && err.code === 'WRONG_PASSWORD');
    const { result } = renderHookAt(() => useFormSend(form));
    await act(() =>
      result.current.send(() => Promise.reject(new ApiError(400, 'WRONG_PASSWORD', 'no', { currentPassword: 'x' })), {
        handle,
      }),
    );
    expect(handle).toHaveBeenCalledOnce();
    expect(form.setErrors).not.toHaveBeenCalled();
    expect(result.current.error).toBeNull();
  });

  it('starts with what the page already knows went wrong', () => {
    const { result } = renderHookAt(() => useFormSend(formStub(), 'The link has expired.'));
    expect(result.current.error).toBe('The link has expired.');
  });
});
