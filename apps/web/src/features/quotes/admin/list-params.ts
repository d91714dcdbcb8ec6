import { QUOTE_STATES, type QuoteState } from '@formulab/shared/quotes/quotes.states';
import { pageSizeOf, useUrlParams } from '../../../components/admin/index.ts';
import type { AdminQuoteFilters } from './admin-api.ts';

type Key = 'q' | 'state' | 'size' | 'id';
export type ListPatch = Partial<Record<Key, string | number | null>>;

const DEFAULTS = { size: '25' };

/** The queue's filters in the URL (shareable, reloadable): search, state, page size; the open quote is `?id=`. */
export function useQuoteListParams() {
  const [params, set] = useUrlParams(DEFAULTS);
  const update: (patch: ListPatch, replace?: boolean) => void = set;
  const raw = params.get('state');
  const state = {
    q: params.get('q') ?? '',
    state: (QUOTE_STATES as readonly string[]).includes(raw ?? '') ? (raw as QuoteState) : undefined,
    size: pageSizeOf(params.get('size'), 25),
    id: params.get('id'),
  };
  const filtered = Boolean(state.q || state.state);
  const clear = () => update({ q: null, state: null });
  return { ...state, filtered, update, clear };
}

export type QuoteListParams = ReturnType<typeof useQuoteListParams>;

export function listFilters(p: QuoteListParams, cursor: string | undefined): AdminQuoteFilters {
  return { q: p.q || undefined, state: p.state, limit: p.size, cursor };
}
