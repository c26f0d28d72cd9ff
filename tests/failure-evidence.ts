/**
 * What a browser journey keeps when it fails, in every journey config. Locally: a screenshot and
 * the trace of the failed run. In CI, which retries once, the trace is recorded on the retry
 * only: tracing every run (screencast frames and DOM snapshots) took about 40 % of a journey
 * run's CPU on CI's two cores, and a journey that fails fails its retry too, traced.
 */
export const failureEvidence = {
  screenshot: 'only-on-failure',
  trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
} as const;
