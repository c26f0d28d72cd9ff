import * as v from 'valibot';

export const fileEntrySchema = v.object({
  name: v.string(),
  path: v.string(),
  type: v.picklist(['directory', 'file']),
  size: v.optional(v.nullable(v.number())),
  modified_at: v.optional(v.nullable(v.string())),
});

export type FileEntry = v.InferOutput<typeof fileEntrySchema>;

/** GET /v1/files/browse?path= (spec section 3). */
export const browseSchema = v.object({ contents: v.array(fileEntrySchema) });
