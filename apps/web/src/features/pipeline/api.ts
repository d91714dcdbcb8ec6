import { useQuery } from '@tanstack/react-query';
import { pipelineSummarySchema, recipePipelineSchema, staffCountsSchema } from '@formulab/shared/pipeline/pipeline.schema';
import { api } from '../../lib/api.ts';

/** The pipeline's views change whenever a record moves: one key prefix to refresh them all. */
export const PIPELINE_KEY = ['pipeline'] as const;

/** What was requested with one recipe (the recipe screen). */
export function useRecipePipeline(recipeId: string) {
  return useQuery({
    queryKey: [...PIPELINE_KEY, 'recipe', recipeId],
    queryFn: ({ signal }) => api(`/api/recipes/${recipeId}/pipeline`, { schema: recipePipelineSchema, signal }),
  });
}

/** The signed-in customer's open samples, quotes and orders (the dashboard). */
export function usePipelineSummary() {
  return useQuery({
    queryKey: [...PIPELINE_KEY, 'summary'],
    queryFn: ({ signal }) => api('/api/pipeline/summary', { schema: pipelineSummarySchema, signal }),
  });
}

/** Records waiting for staff (the admin sidebar), polled like the notification bell. */
export function useStaffCounts() {
  return useQuery({
    queryKey: [...PIPELINE_KEY, 'staffCounts'],
    queryFn: ({ signal }) => api('/api/admin/pipeline/counts', { schema: staffCountsSchema, signal }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}
