import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The lockfile is the only source of versions, and install scripts run only where allowed (SECURITY.md). */
interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  hasInstallScript?: boolean;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const manifest = readJson<{ allowScripts?: Record<string, boolean>; '//allowScripts'?: Record<string, string> }>('package.json');
const lock = readJson<{ lockfileVersion: number; packages: Record<string, LockEntry> }>('package-lock.json');
const installed = Object.entries(lock.packages).filter(([path, entry]) => path.includes('node_modules/') && !entry.link);
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('supply chain', () => {
  it('pins every installed package with a sha512 integrity from the registry (no git, file or URL sources)', () => {
    expect(lock.lockfileVersion).toBe(3);
    const unpinned = installed.filter(
      ([, entry]) =>
        !entry.version ||
        !entry.integrity?.startsWith('sha512-') ||
        (entry.resolved !== undefined && !entry.resolved.startsWith('https://registry.npmjs.org/')),
    );
    expect(unpinned.map(([path]) => path)).toEqual([]);
  });

  it('decides every install script explicitly in allowScripts, with the reason beside it', () => {
    const withScripts = [...new Set(installed.filter(([, entry]) => entry.hasInstallScript).map(([path]) => nameOf(path)))];
    const decided = manifest.allowScripts ?? {};
    const reasons = manifest['//allowScripts'] ?? {};
    for (const name of withScripts) {
      expect(decided, `allowScripts has no entry for ${name}`).toHaveProperty([name]);
      expect(reasons[name], `//allowScripts gives no reason for ${name}`).toMatch(/^(Allowed|Denied): .{20,}/);
    }
    // No stale entries: everything listed still carries a script.
    expect(Object.keys(decided).sort()).toEqual(withScripts.sort());
  });

  it('keeps the committed MSW worker at the installed msw version (its postinstall is denied)', () => {
    const worker = readFileSync('.storybook/public/mockServiceWorker.js', 'utf8');
    const { version } = readJson<{ version: string }>('node_modules/msw/package.json');
    expect(worker).toContain(`const PACKAGE_VERSION = '${version}'`);
  });
});
