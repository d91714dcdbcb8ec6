import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { oneOf, pageSizeOf, useCursorPages, useUrlParams } from '../admin/index.ts';

type Patch = Partial<Record<string, string | number | null>>;

/** A staff queue's filters besides search and state: each name with the values the URL may hold. */
type Choices = Readonly<Record<string, readonly string[]>>;

/** What a queue's URL says, typed by its states, its choice filters and its sorts. */
export type QueueParams<S extends string, C extends Choices = Record<never, never>, O extends string = never> = {
  /** the queue's states (its tabs) */
  states: readonly S[];
  q: string;
  state: S | undefined;
  /** each choice filter's value, or undefined for "any" */
  choices: { [K in keyof C]: C[K][number] | undefined };
  /** the sort (the first of `sorts` when the URL names none or another) */
  sort: O;
  size: number;
  /** the record open in the drawer */
  id: string | null;
  /** a search or a filter is on (the empty state offers to clear them) */
  filtered: boolean;
  clear(): void;
  /** `id` sets the drawer's record whatever the queue's own URL key for it */
  update(patch: Patch, replace?: boolean): void;
};

const pick = <T extends string>(allowed: readonly T[], v: string | null): T | undefined =>
  (allowed as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

const NO_CHOICES = {};
const NO_SORTS: readonly never[] = [];

/**
 * A staff queue's filters in the URL (shareable, reloadable): search `q`, `state`, the area's choice
 * filters (`payment`, `category`, …), `sort`, page `size`, and the open record (`?id=`, or the area's own
 * key: purchases are opened by `?purchase=` from notifications). A value the URL holds that is not one of
 * the allowed ones is ignored: a URL is typed by hand and may say anything.
 */
export function useQueueParams<S extends string, C extends Choices = Record<never, never>, O extends string = never>(o: {
  states: readonly S[];
  choices?: C;
  sorts?: readonly O[];
  /** the URL key of the open record (default `id`) */
  idKey?: string;
  /** set with the patch whenever the drawer closes (a view the queue lives in) */
  onClose?: Patch;
}): QueueParams<S, C, O> {
  const sorts = o.sorts ?? NO_SORTS;
  const choicesOf = o.choices ?? (NO_CHOICES as C);
  const idKey = o.idKey ?? 'id';
  const [params, set] = useUrlParams(sorts.length ? { size: '25', sort: sorts[0]! } : { size: '25' });
  const choices = Object.fromEntries(
    Object.entries(choicesOf).map(([k, allowed]) => [k, pick(allowed, params.get(k))]),
  ) as QueueParams<S, C, O>['choices'];
  const state = pick(o.states, params.get('state'));
  const q = params.get('q') ?? '';
  const update = (patch: Patch, replace?: boolean) => {
    const { id, ...rest } = patch;
    if (id === undefined) return set(rest, replace);
    set({ ...rest, [idKey]: id, ...(id === null ? o.onClose : {}) }, replace);
  };
  const cleared = Object.fromEntries([['q', null], ['state', null], ...Object.keys(choicesOf).map((k) => [k, null])]);
  return {
    states: o.states,
    q,
    state,
    choices,
    sort: (sorts.length ? oneOf(sorts, params.get('sort'), sorts[0]!) : undefined) as O,
    size: pageSizeOf(params.get('size'), 25),
    id: params.get(idKey),
    filtered: Boolean(q || state || Object.values(choices).some(Boolean)),
    clear: () => update(cleared),
    update,
  };
}

/** The list filters a queue's params send: search, state, choices, sort, page size and the page's cursor. */
export function queueFilters<S extends string, C extends Choices, O extends string>(
  p: QueueParams<S, C, O>,
  cursor: string | undefined,
) {
  return {
    q: p.q || undefined,
    state: p.state,
    ...p.choices,
    ...(p.sort === undefined ? {} : { sort: p.sort }),
    limit: p.size,
    cursor,
  };
}

/** A page of a queue as the kit needs it: its counts per state on the first page (null on later ones). */
type CountedPage<S extends string> = { counts: Record<S, number> | null };

/**
 * A queue's pages: the cursors visited (reset when the filters change), the page shown, and the tabs'
 * counts — a later page carries none, so the tabs keep the first page's (cached, or asked for once);
 * `uncounted` when the first page came without them (a search past SEARCH_COUNT_CAP); with the
 * `params` they follow, all that StaffQueueScreen needs.
 */
export function useQueueList<
  S extends string,
  D extends CountedPage<S>,
  K extends QueryKey,
  P extends Pick<QueueParams<S>, 'q' | 'state' | 'size'> & { choices: object; sort: unknown },
>(params: P, query: (cursor: string | undefined) => UseQueryOptions<D, Error, D, K>) {
  const pages = useCursorPages(JSON.stringify([params.q, params.state, params.choices, params.sort, params.size]));
  const list = useQuery(query(pages.cursor));
  const first = useQuery({ ...query(undefined), enabled: Boolean(pages.cursor) });
  const counts = list.data?.counts ?? first.data?.counts ?? undefined;
  const firstPage = pages.cursor ? first.data : list.data;
  return { params, pages, list, counts, uncounted: firstPage?.counts === null };
}
