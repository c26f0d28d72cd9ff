import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { apiProxy } from './build/api-proxy.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';
import { styledComponentIdsPlugin } from './build/styled-component-ids.ts';
import { documentInitPlugin } from './build/document-init-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { securityHeadersPlugin } from './security/vite-plugin.ts';
import { kitSourceAliases } from './build/kit-source.ts';
import { readHostEnv } from './src/env.logic.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const workspace = fileURLToPath(new URL('../..', import.meta.url));

/** The reference dashboard on 127.0.0.1:5173, using the kit's source (one code path in dev and build). */
export default defineConfig(({ mode }) => {
  // An API on the dashboard's own origin (VITE_API_URL=/api) is forwarded to API_PROXY_TARGET.
  const env = { ...loadEnv(mode, root, ''), ...process.env };
  const proxy = apiProxy(env);
  // Names this build: what the kit kept in a browser from an older one is not read (keepAnswers).
  const build = env.DASHBOARD_BUILD ?? new Date().toISOString();
  return {
    // Mounted below VITE_BASE_PATH (say /developer): every asset URL and page is under it.
    base: `${readHostEnv(env).basePath}/`,
    plugins: [styledComponentIdsPlugin(workspace), react(), documentInitPlugin(build), securityHeadersPlugin(), prerenderPlugin(), precompressPlugin()],
    resolve: {
      alias: kitSourceAliases,
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    build: { manifest: true, sourcemap: true, target: 'es2022' },
    define: { 'import.meta.env.DASHBOARD_BUILD': JSON.stringify(build) },
  };
});
