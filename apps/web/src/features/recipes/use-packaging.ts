import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { partCostFor, type PartCost, type SubMaterialDetail } from '@formulab/shared/catalogue/sub-materials.schema';
import { packagingQuery } from './api.ts';

export type PackagingPart = {
  id: string;
  detail: SubMaterialDetail | undefined;
  /** the part's cost at the order quantity (below its MOQ: bought at the MOQ, the surplus shared); null while loading */
  cost: PartCost | null;
  loading: boolean;
  /** the part could not be loaded (hidden or deleted since it was chosen) */
  missing: boolean;
};

// module-level, so the combined result is stable between renders (TanStack shares it structurally)
const combine = (results: UseQueryResult<SubMaterialDetail>[]) =>
  results.map((r) => ({ detail: r.data, loading: r.isPending, missing: r.isError }));

/**
 * The chosen packaging parts with their price tiers, and each part's cost per finished unit at the
 * order quantity (`partCostFor` from the shared schema). Below a part's MOQ it is still bought at the
 * MOQ, so each unit carries its share of the surplus (the panel says so); never left out as ₩0.
 */
export function usePackaging(ids: readonly string[], quantity: number) {
  const idsKey = ids.join();
  const loaded = useQueries({ queries: ids.map((id) => ({ ...packagingQuery(id), retry: false })), combine });
  return useMemo(() => {
    const parts: PackagingPart[] = loaded.map((r, i) => ({
      id: ids[i]!,
      ...r,
      cost: r.detail ? partCostFor(r.detail.priceTiers, r.detail.moq, quantity) : null,
    }));
    const unitPrices = parts.flatMap((p) => (p.cost === null ? [] : [p.cost.perUnit]));
    return { parts, unitPrices };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' content, not the array's identity
  }, [loaded, quantity, idsKey]);
}
