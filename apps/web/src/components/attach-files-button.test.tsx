import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { AttachFilesButton } from './attach-files-button.tsx';

describe('AttachFilesButton', () => {
  it('hands over the files picked', async () => {
    const onPick = vi.fn();
    const { user, container } = renderUi(
      <AttachFilesButton accept="application/pdf" onPick={onPick}>
        Attach files
      </AttachFilesButton>,
    );
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeEnabled();
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'application/pdf');
    const file = new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    expect(onPick).toHaveBeenCalledWith([file]);
  });

  it('is off while nothing more may be attached', () => {
    renderUi(
      <AttachFilesButton accept="application/pdf" onPick={() => {}} disabled>
        Attach files
      </AttachFilesButton>,
    );
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeDisabled();
  });
});
