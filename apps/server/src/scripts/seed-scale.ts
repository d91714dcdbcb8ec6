import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { seedScaleIngredients, seedScaleSubMaterials } from '../seed/scale.ts';

const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
const database = openDatabase(config.databaseUrl ?? embedded!.url, 2);
try {
  await migrateDatabase(database.pool);
  const started = Date.now();
  await seedScaleIngredients(database.db);
  await seedScaleSubMaterials(database.db);
  console.log(`Added 10,000 ingredients and 2,000 packaging items in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
  await embedded?.stop();
}
