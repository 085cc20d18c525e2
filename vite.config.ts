/**
 * Builds the web app: web/ is the source root and the bundle goes to dist/ at the repository
 * root, which the server serves (hashed files under /assets) with the brotli and gzip copies the
 * build writes beside each file. Tests are configured in vitest.config.ts.
 */
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { preactRenderer } from './tools/vite-preact-renderer.ts'
import { reactRouterProduction } from './tools/vite-react-router-production.ts'
import { precompress } from './tools/vite-precompress.ts'
import { prerender } from './tools/vite-prerender.ts'
import { notFoundPaths, prerenderedPaths } from './tools/prerendered-paths.ts'
import { catalogueDevServer } from './tools/vite-catalogue-dev.ts'
import { linguiConfigPath, linguiMacros } from './tools/vite-lingui-macros.ts'
import { testCardText } from './tools/vite-test-card-text.ts'
import { siteWordsParts } from './tools/vite-site-words.ts'
import { routeModulesCheck } from './tools/vite-route-modules.ts'
import { offlineWorker } from './tools/vite-offline-worker.ts'
import { stylesBeforeScripts } from './tools/vite-styles-first.ts'
import { pictures } from './tools/vite-pictures.ts'
import { earlySteps } from './tools/vite-early-steps.ts'

export default defineConfig({
  root: fileURLToPath(new URL('./web/', import.meta.url)),
  // routeModulesCheck: every module the route table (schemas/routes.ts) names is a chunk of the build.
  // catalogueDevServer (`npm run dev` only): test files added or changed show without a rebuild or restart.
  // linguiMacros and lingui: messages written with Lingui's macros, catalogues (.po) compiled at build time (decision 056).
  // testCardText: a test file's card text in a language (`?card-text-sw&lang.json`, decision 063).
  // siteWordsParts: site.json's translations, the home page's apart from every page's (`?site-words-home&lang.json`).
  // stylesBeforeScripts: index.html asks for its CSS before its scripts (decision 101).
  // offlineWorker: the Workbox service worker, the web app manifests and their icons (decision 075).
  // earlySteps: the script a test page runs before the app, for the server to inline (decision 117).
  // pictures: the category and service pictures and the link-preview images (schemas/pictures.ts, decision 095).
  plugins: [linguiMacros(), lingui({ failOnCompileError: true, configPath: linguiConfigPath }), testCardText(), siteWordsParts(), react(), preactRenderer(), reactRouterProduction(), routeModulesCheck(), stylesBeforeScripts(), prerender({ paths: prerenderedPaths, notFoundPaths }), precompress(), catalogueDevServer(), pictures(), earlySteps(), ...offlineWorker()],
  build: {
    outDir: fileURLToPath(new URL('./dist/', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each route loads first (the size budgets read it).
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // react-router reads React.useOptimistic when it exists and falls back when it does not
        // (Preact has none): expected with the Preact build, so not worth a warning.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return
        warn(warning)
      },
      output: {
        // The small modules every page loads before its first screen (the language, the site's
        // words, dates and the crisis lines) ride in one chunk: a dozen separate chunks each
        // compressed alone cost a phone more bytes and requests (decision 056).
        codeSplitting: {
          groups: [
            // Vite's helper for import() (preloads a chunk's imports and CSS) apart from the shell:
            // the entry needs it to start the app (decision 118), and must not run the shell to get it.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            {
              name: 'page-shell',
              test: /node_modules[\\/]@lingui[\\/](core|react|message-utils)|web[\\/]shared[\\/](i18n|site-text|format-date-time|crisis-contact-links|crisis-number-links|page-data|content-translations)\.tsx?$|schemas[\\/]locales\.ts$|tests-catalog[\\/](site|crisis-contacts)\.json$|engine[\\/]bookings[\\/](nairobi-calendar|east-african-time)\.ts$/,
            },
          ],
        },
      },
    },
  },
  // `npm run dev`: local only; API calls go to a server started separately (`npm start`).
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { host: '127.0.0.1' },
})
