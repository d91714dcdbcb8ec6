import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

// the editor (tiptap) is its own chunk, downloaded only when somebody writes
const RichTextEditorField = lazy(() => import('./rich-text-editor.tsx'));

/** What the field reads and writes of its form (a Mantine form with a `body`). */
type BodyForm = {
  values: { body: string };
  errors: Record<string, ReactNode>;
  setFieldValue: (path: 'body', value: string) => void;
};

/**
 * A form's rich-text `body`: the editor, loaded when the form first shows it (`fallback` meanwhile),
 * bound to the form's value and error.
 */
export function RichBodyField({
  form,
  fallback,
  ...props
}: Omit<ComponentProps<typeof RichTextEditorField>, 'value' | 'onChange' | 'error'> & { form: BodyForm; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <RichTextEditorField
        {...props}
        value={form.values.body}
        onChange={(html) => form.setFieldValue('body', html)}
        error={form.errors.body as string | undefined}
      />
    </Suspense>
  );
}
