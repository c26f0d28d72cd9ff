// The built host for `npm run bench`, served by `vite preview` in a process of its own (servers.ts
// starts it): prints `ready` once it listens, and serves until it is stopped.
import basicSsl from '@vitejs/plugin-basic-ssl';
import { preview } from 'vite';
import { APP_URL, HOST } from './servers';

await preview({ ...HOST, plugins: [basicSsl()], preview: { port: Number(new URL(APP_URL).port), strictPort: true } });
console.info('ready');
