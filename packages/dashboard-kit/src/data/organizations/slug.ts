// No imports: the endpoints file that reads this is loaded in Node by the host's build.

/** An organisation's address: 2 to 40 lower-case letters, digits and single dashes (the API's rule). */
export const SLUG_PATTERN = /^(?=.{2,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
