/**
 * The sandbox's clock as the journeys see it. Their sandboxes start at one fixed instant, so every
 * run sees the same month whatever day it runs on, and each page's clock is set to the sandbox's
 * (the fixtures install it), as a browser's and a server's agree in the world. A journey that
 * needs the time (an authenticator app's code, a date it types) reads it here, never this
 * machine's.
 */

/** The instant the stories are photographed at (their pages' clocks frozen there), which a partner app's page takes too when it is compared with them. */
export const STORY_INSTANT = '2026-11-22T12:00:00Z';

/**
 * Where the journeys' sandboxes start their clocks: the stories' instant, so a widget in a partner
 * app shows the days its story shows (and a session the sandbox opens is no older than that
 * page's frozen clock), in the middle of a month, away from its ends and from the days clocks
 * change. `SANDBOX_CLOCK` names another (a run across the turn of a month, say).
 */
export const JOURNEY_CLOCK_START = process.env.SANDBOX_CLOCK || STORY_INSTANT;

/** The sandbox's time now (ms since the epoch), from its control API. */
export async function readSandboxClock(sandboxUrl: string): Promise<number> {
  const response = await fetch(`${sandboxUrl}/_sandbox/clock`);
  if (!response.ok) throw new Error(`GET ${sandboxUrl}/_sandbox/clock answered ${response.status}`);
  const { now } = (await response.json()) as { now: string };
  return Date.parse(now);
}
