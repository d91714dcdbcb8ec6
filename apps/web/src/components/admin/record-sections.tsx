import type { TextareaProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { useTranslation } from '../../i18n/react.ts';
import { FormSection } from './form-section.tsx';
import { ImageUploader } from './image-uploader.tsx';
import { KoEnTextareas } from './ko-en-textareas.tsx';

/** The fields a record with a shop-window description and photos keeps in its form. */
export type DescribedValues = { descriptionKo: string; descriptionEn: string; images: FileRef[] };

/**
 * A record form's last two sections, the same for a packaging item and a shop product: its description
 * in Korean and English, then its images (the first is the cover; the server names an image problem
 * `imageIds`). `textarea` sizes the descriptions; `onBusyChange` holds the save while uploads run.
 */
export function DescriptionImagesSections<V extends DescribedValues>({
  form,
  textarea,
  maxImages,
  onBusyChange,
}: {
  form: UseFormReturnType<V>;
  textarea: Pick<TextareaProps, 'minRows' | 'maxRows' | 'maxLength'>;
  maxImages?: number;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  // the generic form cannot name its own fields' paths; these three are in every V
  const described = form as unknown as UseFormReturnType<DescribedValues>;
  return (
    <>
      <FormSection title={t('adminKit.sectionDescriptions')}>
        <KoEnTextareas
          labels={[t('adminKit.descriptionKo'), t('adminKit.descriptionEn')]}
          ko={described.getInputProps('descriptionKo')}
          en={described.getInputProps('descriptionEn')}
          autosize
          {...textarea}
        />
      </FormSection>
      <FormSection title={t('adminKit.sectionImages')}>
        <ImageUploader
          value={described.values.images}
          onChange={(update) => described.setFieldValue('images', update)}
          error={described.errors.imageIds}
          max={maxImages}
          onBusyChange={onBusyChange}
        />
      </FormSection>
    </>
  );
}
