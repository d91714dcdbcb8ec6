import { AdminDashboardView } from '../../features/dashboard/admin/admin-dashboard-view.tsx';

/** admin admin-dashboard — waiting work, money, new users, low stock, the last 30 days (issue 14). */
export function Component() {
  return <AdminDashboardView />;
}
