import { parseClockSetting } from './clock';
import { UnreadableDataError } from './db/db';
import { DEFAULT_PORT, SANDBOX_ANON_KEY, startSandbox } from './server';
import { PERSONA, SANDBOX_PASSWORD } from './seed/persona-ids';

/**
 * `tsx packages/sandbox/src/main.ts [--memory]`: the local provider on 127.0.0.1.
 * `SANDBOX_CLOCK=2027-01-31T23:50:00Z` starts its clock there (tests), else it keeps the machine's time.
 */
const memory = process.argv.includes('--memory');
const quiet = process.argv.includes('--quiet');
const port = Number(process.env.SANDBOX_PORT ?? DEFAULT_PORT);
const clock = clockSetting(process.env.SANDBOX_CLOCK);

/** The clock's start as the environment sets it; a setting it cannot read stops the sandbox with the reason. */
function clockSetting(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  try {
    return parseClockSetting(value);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const sandbox = await startSandbox({
  port,
  memory,
  dataDir: process.env.SANDBOX_DATA ?? '.sandbox-data',
  appUrl: process.env.SANDBOX_APP_URL,
  extraOrigins: process.env.SANDBOX_CORS_ORIGINS?.split(',').filter(Boolean),
  log: !quiet,
  clock,
}).catch((error: unknown) => {
  if (!(error instanceof UnreadableDataError)) throw error;
  console.error(error.message);
  process.exit(1);
});

console.info(
  [
    `sandbox  ${sandbox.url}  (${memory ? 'in memory' : `data in ${process.env.SANDBOX_DATA ?? '.sandbox-data'}`})`,
    `  anon key  ${SANDBOX_ANON_KEY}`,
    `  outbox    ${sandbox.url}/_sandbox/mail`,
    `  sign in   ${PERSONA.dev} / ${SANDBOX_PASSWORD}`,
    ...(clock ? [`  clock     started at ${clock.toISOString()} (SANDBOX_CLOCK), running`] : []),
  ].join('\n'),
);

const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
