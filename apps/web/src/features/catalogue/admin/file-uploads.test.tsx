import { screen } from '@testing-library/react';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { describe, expect, it, vi } from 'vitest';
import admin from '../../../i18n/admin.en.json';
import { renderUi } from '../../../test/render.tsx';
import { DocumentUploads, ImageUploads } from './file-uploads.tsx';

const f = admin.adminCatalogue.files;
const file = (over: Partial<FileRef>): FileRef => ({
  id: '0b9c7d1e-2f3a-4b5c-8d6e-7f8091a2b3c4',
  kind: 'image',
  docKind: null,
  name: 'front.jpg',
  mime: 'image/jpeg',
  size: 120_000,
  url: '/files/front.jpg',
  thumbUrl: null,
  width: null,
  height: null,
  display: null,
  ...over,
});
const front = file({});
const side = file({ id: '0b9c7d1e-2f3a-4b5c-8d6e-7f8091a2b3c5', name: 'side.jpg', url: '/files/side.jpg' });
const spec = file({ kind: 'document', docKind: 'spec', name: 'spec.pdf', mime: 'application/pdf', url: '/files/spec.pdf' });

/** What the form's list becomes after the updater the component hands over. */
const applied = (onChange: ReturnType<typeof vi.fn>, prev: FileRef[]) =>
  (onChange.mock.calls.at(-1)![0] as (p: FileRef[]) => FileRef[])(prev);

describe('ImageUploads and DocumentUploads', () => {
  it('takes the named image off the list, and says the field’s error', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<ImageUploads value={[front, side]} onChange={onChange} error="At most 8 images" />);
    await user.click(screen.getByRole('button', { name: `${f.remove}: side.jpg` }));
    expect(applied(onChange, [front, side])).toEqual([front]);
    expect(screen.getByRole('alert')).toHaveTextContent('At most 8 images');
  });

  it('takes the named document off the list, with no error said when there is none', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<DocumentUploads value={[spec]} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: `${f.remove}: spec.pdf` }));
    expect(applied(onChange, [spec])).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
