/**
 * Not for apps (no `exports` entry names it): a chunk boundary for the build (tsup.config.ts).
 * esbuild groups modules by the entries that reach them; without an entry of their own, the code
 * form and the security texts share a chunk with the dialog and the fields every widget loads, and
 * an app's bundler, which splits by module, ships them in the first load of every widget that can
 * ask for a code, instead of with the step-up dialog after the first refusal.
 */
export { CodeForm } from './CodeForm';
export { useCodeVerification } from './useCodeVerification';
export { securityEn } from '../../i18n/en/security';
