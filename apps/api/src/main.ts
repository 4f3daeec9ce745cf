import { EnvError, loadEnv } from './env.ts';
import { startServer } from './server.ts';

// The entry point `npm start` runs: configuration errors end the process with a readable message.
async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const running = await startServer(env, { announce: (line) => process.stdout.write(`\n  ${line}\n`) });
  const lines = [
    '',
    `  ${env.PRODUCT_NAME} is running: ${running.url}`,
    `  API reference:   ${running.url}/api/docs`,
    `  Database:        ${running.database.kind === 'pglite' ? `embedded (${env.DATA_DIR})` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (running.seed) {
    lines.push('', '  Demo sign-ins (one per role):');
    for (const account of running.seed.demoAccounts) {
      lines.push(`    ${account.role.padEnd(28)} ${account.email.padEnd(34)} ${account.password}`);
    }
    const calculator = running.seed.demoCalculator;
    if (calculator) {
      lines.push(
        '',
        `  Demo loan calculator (${calculator.vendorName}):`,
        `    ${running.url}/loan-calculator/${calculator.apiKey}`,
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n  Press Ctrl-C to stop.\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.logger.info('stopping', { signal });
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    await running.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
