import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pipelineSummarySchema, recipePipelineSchema, staffCountsSchema } from '@formulab/shared/pipeline/pipeline.schema';
import type { Db } from '../../db/client.ts';
import { recipeIdParams } from '../recipes/recipes.routes.ts';
import { pipelineSummary, recipePipeline, staffCounts } from './pipeline.service.ts';

const tags = ['pipeline'];

/** Read-only views across sample requests, quotes and orders (the recipe screen, dashboards, the admin sidebar). */
export const pipelineRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/recipes/:id/pipeline',
    { config: { access: 'owner' }, schema: { tags, params: recipeIdParams, response: { 200: recipePipelineSchema } } },
    async (request) => recipePipeline(db, request.params.id, (await request.requireUser()).id),
  );
  app.get(
    '/api/pipeline/summary',
    { config: { access: 'user' }, schema: { tags, response: { 200: pipelineSummarySchema } } },
    async (request) => pipelineSummary(db, (await request.requireUser()).id),
  );
  app.get(
    '/api/admin/pipeline/counts',
    { config: { access: 'admin' }, schema: { tags, response: { 200: staffCountsSchema } } },
    async () => staffCounts(db),
  );
};
