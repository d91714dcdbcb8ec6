/** Pipeline records written straight into the tables, in any state (the read-only views don't care how they got there). */
import type { RecipeData } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import { productionOrders } from '../orders/orders.table.ts';
import { quotes } from '../quotes/quotes.table.ts';
import { sampleRequests } from '../samples/samples.table.ts';

type Base = {
  ownerId: string;
  recipeId?: string | null;
  recipeRevision?: number;
  recipeName?: string;
  state?: string;
  at?: Date;
};

const SNAPSHOT: RecipeData = {
  name: 'Snapshot',
  productType: 'cream',
  description: '',
  functionIds: [],
  visibility: 'private',
  lines: [],
  costing: { fillMl: null, density: 1, packagingIds: [], quantity: 3000 },
} as unknown as RecipeData;

const common = (b: Base) => ({
  ownerId: b.ownerId,
  recipeId: b.recipeId ?? null,
  recipeRevision: b.recipeRevision ?? 1,
  recipeName: b.recipeName ?? 'Test cream',
  ...(b.state ? { state: b.state } : {}),
  ...(b.at ? { createdAt: b.at, updatedAt: b.at } : {}),
});

export async function insertSample(db: Db, b: Base & { fee?: number | null }) {
  const [row] = await db
    .insert(sampleRequests)
    .values({
      ...common(b),
      recipeSnapshot: SNAPSHOT,
      quantity: 3,
      shipping: { recipient: 'Kim', phone: '010-1234-5678', postalCode: '04524', address: 'Seoul', detail: '' },
      fee: b.fee ?? null,
    })
    .returning();
  return row!;
}

export async function insertQuote(db: Db, b: Base & { total?: number | null }) {
  const [row] = await db
    .insert(quotes)
    .values({ ...common(b), recipeSnapshot: SNAPSHOT, quantity: 3000, total: b.total ?? null })
    .returning();
  return row!;
}

/** An order, with the (ordered) quote it came from. */
export async function insertOrder(db: Db, b: Base & { total?: number }) {
  const quote = await insertQuote(db, { ...b, state: 'ordered', total: b.total ?? 1_500_000 });
  const [row] = await db
    .insert(productionOrders)
    .values({ ...common(b), quoteId: quote.id, quoteRevision: 1, quantity: 3000, unitPrice: 500, total: b.total ?? 1_500_000 })
    .returning();
  return { order: row!, quote };
}
