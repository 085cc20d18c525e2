/**
 * The early steps' script (decision 117) as the server sends it: written first in the head of a
 * prerendered test page only, and allowed by the Content Security Policy by its SHA-256 alone
 * (the exact bytes inlined; no other inline script, no 'unsafe-inline'). A build that wrote no such
 * script gets pages without it and the policy as before.
 */
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineScriptFiles } from '#schemas/page-data.ts'
import { createTestApp } from '../testing/test-app.ts'
import { readInlineScripts } from './inline-scripts.ts'

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Afya Hub</title>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`
const earlySteps = '(()=>{document.addEventListener("change",()=>{},!0)})();'
const prerendered = { '/tests/depression': 'prerendered/depression.html', '/sw/tests/depression': 'prerendered/sw-depression.html', '/about-us': 'prerendered/about-us.html' }

async function webRootWith(script: string | undefined): Promise<string> {
  const webRoot = path.join(await mkdtemp(path.join(tmpdir(), 'inline-scripts-test-')), 'dist')
  await mkdir(path.join(webRoot, 'prerendered'), { recursive: true })
  await writeFile(path.join(webRoot, 'index.html'), indexHtml)
  await writeFile(path.join(webRoot, 'prerendered', 'pages.json'), JSON.stringify(prerendered))
  for (const file of Object.values(prerendered)) await writeFile(path.join(webRoot, file), indexHtml.replace('<div id="root"></div>', '<div id="root"><main>drawn</main></div>'))
  if (script !== undefined) {
    await mkdir(path.join(webRoot, path.dirname(inlineScriptFiles.earlySteps)), { recursive: true })
    await writeFile(path.join(webRoot, inlineScriptFiles.earlySteps), script)
  }
  return webRoot
}

const scriptSources = (header: unknown) => /script-src ([^;]*)/.exec(String(header))?.[1]?.split(' ') ?? []

describe('the early steps inlined', () => {
  let webRoot: string
  let app: FastifyInstance
  beforeAll(async () => {
    webRoot = await webRootWith(earlySteps)
    ;({ app } = await createTestApp({ webRoot }))
  })
  afterAll(async () => {
    await app.close()
    await rm(path.dirname(webRoot), { recursive: true, force: true })
  })
  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })

  it('come first in the head of a prerendered test page, before its stylesheet, in both languages', async () => {
    for (const url of ['/tests/depression', '/sw/tests/depression']) {
      const html = (await page(url)).body
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head.indexOf(`<script>${earlySteps}</script>`)).toBeGreaterThan(head.indexOf('<meta charset="utf-8" />'))
      expect(head.indexOf(`<script>${earlySteps}</script>`)).toBeLessThan(head.indexOf('<link rel="stylesheet"'))
    }
  })

  it('are on no other page', async () => {
    for (const url of ['/about-us', '/', '/tests/no-such-test']) expect((await page(url)).body).not.toContain(earlySteps)
  })

  it('are allowed by their hash and nothing else inline, on every answer', async () => {
    const hash = `'sha256-${createHash('sha256').update(earlySteps).digest('base64')}'`
    for (const url of ['/tests/depression', '/about-us', '/api/health']) expect(scriptSources((await page(url)).headers['content-security-policy'])).toEqual(["'self'", hash])
  })

  it('are not served as a file', async () => {
    expect((await page(`/${inlineScriptFiles.earlySteps}`)).body).not.toContain(earlySteps)
  })
})

describe('a build without the early steps', () => {
  it('sends its pages without them, and the policy allows no inline script', async () => {
    const webRoot = await webRootWith(undefined)
    const { app } = await createTestApp({ webRoot })
    try {
      const response = await app.inject({ method: 'GET', url: '/tests/depression', headers: { accept: 'text/html' } })
      expect(response.body).not.toMatch(/<script>/)
      expect(scriptSources(response.headers['content-security-policy'])).toEqual(["'self'"])
    } finally {
      await app.close()
      await rm(path.dirname(webRoot), { recursive: true, force: true })
    }
  })

  it('refuses a script that would end its own element', async () => {
    const webRoot = await webRootWith('var a = "</script>"')
    expect(() => readInlineScripts(webRoot)).toThrow(/cannot be inlined/)
    await rm(path.dirname(webRoot), { recursive: true, force: true })
  })
})
