import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '@formulab/shared/dashboard/admin-dashboard.schema';
import type { Db } from '../../db/client.ts';
import { adminDashboard } from './dashboard.service.ts';

/** GET /api/admin/dashboard — staff's overview (admin `admin-dashboard`). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/dashboard',
    { config: { access: 'admin' }, schema: { tags: ['admin', 'dashboard'], response: { 200: adminDashboardSchema } } },
    async () => adminDashboard(db),
  );
};
