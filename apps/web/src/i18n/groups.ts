/**
 * The customer strings (ko.json, en.json) are downloaded in parts: "core" on every page, and these
 * groups of top-level keys with the screens that use them (route-table.tsx / screens.ts say which; the
 * staff area loads them all). Every top-level key not listed here is in core. groups.test.ts checks
 * that each screen declares the groups its code uses.
 */
export const STRING_GROUPS = {
  account: ['auth', 'settings'],
  catalogue: ['catalogue'],
  company: ['company'],
  dashboard: ['dashboard'],
  guide: ['guide'],
  intro: ['intro'],
  recipes: ['recipes', 'publicRecipes'],
  /** market names, verdicts and rules: the recipe editor's and the ingredient page's (issue 22) */
  compliance: ['compliance'],
  /** sample requests, quotes, production orders and their shared workflow words */
  pipeline: ['workflow', 'samples', 'quotes', 'orders'],
  /** notices, the board, IR and the rich-text editor's labels */
  content: ['notice', 'board', 'ir', 'editor'],
  /** products, checkout, payment, receipts, purchase history and the address book */
  shop: ['shop'],
  /** 1:1 inquiries and partnership proposals */
  support: ['support'],
  /** the chat panel (customers) and the staff's chat screen */
  chat: ['chat'],
} as const satisfies Record<string, readonly string[]>;

export type StringGroup = keyof typeof STRING_GROUPS;
export type StringPart = StringGroup | 'core';

export const ALL_STRING_GROUPS = Object.keys(STRING_GROUPS) as StringGroup[];

/** The part of a language's strings that holds top-level key `key`. */
export function partOf(key: string): StringPart {
  for (const group of ALL_STRING_GROUPS) if ((STRING_GROUPS[group] as readonly string[]).includes(key)) return group;
  return 'core';
}

/** Part `part` of a language's strings (a whole ko.json / en.json). */
export function pickPart(strings: Record<string, unknown>, part: StringPart): Record<string, unknown> {
  return Object.fromEntries(Object.entries(strings).filter(([key]) => partOf(key) === part));
}
