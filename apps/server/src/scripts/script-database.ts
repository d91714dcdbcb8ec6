import type { Config } from '../config.ts';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';

/**
 * The database a command-line script works on: DATABASE_URL's, or the embedded one in DATA_DIR
 * (started for the script; the server must be stopped), migrated. `close` stops what was started.
 * A PostgreSQL that cannot start ends the script with its message.
 */
export async function openScriptDatabase(config: Config): Promise<{ database: Database; close: () => Promise<void> }> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort }).catch((err: Error) => {
        console.error(err.message);
        process.exit(1);
      });
  const database = config.databaseUrl
    ? openDatabase(config.databaseUrl, 2, { mode: config.databasePoolMode, sessionUrl: config.databaseSessionUrl })
    : openDatabase(embedded!.url, 2);
  const close = async () => {
    await database.close();
    await embedded?.stop();
  };
  try {
    await migrateDatabase(database.sessionPool);
  } catch (err) {
    await close();
    throw err;
  }
  return { database, close };
}
