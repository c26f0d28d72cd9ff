/** The access record's resource: the part of its query key after the account (kept answers are found by it too). */
export const ACCESS_RESOURCE = 'access';
