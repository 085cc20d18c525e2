/**
 * Installable, and useful offline after one visit (issue 21 part 2; decision 075): vite-plugin-pwa
 * builds the service worker (web/features/offline-worker/service-worker.ts, injectManifest: Workbox's
 * modules with the precache list written in) and the English web app manifest; `appIcons` draws the
 * icons from the site's SVG at build time (sharp) and writes the Kiswahili manifest, whose start_url
 * is /sw/ (the page shell links it on a Kiswahili page: server/web/page-language.ts).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { brand } from '../tests-catalog/site.json'
import { defaultPageTitle } from '../schemas/page-title.ts'
import { webAppManifestFiles } from '../schemas/web-app-manifests.ts'

const iconSource = fileURLToPath(new URL('../web/features/offline-worker/app-icon.svg', import.meta.url))
const kiswahiliCatalogue = fileURLToPath(new URL('../web/locales/sw.po', import.meta.url))

/** The site's colours (web/styles.css: --primary, --page). */
const themeColour = '#007f3b'
const backgroundColour = '#f0f4f5'

/**
 * What the precache holds: the shell, scripts, styles, icons, manifests and the pictures of the
 * categories and services (17 SVGs of under 1 KB: decision 095), so pages kept offline show them;
 * never the link-preview images, the prerendered copies or the compressed twins.
 */
export const precacheGlobs = {
  globPatterns: ['index.html', 'assets/**/*.{js,css}', 'icons/*.png', '*.webmanifest', 'images/{categories,services,home}/*.svg'],
  globIgnores: ['**/*.br', '**/*.gz', 'prerendered/**', '.vite/**'],
}


const icons: ManifestOptions['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

/** The Kiswahili of a message of the shell catalogue (web/locales/sw.po), read at build time. */
function kiswahiliOf(id: string): string {
  const po = readFileSync(kiswahiliCatalogue, 'utf8')
  const found = new RegExp(`msgid "${id}"\\nmsgstr "([^"]+)"`).exec(po)
  if (!found?.[1]) throw new Error(`web/locales/sw.po has no Kiswahili for ${id}`)
  return found[1]
}

function manifestIn(lang: 'en' | 'sw'): Partial<ManifestOptions> {
  const description = lang === 'en' ? defaultPageTitle.message : kiswahiliOf(defaultPageTitle.id)
  return {
    id: lang === 'en' ? '/' : '/sw/',
    name: `${brand.name}: ${description}`,
    short_name: brand.name,
    description,
    lang,
    start_url: lang === 'en' ? '/' : '/sw/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColour,
    background_color: backgroundColour,
    icons,
  }
}

/** The icons (192 and 512 px, and a maskable 512) from the SVG, and the Kiswahili manifest, as build files. */
function appIcons(): Plugin {
  return {
    name: 'app-icons',
    apply: 'build',
    async generateBundle() {
      const svg = readFileSync(iconSource)
      const png = (size: number) => sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()
      for (const [fileName, size] of [['icons/icon-192.png', 192], ['icons/icon-512.png', 512], ['icons/maskable-512.png', 512]] as const) {
        this.emitFile({ type: 'asset', fileName, source: await png(size) })
      }
      this.emitFile({ type: 'asset', fileName: webAppManifestFiles.sw, source: JSON.stringify(manifestIn('sw')) })
    },
  }
}

export function offlineWorker(): Plugin[] {
  return [
    appIcons(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'features/offline-worker',
      filename: 'service-worker.ts',
      // Registered by web/features/offline-worker/register.ts, after load, when the page is idle.
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: webAppManifestFiles.en,
      manifest: manifestIn('en'),
      includeManifestIcons: false,
      injectManifest: { ...precacheGlobs, maximumFileSizeToCacheInBytes: 512 * 1024 },
    }),
  ]
}
