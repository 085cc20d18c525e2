/**
 * The scripts the build wrote for the page shell to inline (schemas/page-data.ts), read once at
 * start: each as the element to write into a page and the Content Security Policy source that
 * allows exactly it (its SHA-256), so the policy still allows no other inline script. None when the
 * build wrote none (an older build, or none at all): the pages then work as before without them.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { inlineScriptFiles } from '#schemas/page-data.ts'

export type InlineScript = { element: string; cspSource: string }

export type InlineScripts = { earlySteps?: InlineScript | undefined }

function readInlineScript(webRoot: string, file: string): InlineScript | undefined {
  const full = path.join(webRoot, file)
  if (!existsSync(full)) return undefined
  const code = readFileSync(full, 'utf8')
  // A script element ends at the first "</script": the build's minified code must not hold one.
  if (/<\/script/i.test(code)) throw new Error(`${file} cannot be inlined: it contains "</script"`)
  return { element: `<script>${code}</script>`, cspSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'` }
}

export function readInlineScripts(webRoot: string): InlineScripts {
  return { earlySteps: readInlineScript(webRoot, inlineScriptFiles.earlySteps) }
}

/** The CSP sources of the scripts a page may inline. */
export function inlineScriptSources(scripts: InlineScripts): string[] {
  return Object.values(scripts).flatMap((script) => (script ? [script.cspSource] : []))
}
