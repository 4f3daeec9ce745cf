import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/env.ts';

describe('loadEnv', () => {
  it('has working defaults for npm start', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      PRODUCT_NAME: 'Lendline',
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO_DATA: true,
      API_MAX_LIMIT: 100000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset and reads the rest', () => {
    const env = loadEnv({
      PORT: '8080',
      DATABASE_URL: '',
      PUBLIC_URL: 'https://lendline.example.com/',
      SEED_DEMO_DATA: 'false',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      PUBLIC_URL: 'https://lendline.example.com',
      SEED_DEMO_DATA: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO_DATA: 'maybe' })).toThrow(
      EnvError,
    );
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: must be a whole number/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ connection string/);
    }
  });

  it('takes the Salesforce settings all together or not at all', () => {
    expect(loadEnv({}).SALESFORCE_URL).toBeUndefined();
    const org = {
      SALESFORCE_URL: 'https://acme.my.salesforce.com',
      SALESFORCE_CLIENT_ID: '3MVG9',
      SALESFORCE_CLIENT_SECRET: 's3cret',
    };
    expect(loadEnv(org)).toMatchObject({ ...org, SALESFORCE_API_VERSION: '62.0' });
    expect(() => loadEnv({ SALESFORCE_URL: org.SALESFORCE_URL })).toThrow(
      /SALESFORCE_CLIENT_ID: is required with the other SALESFORCE_ settings\n {2}SALESFORCE_CLIENT_SECRET/,
    );
    expect(() => loadEnv({ ...org, SALESFORCE_API_VERSION: 'latest' })).toThrow(/must look like 62.0/);
  });
});
