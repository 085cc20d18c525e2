/**
 * The production build takes React Router's production files. The package's exports name only its
 * development build (dist/development), whose dev warnings are switched on by a constant
 * (ENABLE_DEV_WARNINGS = true), so a bundler cannot drop them: every page downloaded the warning
 * texts and the checks behind them (remix-run/react-router issues 12532 and 14102). dist/production
 * is the same code with the constant false. Applied to a production build of the web app only, as
 * the Preact renderer is (vite-preact-renderer.ts); tests, Storybook and `npm run dev` keep the
 * development build and its warnings. See docs/decisions/113.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'
import { webAppBuildOnly } from './vite-preact-renderer.ts'

const productionFolder = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production')

export const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: path.join(productionFolder, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(productionFolder, 'dom-export.mjs') },
]

export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: webAppBuildOnly,
    config: () => ({ resolve: { alias: reactRouterProductionAliases } }),
  }
}
