import { SimpleGrid, Textarea, type TextareaProps } from '@mantine/core';

type FieldProps = Omit<TextareaProps, 'label' | 'lang'>;

/**
 * One text in Korean and in English, side by side on wide screens (a record's descriptions): each
 * textarea is marked with its language, `ko` and `en` are the fields' own props (`form.getInputProps`),
 * the rest is said once for both.
 */
export function KoEnTextareas({
  labels,
  ko,
  en,
  ...shared
}: FieldProps & { labels: readonly [ko: string, en: string]; ko: FieldProps; en: FieldProps }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Textarea label={labels[0]} lang="ko" {...shared} {...ko} />
      <Textarea label={labels[1]} lang="en" {...shared} {...en} />
    </SimpleGrid>
  );
}
