/**
 * Builds the web app: web/ is the source root and the bundle goes to dist/ at the repository
 * root, which the server serves (hashed files under /assets). Tests are configured in
 * vitest.config.ts.
 */
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: fileURLToPath(new URL('./web/', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/', import.meta.url)),
    emptyOutDir: true,
  },
  // `npm run dev`: local only; API calls go to a server started separately (`npm start`).
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { host: '127.0.0.1' },
})
