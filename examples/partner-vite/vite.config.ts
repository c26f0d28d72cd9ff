import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { host: '127.0.0.1', port: 5300 },
  preview: { host: '127.0.0.1', port: 5300 },
  // Two pages: the desk, and the desk under a strict Content-Security-Policy.
  build: { rollupOptions: { input: { main: 'index.html', strict: 'strict.html' } } },
});
