/**
 * The production build renders with Preact through `preact/compat`: the source is written against
 * React's API (and its DOM tests, Storybook and `npm run dev` run real React), but the bundle a
 * phone downloads carries Preact's 12 KiB instead of react-dom's 58 KiB (brotli). Without it the
 * test flow route cannot meet its 80 KiB budget (React alone is 58 KiB, xstate 13, the router 13).
 * The end-to-end journeys and the benchmarks run this build. See docs/decisions/020.
 *
 * Applied only to a production build of the web app itself (root web/), never to Storybook's build.
 */
import { fileURLToPath } from 'node:url'
import type { ConfigEnv, Plugin, UserConfig } from 'vite'

const webRoot = fileURLToPath(new URL('../web/', import.meta.url))

export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
]

const sameFolder = (a: string | undefined, b: string): boolean => a !== undefined && a.replace(/\/$/, '') === b.replace(/\/$/, '')

/** A plugin's `apply`: a production build of the web app itself (root web/), never Storybook's or the bench's. */
export const webAppBuildOnly = (config: UserConfig, env: ConfigEnv): boolean => env.command === 'build' && sameFolder(config.root, webRoot)

export function preactRenderer(): Plugin {
  return {
    name: 'preact-renderer',
    apply: webAppBuildOnly,
    config: () => ({ resolve: { alias: preactAliases } }),
  }
}
