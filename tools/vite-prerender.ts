/**
 * Prerenders pages at build time: after the client build, builds web/prerender.tsx for Node (same
 * aliases, so the same renderer), renders each page of `prerenderedPaths` and writes its HTML into
 * `<outDir>/prerendered/` (the client's index.html with #root filled in). The server's page shell
 * serves that page for the path, and the browser hydrates it: text and layout show before any
 * JavaScript has run, which matters most on a slow network.
 *
 * Each address is rendered in the language it names (`/sw/...` in Kiswahili: web/prerender.tsx),
 * and its page says so in `<html lang>` (decision 059). `notFoundPaths` are rendered the same way
 * (the app's 404 page, at an address no route has); the server sends them with status 404.
 *
 * The same server build holds web/no-script-render.tsx, the renderer of the pages that work
 * without JavaScript (decision 092): it is kept in `<outDir>/.ssr/no-script.mjs`, which the server
 * loads (server/no-script/); a dot folder, so the static files route never serves it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'vite'
import { lingui } from '@lingui/vite-plugin'
import { linguiConfigPath, linguiMacros } from './vite-lingui-macros.ts'
import { testCardText } from './vite-test-card-text.ts'
import { siteWordsParts } from './vite-site-words.ts'
import { preactAliases } from './vite-preact-renderer.ts'
import { splitLocale } from '../schemas/locales.ts'

/** The file a path's prerendered page is written to, relative to the build's folder. */
export function prerenderedFile(pathname: string): string {
  const name = pathname === '/' ? 'index' : pathname.replace(/^\/|\/$/g, '').replace(/\//g, '__')
  return path.join('prerendered', `${name}.html`)
}

/** The server build's folder inside the web build, and its no-script renderer's file there (server/no-script/ loads it). */
export const serverBuildFolder = '.ssr'
export const noScriptRendererFile = 'no-script.mjs'

/** The page's `<html lang>` set to its language. */
export function withLanguage(html: string, locale: string): string {
  const page = html.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${locale}"`)
  return page === html && !/<html[^>]*\slang=/.test(html) ? html.replace('<html', `<html lang="${locale}"`) : page
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function prerender({ paths, notFoundPaths = () => [] }: { paths: () => string[]; notFoundPaths?: () => string[] }): Plugin {
  let outDir = ''
  let root = ''
  let isSsrBuild = false
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
      isSsrBuild = Boolean(config.build.ssr)
    },
    async closeBundle() {
      if (isSsrBuild) return
      const serverDir = path.join(outDir, serverBuildFolder)
      await build({
        configFile: false,
        root,
        logLevel: 'error',
        resolve: { alias: preactAliases },
        // The same messages and catalogues as the client build (decision 056), the tests' card text in a language (decision 063) and site.json's words in parts.
        plugins: [linguiMacros(), lingui({ configPath: linguiConfigPath }), testCardText(), siteWordsParts()],
        ssr: { noExternal: true },
        // Pages are prerendered with site.json's placeholder contacts; the server puts the configured ones in as it sends them (decision 053).
        build: {
          ssr: true,
          outDir: serverDir,
          emptyOutDir: true,
          rollupOptions: {
            input: { prerender: path.join(root, 'prerender.tsx'), [noScriptRendererFile.replace(/\.mjs$/, '')]: path.join(root, 'no-script-render.tsx') },
            output: { format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
          },
        },
      })
      const { renderPage } = (await import(pathToFileURL(path.join(serverDir, 'prerender.mjs')).href)) as { renderPage(url: string): Promise<{ html: string; title: string | undefined }> }
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8')
      await mkdir(path.join(outDir, 'prerendered'), { recursive: true })
      const index: Record<string, string> = {}
      for (const pathname of [...paths(), ...notFoundPaths()]) {
        const { html, title } = await renderPage(pathname)
        let page = shell.replace('<div id="root"></div>', `<div id="root">${html}</div>`)
        if (page === shell) throw new Error('index.html has no empty <div id="root"></div> to prerender into.')
        page = withLanguage(page, splitLocale(pathname).locale)
        if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        await writeFile(path.join(outDir, prerenderedFile(pathname)), page)
        index[pathname] = prerenderedFile(pathname)
      }
      // The server's page shell finds a path's page here (server/web/page-shell.ts).
      await writeFile(path.join(outDir, 'prerendered', 'pages.json'), JSON.stringify(index, null, 2))
    },
  }
}
