import {
  INQUIRY_CATEGORIES,
  INQUIRY_SORTS,
  PARTNERSHIP_SORTS,
  PARTNERSHIP_TYPES,
  type InquiryCategory,
  type PartnershipType,
} from '@formulab/shared/inquiries/inquiries.schema';
import {
  INQUIRY_STATES,
  PARTNERSHIP_STATES,
  type InquiryState,
  type PartnershipState,
} from '@formulab/shared/inquiries/inquiries.states';
import { oneOf, pageSizeOf, useUrlParams } from '../../../components/admin/index.ts';
import type { AdminInquiryFilters, AdminPartnershipFilters } from './admin-api.ts';

type Patch = Partial<Record<string, string | number | null>>;
const INQUIRY_DEFAULTS = { size: '25', sort: 'newest' };
const PARTNERSHIP_DEFAULTS = { size: '25', sort: 'newest' };

const pick = <T extends string>(all: readonly T[], raw: string | null): T | undefined =>
  (all as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;

/** The inquiry queue's filters in the URL: search, state, category, sort, page size; the open one is `?id=`. */
export function useInquiryListParams() {
  const [params, set] = useUrlParams(INQUIRY_DEFAULTS);
  const update: (patch: Patch, replace?: boolean) => void = set;
  const state = {
    q: params.get('q') ?? '',
    state: pick<InquiryState>(INQUIRY_STATES, params.get('state')),
    category: pick<InquiryCategory>(INQUIRY_CATEGORIES, params.get('category')),
    sort: oneOf(INQUIRY_SORTS, params.get('sort'), 'newest'),
    size: pageSizeOf(params.get('size'), 25),
    id: params.get('id'),
  };
  const filtered = Boolean(state.q || state.state || state.category);
  const clear = () => update({ q: null, state: null, category: null });
  return { ...state, filtered, update, clear };
}
export type InquiryListParams = ReturnType<typeof useInquiryListParams>;

export function inquiryFilters(p: InquiryListParams, cursor: string | undefined): AdminInquiryFilters {
  return { q: p.q || undefined, state: p.state, category: p.category, sort: p.sort, limit: p.size, cursor };
}

/** The partnership queue's filters in the URL. */
export function usePartnershipListParams() {
  const [params, set] = useUrlParams(PARTNERSHIP_DEFAULTS);
  const update: (patch: Patch, replace?: boolean) => void = set;
  const state = {
    q: params.get('q') ?? '',
    state: pick<PartnershipState>(PARTNERSHIP_STATES, params.get('state')),
    type: pick<PartnershipType>(PARTNERSHIP_TYPES, params.get('type')),
    sort: oneOf(PARTNERSHIP_SORTS, params.get('sort'), 'newest'),
    size: pageSizeOf(params.get('size'), 25),
    id: params.get('id'),
  };
  const filtered = Boolean(state.q || state.state || state.type);
  const clear = () => update({ q: null, state: null, type: null });
  return { ...state, filtered, update, clear };
}
export type PartnershipListParams = ReturnType<typeof usePartnershipListParams>;

export function partnershipFilters(p: PartnershipListParams, cursor: string | undefined): AdminPartnershipFilters {
  return { q: p.q || undefined, state: p.state, type: p.type, sort: p.sort, limit: p.size, cursor };
}
