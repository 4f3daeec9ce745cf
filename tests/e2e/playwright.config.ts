import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEMO_API_KEY, PARTNER_PORT, PARTNER_URL } from './support/partner-demo.ts';

// The real server, started the way `npm start` starts it (after `npm run build`), on a fresh data folder.
const PORT = 3111;
const dataDir = mkdtempSync(join(tmpdir(), 'lendline-e2e-'));
export const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'npm run serve',
      cwd: '../..',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Exports above 1,000 rows become jobs here (5,000 by default), so a demo module's whole book is a
      // large export: no demo list has more than 5,000 rows.
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        EXPORT_INLINE_ROWS: '1000',
      },
    },
    // A dealer's page on another origin embedding the loan calculator from the server above.
    {
      command: 'npm run partner-demo -w @lendline/widget-loan-calculator',
      cwd: '../..',
      url: `${PARTNER_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PARTNER_DEMO_PORT: String(PARTNER_PORT),
        LENDLINE_URL: BASE_URL,
        LENDLINE_DEMO_KEY: DEMO_API_KEY,
      },
    },
  ],
});
