import { SAMPLE_STATES, type SampleState } from '@formulab/shared/samples/samples.states';
import { pageSizeOf, useUrlParams } from '../../../components/admin/index.ts';
import type { AdminSampleFilters } from './admin-api.ts';

type Key = 'q' | 'state' | 'size' | 'id';
export type ListPatch = Partial<Record<Key, string | number | null>>;

const DEFAULTS = { size: '25' };

/** The queue's filters in the URL (shareable, reloadable): search, state, page size; the open request is `?id=`. */
export function useSampleListParams() {
  const [params, set] = useUrlParams(DEFAULTS);
  const update: (patch: ListPatch, replace?: boolean) => void = set;
  const raw = params.get('state');
  const state = {
    q: params.get('q') ?? '',
    state: (SAMPLE_STATES as readonly string[]).includes(raw ?? '') ? (raw as SampleState) : undefined,
    size: pageSizeOf(params.get('size'), 25),
    id: params.get('id'),
  };
  const filtered = Boolean(state.q || state.state);
  const clear = () => update({ q: null, state: null });
  return { ...state, filtered, update, clear };
}

export type SampleListParams = ReturnType<typeof useSampleListParams>;

export function listFilters(p: SampleListParams, cursor: string | undefined): AdminSampleFilters {
  return { q: p.q || undefined, state: p.state, limit: p.size, cursor };
}
