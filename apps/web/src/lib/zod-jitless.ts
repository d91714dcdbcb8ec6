/**
 * zod probes for eval() (refused by our Content-Security-Policy) unless its global config says
 * `jitless`; the JIT is not needed here. zod keeps that config on `globalThis.__zod_globalConfig`
 * and adopts an object already there, so setting it before zod loads keeps zod itself out of the
 * entry chunk: the schemas arrive with the screens that use them. zod-jitless.test.ts checks it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
