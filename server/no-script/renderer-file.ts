/**
 * The web app's server-side renderer for no-script pages (web/no-script-render.tsx), which the
 * build writes to `<webRoot>/.ssr/no-script.mjs` (tools/vite-prerender.ts; a dot folder, never
 * served). Loaded once at start-up; missing when the web app has not been built.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { NoScriptRenderer } from '#schemas/no-script-renderer.ts'

export const rendererPath = (webRoot: string): string => path.join(webRoot, '.ssr', 'no-script.mjs')

export async function loadNoScriptRenderer(webRoot: string): Promise<NoScriptRenderer | undefined> {
  const file = rendererPath(webRoot)
  if (!existsSync(file) || !existsSync(path.join(webRoot, 'index.html'))) return undefined
  const module = (await import(pathToFileURL(file).href)) as { renderer?: NoScriptRenderer }
  if (!module.renderer) throw new Error(`${file} exports no renderer: rebuild the web app (npm run build).`)
  return module.renderer
}
