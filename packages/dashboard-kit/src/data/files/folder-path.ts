/** `a/b/c` with no leading, trailing or doubled slashes; '' is the top folder. */
export function normalizeFolder(path: string): string {
  return path.split('/').filter(Boolean).join('/');
}
