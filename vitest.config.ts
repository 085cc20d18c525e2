/**
 * Every test in the repository: `*.test.ts` and `*.test.tsx` (which covers `*.property.test.ts`,
 * `*.paths.test.ts` and `*.dom.test.tsx`) from the root down. End-to-end journeys in e2e/ run in
 * real Chromium, not here. fast-check reports the seed and path of a failing property in the
 * failure message as usual; nothing here silences output.
 */
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { linguiConfigPath, linguiMacros } from './tools/vite-lingui-macros.ts'
import { testCardText } from './tools/vite-test-card-text.ts'
import { siteWordsParts } from './tools/vite-site-words.ts'

export default defineConfig({
  plugins: [linguiMacros(), lingui({ configPath: linguiConfigPath }), testCardText(), siteWordsParts(), react()],
  test: {
    root: fileURLToPath(new URL('./', import.meta.url)),
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', 'dist/**', 'e2e/**', 'storybook-static/**'],
    environment: 'node',
    setupFiles: ['tools/dom-test-setup.ts'],
    // Files run side by side, one per core (Vitest's default keeps one core for itself: on a
    // 2-core machine that was one file at a time). Much of the suite waits on PostgreSQL, Redis,
    // child processes and timers, so the cores stay busy; each file has its own database.
    maxWorkers: availableParallelism(),
    // Server tests open databases and start processes; a loaded 2-core CI machine needs headroom.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
