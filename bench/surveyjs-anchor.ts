/**
 * SurveyJS's PHQ-9, the anchor of issue 8, measured in the same run as the app and the floor
 * (issue 21: "a throttled run that compares the product's PHQ-9 page, the plain-HTML floor and
 * SurveyJS side by side"; decision 114). `bench/surveyjs/` holds the page (survey-core and
 * survey-react-ui on the project's React, pinned devDependencies); it is built here by Vite in
 * production mode, as the anchor was, into `bench/results/surveyjs/` (git-ignored), and served
 * brotli-compressed by brotli-page-server.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { servePages, type FixedAnswer, type PageServer } from './brotli-page-server.ts'

/** This bench's own port for the SurveyJS page (ports 4450-4499). */
export const SURVEYJS_PORT = 4452

const source = fileURLToPath(new URL('./surveyjs/', import.meta.url))
const outDir = fileURLToPath(new URL('./results/surveyjs/', import.meta.url))

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' }

/** Every file under `folder`, by its address. */
function filesOf(folder: string): Map<string, string> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return new Map(files.map((entry) => [`/${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`, path.join(entry.parentPath, entry.name)]))
}

export type SurveyJsServer = PageServer

/** Builds the SurveyJS page and serves it at /phq-9, its assets under /assets/. */
export async function startSurveyJsServer(port = SURVEYJS_PORT): Promise<SurveyJsServer> {
  await build({ configFile: false, root: source, logLevel: 'warn', build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 } })
  const answers = new Map<string, FixedAnswer>()
  for (const [address, file] of filesOf(outDir)) {
    answers.set(address === '/index.html' ? '/phq-9' : address, { type: types[path.extname(file)] ?? 'application/octet-stream', body: readFileSync(file) })
  }
  return servePages(port, '/phq-9', answers)
}
