/**
 * The API's error body, as a schema: the web client's ApiError and the API tests' client are typed by it, and
 * the tests check every error reply against it. Its own module, not errors.ts: the import reports it names
 * would otherwise ride along into every web chunk that turns a zod error into field keys (`fieldErrors`).
 */
import { z } from 'zod';
import { importReportSchema } from './catalogue/ingredients.schema.ts';
import { ruleImportReportSchema } from './compliance/compliance.admin.schema.ts';
import { ERROR_CODES, VERSIONED_RECORDS } from './errors.ts';
import { recipeImportReportSchema } from './recipes/recipes.schema.ts';

/**
 * Every error answer of the API (the server's error handler: `{ ...extra, code, message, fields }`); the
 * extras are the ones the server's refusals send, each with its own code. The API tests check every error
 * reply against it, unknown keys refused (test/harness.ts).
 */
export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** field path (dot-joined) → translation key of the problem */
  fields: z.record(z.string(), z.string()).optional(),
  /** 409 CHANGED_MEANWHILE: which record was saved by someone else meanwhile */
  record: z.enum(VERSIONED_RECORDS).optional(),
  /** 409 IN_USE: how many records of each kind still point at it (kinds with none left out) */
  usedBy: z.record(z.string(), z.number().int().positive()).optional(),
  /** 400 of an import: the columns the file's header lacks */
  missing: z.array(z.string()).optional(),
  /** 400 of an import's commit: nothing was imported; the report, as the preview gives it */
  report: z.union([recipeImportReportSchema, ruleImportReportSchema, importReportSchema]).optional(),
  /** 400 of a quantity out of bounds: a quote under the minimum order (`min`), a shipment over what is left (`max`) */
  min: z.number().optional(),
  max: z.number().optional(),
  /** 400 of a last shipment that is not what is left: how many units are */
  count: z.number().optional(),
  /** 409 REVISION_CONFLICT: the recipe's revision now */
  currentRevision: z.number().int().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
/** What a refusal sends besides its code, message and fields (AppError's `extra`). */
export type ApiErrorExtras = Omit<ApiErrorBody, 'code' | 'message' | 'fields'>;
