import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('hashes passwords at full cost whatever the environment says; only a test harness can ask otherwise', () => {
    const env = { ...process.env, PASSWORD_HASHING: 'test-only-fast', NODE_ENV: 'test' };
    expect(loadConfig(env).passwordHashing).toBe('scrypt');
    expect(loadConfig(env, { passwordHashing: 'test-only-fast' }).passwordHashing).toBe('test-only-fast');
  });
});
