/**
 * End-to-end journeys only (e2e/*.spec.ts): the real server and Debian's Chromium, one file at
 * a time so browsers never compete on a small CI machine. The global setup builds dist/ only when
 * it is missing or stale and starts ONE server that every file uses (e2e/support/global-setup.ts).
 * Run by `npm run test:e2e` (and at the end of `npm test`).
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('./', import.meta.url)),
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
})
