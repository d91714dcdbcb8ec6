// Every table, for drizzle-kit and the typed client. Each lives beside its module.
export * from '../modules/auth/auth.table.ts';
export * from '../modules/policies/policies.table.ts';
export * from '../modules/mail/mail.table.ts';
export * from '../modules/files/files.table.ts';
export * from '../modules/taxonomy/taxonomy.table.ts';
export * from '../modules/ingredients/ingredients.table.ts';
export * from '../modules/materials/materials.table.ts';
export * from '../modules/sub-materials/sub-materials.table.ts';
export * from '../modules/recipes/recipes.table.ts';
export * from '../modules/workflow/workflow.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/samples/samples.table.ts';
export * from '../modules/quotes/quotes.table.ts';
export * from '../modules/orders/orders.table.ts';
export * from '../modules/notices/notices.table.ts';
export * from '../modules/board/board.table.ts';
export * from '../modules/ir/ir.table.ts';
