// Run by next.spec.ts inside an app that installed the packed kit (never from this workspace):
//   node ssr-check.mjs <app folder>
// Loads every entry (as import and as require) in plain Node, noting any touch of window, document or storage while
// they load, then renders every widget with renderToString. Prints one JSON line.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const appDir = process.argv[2];
const requireFromApp = createRequire(join(appDir, 'package.json'));
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage'];

// Only the kit's own code counts: its dependencies (styled-components looks for a DOM) are theirs.
const KIT_FILES = /[\\/]node_modules[\\/]dashboard-kit[\\/]/;
const touched = new Set();
for (const name of BROWSER_GLOBALS) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const caller = new Error().stack?.split('\n')[2] ?? '';
      if (KIT_FILES.test(caller)) touched.add(name);
      return undefined;
    },
  });
}
const manifestPath = requireFromApp.resolve('dashboard-kit/package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// Every entry the package exports (main, host, telemetry), as `import` and as `require`.
const ENTRIES = Object.keys(manifest.exports).filter((entry) => entry !== './package.json');
const esmEntries = [];
for (const entry of ENTRIES) esmEntries.push(await import(pathToFileURL(join(dirname(manifestPath), manifest.exports[entry].import.default)).href));
const esm = esmEntries[0];
const touchedByImport = [...touched];
touched.clear();
const cjsEntries = ENTRIES.map((entry) => requireFromApp(join('dashboard-kit', entry)));
const cjs = cjsEntries[0];
const touchedByRequire = [...touched];
for (const name of BROWSER_GLOBALS) delete globalThis[name];

const React = requireFromApp('react');
const { renderToString } = requireFromApp('react-dom/server');
const { QueryClient } = requireFromApp('@tanstack/react-query');
const config = {
  apiBaseUrl: 'http://127.0.0.1:1',
  userPlatformUrl: 'http://127.0.0.1:1/platform',
  docsUrl: 'http://127.0.0.1:1/docs',
  supportEmail: 'support@example.com',
  legal: { documentation: 'http://127.0.0.1:1/legal', imprint: 'http://127.0.0.1:1/imprint', privacy: 'http://127.0.0.1:1/privacy' },
};
const WIDGETS = ['ApiKeysPanel', 'CreditsPanel', 'PricingCalculator', 'FileBrowser', 'ProfileWizard'];
// The profile wizard saves through an auth client; on the server no method of it is called.
const unusedOnServer = () => Promise.reject(new Error('not on the server'));
const auth = {
  getSession: async () => ({ data: { session: null }, error: null }),
  onAuthStateChange: () => ({ data: { subscription: { unsubscribe() {} } } }),
  signOut: unusedOnServer,
  signInWithPassword: unusedOnServer,
  signUp: unusedOnServer,
  signInWithOAuth: unusedOnServer,
  resetPasswordForEmail: unusedOnServer,
  updateUser: unusedOnServer,
};
const sessionSource = (widget) => (widget === 'ProfileWizard' ? { auth } : { getAccessToken: async () => null });

function renderEach(kit) {
  return Object.fromEntries(
    WIDGETS.map((widget) => {
      try {
        const tree = React.createElement(kit.DashboardProvider, { config, ...sessionSource(widget), queryClient: new QueryClient() }, React.createElement(kit[widget]));
        return [widget, { html: renderToString(tree) }];
      } catch (error) {
        return [widget, { error: String(error?.stack ?? error) }];
      }
    }),
  );
}

console.info(JSON.stringify({ entries: ENTRIES, touchedByImport, touchedByRequire, import: renderEach(esm), require: renderEach(cjs) }));
