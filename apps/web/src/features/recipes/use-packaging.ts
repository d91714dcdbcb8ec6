import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { unitPriceFor, type SubMaterialDetail } from '@formulab/shared/catalogue/sub-materials.schema';
import { packagingQuery } from './api.ts';

export type PackagingPart = {
  id: string;
  detail: SubMaterialDetail | undefined;
  /** unit price at the order quantity; null below the part's MOQ (or while loading) */
  unitPrice: number | null;
  loading: boolean;
  /** the part could not be loaded (hidden or deleted since it was chosen) */
  missing: boolean;
};

// module-level, so the combined result is stable between renders (TanStack shares it structurally)
const combine = (results: UseQueryResult<SubMaterialDetail>[]) =>
  results.map((r) => ({ detail: r.data, loading: r.isPending, missing: r.isError }));

/**
 * The chosen packaging parts with their price tiers, and each part's unit price at the order
 * quantity (`unitPriceFor` from the shared schema). `unitPrices` holds only the known prices: a part
 * below its MOQ is shown as such in the panel and left out of the sum.
 */
export function usePackaging(ids: readonly string[], quantity: number) {
  const idsKey = ids.join();
  const loaded = useQueries({ queries: ids.map((id) => ({ ...packagingQuery(id), retry: false })), combine });
  return useMemo(() => {
    const parts: PackagingPart[] = loaded.map((r, i) => ({
      id: ids[i]!,
      ...r,
      unitPrice: r.detail ? unitPriceFor(r.detail.priceTiers, quantity) : null,
    }));
    const unitPrices = parts.flatMap((p) => (p.unitPrice === null ? [] : [p.unitPrice]));
    return { parts, unitPrices };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' content, not the array's identity
  }, [loaded, quantity, idsKey]);
}
