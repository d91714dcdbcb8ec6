import type { z } from 'zod';

/**
 * Stable error codes. The server answers `{ code, message, fields? }` (and a refusal's extras: api-error.ts); the client translates
 * `code` (and each field's message, which is itself a translation key) — never the English text.
 */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'CSRF',
  'POLICY_OUTDATED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'EMAIL_NOT_VERIFIED',
  'SUSPENDED',
  'NOT_ADMIN',
  'INVALID_TOKEN',
  'WRONG_PASSWORD',
  'IN_USE',
  /** a recipe was saved by someone else since the revision the editor started from */
  'REVISION_CONFLICT',
  /** the record was saved by someone else since the version the screen started from (extra `record` names it) */
  'CHANGED_MEANWHILE',
  /** the request line or headers are over the server's limit (431/414): e.g. a search of thousands of characters */
  'REQUEST_TOO_LONG',
  /** the record's state machine does not allow this action now, or not to this user */
  'TRANSITION_NOT_ALLOWED',
  /** the quote's validity date has passed */
  'QUOTE_EXPIRED',
  /** shop: the product is not on sale (sold out) or the option has fewer units than asked for */
  'OUT_OF_STOCK',
  /** payments: the confirm's amount or paymentKey is not this payment's (nothing was charged) */
  'PAYMENT_MISMATCH',
  /** payments: the gateway refused to capture (declined card, expired window …) */
  'PAYMENT_DECLINED',
  /** payments: what it paid for can no longer be paid (a purchase whose reservation ran out, a cancelled order) */
  'PAYMENT_NOT_PAYABLE',
  /** payments: the gateway could not be reached or answered nonsense; nothing was recorded */
  'GATEWAY_ERROR',
  /** users: staff cannot demote or suspend themselves */
  'SELF_CHANGE',
  /** users: the last active admin cannot be demoted or suspended */
  'LAST_ADMIN',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What a stale save names (409 CHANGED_MEANWHILE's `record`): the web says "Someone changed this <record> in
 * the meantime" in the user's language (`changedMeanwhile.<record>`).
 */
export const VERSIONED_RECORDS = [
  'ingredient',
  'packaging',
  'material',
  'term',
  'notice',
  'irPost',
  'boardPost',
  'boardCategory',
  'comment',
  'address',
  'product',
  'rule',
  'composition',
  'recipe',
  'policy',
  // a state transition from a version the screen no longer shows (workflow.ts `staleVersion`)
  'sample',
  'quote',
  'order',
  'purchase',
  'inquiry',
  'partnership',
  // a refund decided on an amount refunded since (payments.service.ts)
  'payment',
] as const;
export type VersionedRecord = (typeof VERSIONED_RECORDS)[number];

/** Turns a zod error into `{ 'a.b': 'errors.key' }`, first problem per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = issueKey(issue);
  }
  return out;
}

type IssueLike = { code: string; message: string; origin?: unknown; input?: unknown };

/** The translation key for one problem: the schema's own key, or one derived from its kind. */
export function issueKey(issue: IssueLike): string {
  // the common messages (errors.*) or a string group's own (shop.errors.*: loaded only with its screens)
  if (/^(?:[a-z]+\.)?errors\./.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? 'errors.tooShort' : 'errors.tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'errors.tooLong' : 'errors.tooBig';
    case 'invalid_type':
      return issue.input === undefined ? 'errors.required' : 'errors.invalidType';
    case 'invalid_format':
      return 'errors.invalidFormat';
    case 'invalid_value':
      return 'errors.invalidValue';
    case 'unrecognized_keys':
      return 'errors.unknownField';
    default:
      return 'errors.invalid';
  }
}
