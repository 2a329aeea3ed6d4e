import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The page is served with a CSP that allows only its own origin (workers included):
// Monaco and its workers are bundled, nothing is loaded from elsewhere.
const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
].join('; ');

export default defineConfig({
  plugins: [react()],
  base: './',
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 4096 },
  worker: { format: 'es' },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: false,
    headers: { 'Content-Security-Policy': csp },
  },
  server: { host: '127.0.0.1' },
});
