/**
 * Builds the script a prerendered test page runs from its head before the app
 * (web/features/test-flow/early-steps-entry.ts, decision 117) as one small classic script, minified
 * and lowered to ES2020, into the build's `.inline/` folder, which the server does
 * not serve: the page shell inlines it and the Content Security Policy allows it by its SHA-256
 * (server/web/inline-scripts.ts). Its own bundle (esbuild), so it shares no chunk with the app.
 */
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Plugin } from 'vite'
import { inlineScriptFiles } from '../schemas/page-data.ts'

const entry = fileURLToPath(new URL('../web/features/test-flow/early-steps-entry.ts', import.meta.url))

/** The early steps' script, as the page runs it. */
export async function bundleEarlySteps(): Promise<string> {
  const { outputFiles } = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: 'es2020', write: false, legalComments: 'none', logLevel: 'silent' })
  return outputFiles[0]!.text.trim()
}

export function earlySteps(): Plugin {
  return {
    name: 'early-steps',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return
      this.emitFile({ type: 'asset', fileName: inlineScriptFiles.earlySteps, source: await bundleEarlySteps() })
    },
  }
}
