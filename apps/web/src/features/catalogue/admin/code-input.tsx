import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** A code or a slug, typed as it is stored: in the monospace face, with no spelling check. */
export function CodeInput(props: ComponentProps<typeof TextInput>) {
  return <TextInput styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} spellCheck={false} {...props} />;
}
