/** A day in milliseconds. */
export const DAY_MS = 86_400_000;

/** The UTC calendar date (`YYYY-MM-DD`) of a moment: the API's days are UTC days. */
export const utcDate = (time: number): string => new Date(time).toISOString().slice(0, 10);
