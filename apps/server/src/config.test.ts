import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('hashes passwords at full cost whatever the environment says; only a test harness can ask otherwise', () => {
    const env = { ...process.env, PASSWORD_HASHING: 'test-only-fast', NODE_ENV: 'test' };
    expect(loadConfig(env).passwordHashing).toBe('scrypt');
    expect(loadConfig(env, { passwordHashing: 'test-only-fast' }).passwordHashing).toBe('test-only-fast');
  });

  it('behind a transaction pooler, needs where LISTEN and the start-up locks connect', () => {
    const base = { DATA_DIR: '/tmp/formulab-config-test', SESSION_SECRET: 'x'.repeat(32) };
    const bouncer = 'postgres://app@pgbouncer:6432/formulab';
    const direct = 'postgres://app@db:5432/formulab';
    expect(() => loadConfig({ ...base, DATABASE_URL: bouncer, DATABASE_POOL_MODE: 'transaction' })).toThrow(
      /DATABASE_POOL_MODE=transaction needs DATABASE_URL and DATABASE_SESSION_URL/,
    );
    expect(
      loadConfig({ ...base, DATABASE_URL: bouncer, DATABASE_POOL_MODE: 'transaction', DATABASE_SESSION_URL: direct }),
    ).toMatchObject({ databaseUrl: bouncer, databasePoolMode: 'transaction', databaseSessionUrl: direct });
    expect(loadConfig({ ...base, DATABASE_URL: direct }).databasePoolMode).toBe('session');
  });

  it('keeps made public pages a minute unless PAGE_CACHE_SECONDS says otherwise (0: not at all)', () => {
    const base = { DATA_DIR: '/tmp/formulab-config-test', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).pageCacheSeconds).toBe(60);
    expect(loadConfig({ ...base, PAGE_CACHE_SECONDS: '0' }).pageCacheSeconds).toBe(0);
    expect(() => loadConfig({ ...base, PAGE_CACHE_SECONDS: '-1' })).toThrow(/PAGE_CACHE_SECONDS/);
  });
});
