import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Gzip bytes (level 9, as servers and size tools measure) of the files together. */
export function gzipBytes(files: readonly string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}
