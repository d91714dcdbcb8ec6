import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRuleListQuerySchema,
  adminRulePageSchema,
  assessorReportInputSchema,
  assessorReportSchema,
  dossierParamsSchema,
  dossierQuerySchema,
  failingReportQuerySchema,
  failingReportSchema,
  recipeComplianceFileSchema,
  ruleCreateSchema,
  ruleDetailSchema,
  ruleImportReportSchema,
  ruleStateChangeSchema,
  ruleUpdateSchema,
} from '@formulab/shared/compliance/compliance.admin.schema';
import { importRequestSchema } from '@formulab/shared/catalogue/ingredients.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { sendCsv } from '../../lib/csv.ts';
import { removeStored } from '../files/files.service.ts';
import type { FileStorage } from '../files/storage.ts';
import { recipeIdParams } from '../recipes/recipes.routes.ts';
import { createRule, failingReport, getRule, listRules, setRuleRetired, updateRule } from './compliance.admin.service.ts';
import { RULE_TEMPLATE, commitRuleImport, exportRulesCsv, previewRuleImport } from './compliance.csv.ts';
import { attachReport, getRecipeComplianceFile, loadDossier, removeReport, sendDossier } from './compliance.dossier.ts';
import { COMPLIANCE_RECHECK_JOB } from './compliance.recheck.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const tags = ['admin', 'compliance'];
const admin = { access: 'admin' as const };
const idParams = z.object({ id: z.string().uuid() });
const reportParams = z.object({ id: z.string().uuid(), reportId: z.string().uuid() });

/**
 * /api/admin/compliance — staff's rule tables (issue 15): list, one rule with its history, create / edit /
 * retire / restore (each a new version, audited, queued for the rule-change job), CSV import and export,
 * the report of recipes failing each market; and per recipe the safety assessor's reports and the dossier.
 */
export const complianceAdminRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  /** the rule-change job runs now rather than at its next minute (when the scheduler is on) */
  const kick = () =>
    void app.scheduler?.trigger(COMPLIANCE_RECHECK_JOB).catch((err: unknown) => app.log.error({ err }, 'recheck not queued'));
  const actor = async (request: { requireUser: () => Promise<{ id: string; email: string }> }) => {
    const u = await request.requireUser();
    return { id: u.id, email: u.email };
  };

  app.get(
    '/api/admin/compliance/rules',
    { config: admin, schema: { tags, querystring: adminRuleListQuerySchema, response: { 200: adminRulePageSchema } } },
    async (request) => listRules(db, request.query),
  );
  app.get('/api/admin/compliance/rules/export.csv', { config: admin, schema: { tags } }, async (_request, reply) =>
    sendCsv(reply, 'compliance-rules', await exportRulesCsv(db), { dated: true }),
  );
  app.get('/api/admin/compliance/rules/template.csv', { config: admin, schema: { tags } }, async (_request, reply) =>
    sendCsv(reply, 'compliance-rules-template', RULE_TEMPLATE),
  );
  app.get(
    '/api/admin/compliance/rules/:id',
    { config: admin, schema: { tags, params: idParams, response: { 200: ruleDetailSchema } } },
    async (request) => getRule(db, request.params.id),
  );
  app.post(
    '/api/admin/compliance/rules',
    { config: admin, schema: { tags, body: ruleCreateSchema, response: { 201: ruleDetailSchema } } },
    async (request, reply) => {
      const detail = await createRule(db, request.body, await actor(request), request);
      kick();
      return reply.code(201).send(detail);
    },
  );
  app.put(
    '/api/admin/compliance/rules/:id',
    { config: admin, schema: { tags, params: idParams, body: ruleUpdateSchema, response: { 200: ruleDetailSchema } } },
    async (request) => {
      const detail = await updateRule(db, request.params.id, request.body, await actor(request), request);
      kick();
      return detail;
    },
  );
  for (const [path, retire] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/admin/compliance/rules/:id/${path}`,
      { config: admin, schema: { tags, params: idParams, body: ruleStateChangeSchema, response: { 200: ruleDetailSchema } } },
      async (request) => {
        const detail = await setRuleRetired(db, request.params.id, retire, request.body, await actor(request), request);
        kick();
        return detail;
      },
    );
  }
  app.post(
    '/api/admin/compliance/rules/import/preview',
    {
      config: admin,
      bodyLimit: 6 * 1024 * 1024,
      schema: { tags, body: importRequestSchema, response: { 200: ruleImportReportSchema } },
    },
    async (request) => previewRuleImport(db, request.body.csv),
  );
  app.post(
    '/api/admin/compliance/rules/import/commit',
    {
      config: admin,
      bodyLimit: 6 * 1024 * 1024,
      schema: { tags, body: importRequestSchema, response: { 200: ruleImportReportSchema } },
    },
    async (request) => {
      const result = await commitRuleImport(db, request.body.csv, await actor(request), request);
      if (!result.committed) {
        throw new AppError(400, 'VALIDATION', `${result.errorCount} row(s) have errors; nothing was imported`, undefined, {
          report: result,
        });
      }
      kick();
      return result;
    },
  );

  app.get(
    '/api/admin/compliance/failing',
    { config: admin, schema: { tags, querystring: failingReportQuerySchema, response: { 200: failingReportSchema } } },
    async (request) => failingReport(db, request.query),
  );

  // one recipe: its record (rule changes, reports), the dossier, and the safety assessor's reports
  app.get(
    '/api/admin/recipes/:id/compliance/file',
    { config: admin, schema: { tags, params: recipeIdParams, response: { 200: recipeComplianceFileSchema } } },
    async (request) => getRecipeComplianceFile(db, request.params.id, { admin: true }),
  );
  app.get(
    '/api/admin/recipes/:id/compliance/dossier/:market',
    { config: admin, schema: { tags, params: dossierParamsSchema, querystring: dossierQuerySchema } },
    async (request, reply) => {
      const d = await loadDossier(db, request.params.id, request.params.market, { admin: true });
      return sendDossier(reply, d, request.query.lang);
    },
  );
  app.post(
    '/api/admin/recipes/:id/compliance/reports',
    {
      config: admin,
      schema: { tags, params: recipeIdParams, body: assessorReportInputSchema, response: { 201: assessorReportSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await attachReport(db, request.params.id, request.body, (await actor(request)).id)),
  );
  app.delete(
    '/api/admin/recipes/:id/compliance/reports/:reportId',
    { config: admin, schema: { tags, params: reportParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const keys = await removeReport(db, request.params.id, request.params.reportId);
      await removeStored(storage, keys);
      return reply.code(204).send();
    },
  );
};
