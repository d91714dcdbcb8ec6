import type { TFunction } from '../../i18n/index.ts';
import type { z } from 'zod';
import { fieldErrors } from '@formulab/shared/errors';
import { numberOrRefused } from '../../lib/number-text.ts';

/**
 * @mantine/form validation from the shared schema, through a mapping from form values (where an
 * empty number field is '') to the schema's input. An empty required number reads "required"
 * rather than "enter a number".
 */
export function schemaValidator<V, I>(schema: z.ZodType, toInput: (values: V) => I, t: TFunction) {
  return (values: V): Record<string, string> => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    const errors = fieldErrors(result.error);
    return Object.fromEntries(
      Object.entries(errors).map(([path, key]) => [
        path,
        t(key === 'errors.number' && valueAt(values, path) === '' ? 'errors.required' : key),
      ]),
    );
  };
}

function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), values);
}

/**
 * A NumberField value ('' when empty, the text of a refused entry) as the schema expects it: a number,
 * undefined when empty, NaN when refused (the schema refuses it, so it is never sent). Commas are never
 * stripped here: "1,5" was read as 15 this way (issue 23).
 */
export const num = numberOrRefused;
