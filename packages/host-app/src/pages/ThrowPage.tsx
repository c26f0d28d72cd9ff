/** Test-only (built when VITE_TEST_ROUTES is set): a page that throws while rendering. */
export function ThrowPage(): never {
  throw new Error('Test page threw on purpose');
}
