import * as v from 'valibot';

/** A file or folder in a listing; size in bytes and modified_at (ISO) where the API says. */
export interface FileEntry {
  name: string;
  path: string;
  type: 'directory' | 'file';
  size?: number | null;
  modified_at?: string | null;
}

export const fileEntrySchema = v.object({
  name: v.string(),
  path: v.string(),
  type: v.picklist(['directory', 'file']),
  size: v.optional(v.nullable(v.number())),
  modified_at: v.optional(v.nullable(v.string())),
}) satisfies v.GenericSchema<unknown, FileEntry>;

/** GET /v1/files/browse?path=. */
export const browseSchema = v.object({ contents: v.array(fileEntrySchema) });
