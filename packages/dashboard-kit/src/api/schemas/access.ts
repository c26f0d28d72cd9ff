import * as v from 'valibot';
import { readAccessRecord, type AccessRecord } from './access-record.ts';

export { ACCESS_DEFAULTS, readAccessRecord, type AccessRecord } from './access-record.ts';

/** The record as the kit's endpoints check answers: readAccessRecord, as a schema. */
export const accessRecordSchema = v.pipe(
  v.custom<unknown>((body) => readAccessRecord(body) !== undefined, 'Invalid access record'),
  v.transform((body) => readAccessRecord(body)!),
) satisfies v.GenericSchema<unknown, AccessRecord>;

/** What the kit assumes when the access record cannot be loaded. */
export const FALLBACK_ACCESS: AccessRecord = readAccessRecord({})!;
