/**
 * Storybook for QA (`npm run storybook`, then http://127.0.0.1:6006): the stories in stories/,
 * built by Vite with the project's own vite.config.ts merged in (the React plugin; Storybook sets
 * its own root and output, and the app's Preact renderer applies only to the app's own build).
 * The app's precompress, prerender and route-modules-check plugins are left out: Storybook is not
 * served by our server, so .br/.gz copies and prerendered pages of the app would only slow its
 * build, and route-modules-check reads the app's own build manifest (dist/.vite/manifest.json),
 * which a Storybook build neither writes nor may rely on (on a clean checkout it does not exist;
 * stories/storybook-build.test.ts builds one). catalogue-dev (the app's `npm run dev` answering
 * the test calls from the files) is left out too: stories answer them from fixtures. Package "imports" (#engine/*, #schemas/*, ...)
 * resolve as in the app.
 *
 * One swap, so every catalogue test runs offline: the test flow page's machine
 * (web/features/test-flow/test-flow-machine.ts, whose actors call the server) is replaced by the
 * same engine machine with fixture actors (stories/support/fixture-test-flow-machine.ts): the
 * catalogue JSON itself and the engine's `interpret`. See docs/decisions/011.
 *
 * The catalogue tests' stories are made from tests-catalog/tests/*.json by an indexer and a Vite
 * plugin (catalogue-stories.ts), and the build runs the catalogue checker first: see
 * docs/decisions/023.
 */
import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import type { Plugin, PluginOption } from 'vite'
import { catalogueCheckPlugin, catalogueIndexer, catalogueStoriesPlugin } from './catalogue-stories.ts'

const realMachine = fileURLToPath(new URL('../web/features/test-flow/test-flow-machine.ts', import.meta.url))
const fixtureMachine = fileURLToPath(new URL('../stories/support/fixture-test-flow-machine.ts', import.meta.url))

/** Resolves every import of the real test flow machine to the fixture machine. */
function fixtureTestFlowMachine(): Plugin {
  return {
    name: 'stories:fixture-test-flow-machine',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('test-flow-machine.ts') || importer === fixtureMachine) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === realMachine ? fixtureMachine : null
    },
  }
}

/** Plugins of vite.config.ts that only make sense for the app's own build (the service worker and its icons among them: decision 075). */
const appBuildOnly = new Set(['precompress', 'prerender', 'route-modules-check', 'catalogue-dev', 'app-icons'])

function forStorybook(plugin: PluginOption): boolean {
  if (!(plugin && typeof plugin === 'object' && 'name' in plugin)) return true
  return !appBuildOnly.has(plugin.name) && !plugin.name.startsWith('vite-plugin-pwa')
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx', '../tests-catalog/tests/*.json'],
  experimental_indexers: (existing) => [catalogueIndexer(), ...(existing ?? [])],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [catalogueCheckPlugin(), ...(viteConfig.plugins ?? []).filter(forStorybook), fixtureTestFlowMachine(), catalogueStoriesPlugin()],
  }),
}

export default config
