import * as v from 'valibot';

/** An ISO date-time string, parsed to a Date; an unparseable one fails validation. */
export const isoDate = v.pipe(
  v.string(),
  v.transform((value) => new Date(value)),
  v.check((date) => !Number.isNaN(date.getTime()), 'Invalid date'),
);

/**
 * A count or an amount in cents: whole, not negative, and one a number holds exactly (a larger
 * one would be shown and summed wrong).
 */
export const wholeNonNegative = /* @__PURE__ */ v.pipe(v.number(), v.safeInteger(), v.minValue(0));
