import type { StringGroup } from './i18n/groups.ts';

/**
 * A customer screen: its path, its module under routes/ and the groups of strings it shows besides
 * the core ones (i18n/groups.ts; loaded side by side with the module, groups.test.ts checks them).
 */
export type Screen = { path: string; file: string; strings?: readonly StringGroup[] };

export const PUBLIC_SCREENS: Screen[] = [
  { path: 'login', file: 'public/login', strings: ['account'] },
  { path: 'signup', file: 'public/signup', strings: ['account'] },
  { path: 'intro', file: 'public/intro', strings: ['company', 'intro'] },
  { path: 'company', file: 'public/company', strings: ['company'] },
  { path: 'guide', file: 'public/guide', strings: ['guide'] },
  { path: 'notice', file: 'public/notice', strings: ['content'] },
  { path: 'IR', file: 'public/ir', strings: ['content'] },
  { path: 'dashboard', file: 'public/dashboard', strings: ['account', 'dashboard', 'pipeline'] },
  { path: 'publicRecipes', file: 'public/public-recipes', strings: ['recipes', 'compliance'] },
  // the detail's rules by market name markets, exposures and rule wording in `compliance`
  { path: 'ingredients', file: 'public/ingredients', strings: ['catalogue', 'compliance'] },
  { path: 'submaterials', file: 'public/submaterials', strings: ['catalogue'] },
  { path: 'submaterial/:id', file: 'public/submaterial-detail', strings: ['catalogue'] },
  { path: 'board', file: 'public/board', strings: ['content'] },
  { path: 'board/:id', file: 'public/board-detail', strings: ['content'] },
  { path: 'product', file: 'public/product', strings: ['catalogue', 'shop'] },
  { path: 'product/:id', file: 'public/product-detail', strings: ['shop'] },
  { path: 'purchase/:id', file: 'public/purchase', strings: ['pipeline', 'shop'] },
  { path: 'purchase-complete', file: 'public/purchase-complete', strings: ['pipeline', 'shop'] },
  { path: 'purchase-history', file: 'public/purchase-history', strings: ['pipeline', 'shop'] },
  { path: 'payment', file: 'public/payment', strings: ['shop'] },
  /** the built-in test gateway's hosted-style payment page (PRODUCT.md §3.6) */
  { path: 'payment/test-gateway', file: 'public/test-gateway', strings: ['shop'] },
  { path: 'sampleOrder/:id', file: 'public/sample-order', strings: ['pipeline', 'shop'] },
  { path: 'forgot-password', file: 'account/forgot-password', strings: ['account'] },
  { path: 'reset-password', file: 'account/reset-password', strings: ['account'] },
  { path: 'policies/:kind', file: 'public/policy' },
  /**
   * the partnership form for visitors (the brief keeps /partnership behind sign-in; a company that
   * wants to propose something has no account yet): the same screen as /partnership
   */
  { path: 'partners', file: 'customer/partnership', strings: ['pipeline', 'support'] },
];

export const SIGNED_IN_SCREENS: Screen[] = [
  { path: 'sample-requests', file: 'customer/sample-requests', strings: ['pipeline'] },
  { path: 'new-sample', file: 'customer/new-sample', strings: ['pipeline'] },
  { path: 'partnership', file: 'customer/partnership', strings: ['pipeline', 'support'] },
  { path: 'recipes', file: 'customer/recipes', strings: ['pipeline', 'recipes', 'compliance'] },
  { path: 'recipes/:id', file: 'customer/recipes', strings: ['pipeline', 'recipes', 'compliance'] },
  { path: 'recipes/:id/print', file: 'customer/recipe-print', strings: ['recipes', 'compliance'] },
  { path: 'new-recipes', file: 'customer/new-recipes', strings: ['recipes', 'compliance'] },
  { path: 'quotes', file: 'customer/quotes', strings: ['pipeline', 'shop'] },
  { path: 'quotes/:id/print', file: 'customer/quote-print', strings: ['pipeline'] },
  { path: 'orders', file: 'customer/orders', strings: ['pipeline', 'shop'] },
  { path: 'account-settings', file: 'customer/account-settings', strings: ['account', 'pipeline', 'shop'] },
  { path: 'support', file: 'customer/support', strings: ['pipeline', 'support'] },
];

export const CUSTOMER_SCREENS = [...PUBLIC_SCREENS, ...SIGNED_IN_SCREENS];

/** Staff sign-in, outside the admin layout (which loads every group). */
export const ADMIN_LOGIN_SCREEN: Screen = { path: 'admin/login', file: 'admin/login', strings: ['account'] };

export const NOT_FOUND_SCREEN: Screen = { path: '*', file: 'not-found' };
