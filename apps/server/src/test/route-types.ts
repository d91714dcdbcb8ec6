/**
 * The types of an API test's call, read from the route contract (routes.gen.ts, decision 0030): the
 * route is found from the method and the path's type, so `` `/api/ingredients/${id}` `` reads as
 * GET /api/ingredients/:id, its answer as that route's success schema's output and the body it sends as
 * its body schema's input. A read of a field the route does not return, or a body its schema does not
 * take, does not compile.
 */
import type { ApiErrorBody } from '@formulab/shared/api-error';
import type { RequestTable, RouteTable } from './routes.gen.ts';

/** The methods some route answers (`GET`, `POST`, `PUT`, `PATCH`, `DELETE`). */
export type Method = keyof RouteTable;

/**
 * What an error answer holds (the shared `apiErrorSchema`: plugins/errors.ts sends `{ ...extra, code, message,
 * fields }`), readable on every answer so a test reads it after a 4xx without a cast. The scalars are optional;
 * the objects are typed as present, so `res.body.fields.name` compiles, and throws (failing the test) when the
 * answer has none. An import commit's `report` is the route's own success answer (it refuses with the report
 * its preview gives).
 */
export type ErrorFields<Success = unknown> = Partial<Omit<ApiErrorBody, ErrorObjects>> &
  Required<Pick<ApiErrorBody, Exclude<ErrorObjects, 'report'>>> & { report: Success };
type ErrorObjects = 'fields' | 'usedBy' | 'missing' | 'report';

/** `/api/x/:id/pdf` → `/api/x/${string}/pdf` (a `*` wildcard: anything). */
type Template<U extends string> = U extends `${infer H}:${infer Rest}`
  ? Rest extends `${string}/${infer T}`
    ? `${H}${string}/${Template<T>}`
    : `${H}${string}`
  : U extends `${infer H}*`
    ? `${H}${string}`
    : U;

/** The number of `/`-separated segments: a parameter matches one segment, not several. */
type Segments<P extends string, N extends 0[] = []> = P extends `${string}/${infer R}` ? Segments<R, [...N, 0]> : N['length'];
/** A pattern's segment count; a `*` wildcard matches any number. */
type PatternSegments<U extends string> = U extends `${string}*` ? number : Segments<U>;

/** The path without its query or fragment. */
type PathPart<P extends string> = P extends `${infer B}?${string}` ? B : P extends `${infer B}#${string}` ? B : P;

/** The area a path or pattern belongs to (`ingredients`, `admin/ingredients`): each call searches its area only. */
type AreaOf<P extends string> = P extends `/api/admin/${infer A}/${string}`
  ? `admin/${A}`
  : P extends `/api/admin/${infer A}`
    ? `admin/${A}`
    : P extends `/api/${infer A}/${string}`
      ? A
      : P extends `/api/${infer A}`
        ? A
        : '';

/** The patterns of area key union `K` the path matches with as many segments (keys, so both tables share the work). */
type Matches<B extends string, K extends string> = {
  [U in K]: B extends Template<U> ? (Segments<B> extends PatternSegments<U> ? U : never) : never;
}[K];

/**
 * Of several matches, the most specific, as the router prefers a literal segment to a parameter:
 * `/api/x/${string}/order` matches `/api/x/:kind/order` rather than `/api/x/:kind/:id`.
 */
type MostSpecific<U extends string> = {
  [K in U]: [
    Exclude<U, K> extends infer O extends string
      ? O extends U
        ? Template<O> extends Template<K>
          ? Template<K> extends Template<O>
            ? never
            : O
          : never
        : never
      : never,
  ] extends [never]
    ? K
    : never;
}[U];

/**
 * The body a test reads: the route's success answer with the error fields; only the error fields for a 204
 * (`noContentSchema`: no body); its text or the error fields for a route that declares no success schema (a
 * file, better-auth's); `unknown` when no route matches.
 */
export type ResponseBody<M extends string, P extends string> = M extends Method
  ? string extends P
    ? unknown
    : PathBody<M, PathPart<P>> extends infer Body
      ? [Body] extends [never]
        ? unknown
        : Body
      : never
  : unknown;

/**
 * One path's body, `never` when no route matches: a union of paths (a helper's `'/api/x' | '/api/admin/x'`)
 * is taken one by one, and reads as the bodies of those that match.
 */
type PathBody<M extends Method, B extends string> = B extends string
  ? Lookup<RouteTable, M, B> extends infer E
    ? [E] extends [never]
      ? never
      : WithErrors<E>
    : never
  : never;

/**
 * The entry of table `T` (RouteTable or RequestTable: grouped alike) for the route the path names, among its
 * area's patterns; `never` when none matches.
 */
type Lookup<T extends Record<Method, object>, M extends Method, B extends string> = B extends string
  ? AreaOf<B> extends infer A extends keyof T[M]
    ? T[M][A] extends infer R
      ? Matches<B, keyof R & string> extends infer U extends string
        ? [U] extends [never]
          ? never
          : R[MostSpecific<U> & keyof R]
        : never
      : never
    : never
  : never;

/**
 * The body a test sends: the route's body schema's input (`z.input`); `undefined` for a GET or DELETE that
 * declares none; anything for a POST, PUT or PATCH without one (an upload, a webhook, better-auth's) or when no
 * route matches. A body the schema refuses on purpose goes through `invalid(…)` (harness.ts).
 */
export type RequestBody<M extends string, P extends string> = M extends Method
  ? string extends P
    ? unknown
    : Lookup<RequestTable, M, PathPart<P>> extends infer E
      ? [E] extends [never]
        ? unknown
        : E
      : never
  : unknown;

/**
 * A route without a success schema answers a file or text (a CSV, a PDF) or the error body: `string &
 * ErrorFields`, so a test reads its text or its error without a cast. A 204 (`null` in the contract) answers
 * no body or the error body: `ErrorFields`.
 */
type WithErrors<B> = unknown extends B
  ? string & ErrorFields
  : [B] extends [null]
    ? ErrorFields
    : B extends object
      ? B & ErrorFields<B>
      : B;
