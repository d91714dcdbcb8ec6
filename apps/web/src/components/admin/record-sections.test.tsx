import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { renderUi } from '../../test/render.tsx';
import { useRecordForm } from './record-form.tsx';
import { DescriptionImagesSections, type DescribedValues } from './record-sections.tsx';

const schema = z.object({
  descriptionKo: z.string(),
  descriptionEn: z.string().max(10),
  imageIds: z.array(z.string()).max(1, 'errors.tooBig'),
});
const toInput = (v: DescribedValues & { code: string }) => ({
  descriptionKo: v.descriptionKo,
  descriptionEn: v.descriptionEn,
  imageIds: v.images.map((i) => i.id),
});
const image = (id: string): FileRef => ({ id, url: `/files/${id}.png`, name: `${id}.png` }) as FileRef;

function Sections({ images, onBusyChange }: { images: FileRef[]; onBusyChange: (busy: boolean) => void }) {
  const form = useRecordForm(schema, toInput, { code: 'B-1', descriptionKo: '펌프', descriptionEn: '', images });
  return (
    <form onSubmit={form.onSubmit(() => {})}>
      <DescriptionImagesSections
        form={form}
        textarea={{ minRows: 3, maxLength: 5000 }}
        maxImages={2}
        onBusyChange={onBusyChange}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('DescriptionImagesSections', () => {
  it('edits the description in both languages, each marked with its language', async () => {
    const { user } = renderUi(<Sections images={[]} onBusyChange={vi.fn()} />);
    expect(screen.getByRole('heading', { name: admin.adminKit.sectionDescriptions })).toBeVisible();
    const koText = screen.getByRole('textbox', { name: admin.adminKit.descriptionKo });
    const enText = screen.getByRole('textbox', { name: admin.adminKit.descriptionEn });
    expect(koText).toHaveValue('펌프');
    expect(koText).toHaveAttribute('lang', 'ko');
    expect(enText).toHaveAttribute('lang', 'en');
    expect(enText).toHaveAttribute('maxlength', '5000');
    await user.type(enText, 'A pump bottle');
    await user.tab();
    expect(enText).toHaveValue('A pump bottle');
    expect(enText).toHaveAccessibleDescription(en.errors.tooLong);
  });

  it('shows the images with the first as the cover, and the schema’s image problem under them', async () => {
    const { user } = renderUi(<Sections images={[image('a'), image('b')]} onBusyChange={vi.fn()} />);
    expect(screen.getByRole('heading', { name: admin.adminKit.sectionImages })).toBeVisible();
    expect(screen.getByText(admin.adminCatalogue.subMaterials.cover)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.errors.tooBig)).toBeVisible();
    expect(screen.getByRole('img', { name: 'a.png' })).toBeVisible();
  });
});
