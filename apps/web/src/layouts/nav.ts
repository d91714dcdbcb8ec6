/** The customer area's main navigation (header and phone menu). */
export const MAIN_NAV = [
  { to: '/ingredients', key: 'nav.ingredients' },
  { to: '/submaterials', key: 'nav.packaging' },
  { to: '/publicRecipes', key: 'nav.publicRecipes' },
  { to: '/product', key: 'nav.shop' },
  { to: '/board', key: 'nav.board' },
  { to: '/notice', key: 'nav.notices' },
  { to: '/company', key: 'nav.company' },
] as const;

/** A signed-in customer's own screens (account menu). */
export const ACCOUNT_NAV = [
  { to: '/dashboard', key: 'nav.dashboard' },
  { to: '/recipes', key: 'nav.myRecipes' },
  { to: '/sample-requests', key: 'nav.samples' },
  { to: '/quotes', key: 'nav.quotes' },
  { to: '/orders', key: 'nav.orders' },
  { to: '/purchase-history', key: 'nav.purchases' },
  { to: '/support', key: 'nav.support' },
] as const;
