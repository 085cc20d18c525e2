/**
 * Compiles Lingui's macros (`t`, `msg`, `plural` from @lingui/core/macro; `Trans` from
 * @lingui/react/macro) in the web app's files, for the build, the dev server, Vitest and Storybook
 * (decision 056). Babel runs only on files that import a macro, with only the macro plugin, before
 * Vite's own TypeScript and JSX transform; every other file is left to Vite as before.
 *
 * A production build keeps each message's English text, compiled (tools/lingui-source-messages.ts,
 * decision 108): an English page fetches no catalogue, and a Kiswahili page looks each id up in its
 * own. The hand-written descriptors of schemas/ (`/*i18n*\/ { id, message }`) are compiled too.
 */
import { fileURLToPath } from 'node:url'
import { transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import type { Plugin } from 'vite'
import { compiledSourceMessages } from './lingui-source-messages.ts'

/**
 * This checkout's lingui.config.ts, named for @lingui/vite-plugin: left to itself it reads the one
 * of the directory Vite was started from, which is another checkout's when a test builds a copy.
 */
export const linguiConfigPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url))

const macroImport = /from\s+['"]@lingui\/(core|react)\/macro['"]/
/** A hand-written message descriptor (schemas/ and shared sentences): Lingui's extract mark. */
const descriptorMark = /\/\*\s*i18n\s*\*\//

export function linguiMacros(): Plugin {
  let production = false
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction
    },
    async transform(code, id) {
      const file = id.split('?')[0]!
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !macroImport.test(code) && !(production && descriptorMark.test(code))) return undefined
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: production ? [[linguiMacro, { stripNonEssentialFields: true, stripMessageField: false }], compiledSourceMessages] : [[linguiMacro, { stripNonEssentialFields: false }]],
      })
      return result?.code ? { code: result.code, map: result.map } : undefined
    },
  }
}
