/**
 * Every screen of the brief. The web router, the navigation guard and the browser tests all read
 * this list, so a route cannot be added in one place and forgotten in another.
 */
export const PUBLIC_ROUTES = [
  '/login',
  '/signup',
  '/intro',
  '/company',
  '/guide',
  '/notice',
  '/IR',
  '/dashboard',
  '/publicRecipes',
  '/ingredients',
  '/submaterials',
  '/submaterial/:id',
  '/board',
  '/board/:id',
  '/product',
  '/product/:id',
  '/purchase/:id',
  '/purchase-complete',
  '/purchase-history',
  '/payment',
  '/sampleOrder/:id',
] as const;

/**
 * Public routes of the brief that show one customer's own business (a sample request, a checkout step,
 * a receipt, the purchase history): the navigation guard lets everyone through, and the screen itself
 * sends a visitor to /login?redirect=<the same URL>, so they come back to the same step.
 */
export const PUBLIC_ROUTES_ASKING_SIGN_IN = [
  '/purchase/:id',
  '/purchase-complete',
  '/purchase-history',
  '/payment',
  '/sampleOrder/:id',
] as const satisfies readonly (typeof PUBLIC_ROUTES)[number][];

export const SIGNED_IN_ROUTES = [
  '/sample-requests',
  '/new-sample',
  '/partnership',
  '/recipes',
  '/recipes/:id',
  '/new-recipes',
  '/quotes',
  '/orders',
  '/account-settings',
  '/support',
] as const;

/** Admin screens, in the sidebar's order and groups. */
export const ADMIN_GROUPS = [
  { group: 'overview', screens: ['admin-dashboard', 'sales', 'payments'] },
  {
    group: 'catalogue',
    screens: ['admin-ingredients', 'materials', 'categories', 'functions', 'admin-submaterials', 'admin-subsettings'],
  },
  { group: 'recipes', screens: ['recipe-list', 'admin-bulk-recipe'] },
  { group: 'pipeline', screens: ['sample-requests', 'quote-list', 'order-list'] },
  { group: 'shop', screens: ['admin-product'] },
  { group: 'content', screens: ['admin-notice', 'admin-board', 'admin-IR', 'policy'] },
  { group: 'support', screens: ['customer-inquiries', 'partner-inquiries', 'chats'] },
  { group: 'system', screens: ['users', 'admin-firebse'] },
] as const;
export type AdminScreen = (typeof ADMIN_GROUPS)[number]['screens'][number];
export const ADMIN_SCREENS: readonly AdminScreen[] = ADMIN_GROUPS.flatMap((g) => [...g.screens]);

/**
 * Staff screens beyond the brief's 24 (issue 15: compliance rules and the failing-markets report), listed in
 * the sidebar after their group's screens; the router serves them like the others.
 */
export const ADMIN_EXTRA_SCREENS = [
  { group: 'catalogue', screen: 'compliance-rules' },
  { group: 'recipes', screen: 'compliance-report' },
] as const satisfies readonly { group: (typeof ADMIN_GROUPS)[number]['group']; screen: string }[];

/** Routes outside the brief's list that accounts need. */
export const ACCOUNT_ROUTES = ['/reset-password', '/forgot-password', '/verify-email'] as const;

/** A redirect target is only followed when it is a path on this site. */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
