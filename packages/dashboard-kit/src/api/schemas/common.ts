import * as v from 'valibot';

/** An ISO date-time string, parsed to a Date; an unparseable one fails validation. */
export const isoDate = v.pipe(
  v.string(),
  v.transform((value) => new Date(value)),
  v.check((date) => !Number.isNaN(date.getTime()), 'Invalid date'),
);
