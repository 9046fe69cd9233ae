import { describe, expect, test } from 'vitest';
import { appUrl, EnvError, extensionOrigins, parseEnv, trustedOrigins } from './env.ts';

describe('parseEnv', () => {
  test('runs with nothing set: PGlite under ./data, port 3000, rate limits on', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      TRUST_PROXY: false,
      RATE_LIMIT_SIGN_IN_MAX: 3,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(appUrl(env)).toBe('http://localhost:3000');
  });

  test('an empty variable counts as not set', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  test('lists every problem at once', () => {
    const parse = () => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' });
    expect(parse).toThrow(EnvError);
    expect(parse).toThrow(
      /- PORT: .*\n {2}- DATABASE_URL: must start with postgres:\/\/.*\n {2}- AUTH_SECRET: /s,
    );
  });

  test('production needs an explicit APP_URL, AUTH_SECRET and a mail server', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: required in production/);
    expect(() =>
      parseEnv({ NODE_ENV: 'production', APP_URL: 'https://calmly.example/', AUTH_SECRET: 'x'.repeat(32) }),
    ).toThrow(/SMTP_URL: required in production/);
    const env = parseEnv({
      NODE_ENV: 'production',
      APP_URL: 'https://calmly.example/',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.calmly.example:587',
    });
    expect(appUrl(env)).toBe('https://calmly.example');
  });

  test('trusted origins are APP_URL plus TRUSTED_ORIGINS, as bare origins', () => {
    const env = parseEnv({
      APP_URL: 'https://calmly.example/app',
      TRUSTED_ORIGINS: 'https://www.calmly.example/, ',
    });
    expect(trustedOrigins(env)).toEqual(['https://calmly.example', 'https://www.calmly.example']);
  });

  test('EXTENSION_ORIGINS lists extension origins as the browser sends them', () => {
    const env = parseEnv({
      EXTENSION_ORIGINS:
        'chrome-extension://abcdefghijklmnopabcdefghijklmnop/, moz-extension://1b2c3d4e-5f60-4718-9a0b-c1d2e3f40516',
    });
    expect(extensionOrigins(env)).toEqual([
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
      'moz-extension://1b2c3d4e-5f60-4718-9a0b-c1d2e3f40516',
    ]);
    expect(extensionOrigins(parseEnv({}))).toEqual([]);
  });

  test('EXTENSION_ORIGINS refuses what is not an extension id (a web origin, a path, a short id)', () => {
    for (const value of [
      'https://calmly.example',
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop/options.html',
      'chrome-extension://abc',
      'null',
    ]) {
      expect(() => parseEnv({ EXTENSION_ORIGINS: value })).toThrow(/EXTENSION_ORIGINS/);
    }
  });

  test('TRUSTED_ORIGINS takes web origins only: an extension URL there would trust "null"', () => {
    expect(() =>
      parseEnv({ TRUSTED_ORIGINS: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop' }),
    ).toThrow(/TRUSTED_ORIGINS/);
  });

  test('TRUST_PROXY understands the usual spellings', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });
});
