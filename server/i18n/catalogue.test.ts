/**
 * The server's catalogues are complete and current (issue 20): every message the server's code
 * says (its descriptors, read by Lingui's own extractor) is in each `.po` file with the English the
 * code gives, none is left that the code no longer says, every one has its Kiswahili, the compiled
 * modules the server loads are those the catalogues give (`npm run i18n:server` rewrites all of
 * them), and a sentence the web shows too (schemas/) has the same Kiswahili on both sides.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { compiledDir, compiledModules, serverCatalogs } from '../../tools/server-messages.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const fix = 'run npm run i18n:server (or npm run i18n:extract), fill in the Kiswahili and commit the .po and compiled files'

describe('the server catalogues', async () => {
  const { catalogs } = await serverCatalogs()

  it('cover server/ and the assistant, each in English and Kiswahili', () => {
    expect(catalogs.map((catalog) => path.relative(root, catalog.path)).sort()).toEqual(['server/chat/locales/{locale}', 'server/locales/{locale}'])
  })

  it.each(catalogs.map((catalog) => [path.relative(root, catalog.path), catalog] as const))('%s holds exactly the messages the code says, each with its Kiswahili', async (_name, catalog) => {
    const extracted = (await catalog.collect()) ?? {}
    const [en, sw] = [await catalog.read('en'), await catalog.read('sw')]
    const said = Object.keys(extracted).sort()
    expect(said.length).toBeGreaterThan(0)
    expect(Object.keys(en ?? {}).filter((id) => !en?.[id]?.obsolete).sort(), `English catalogue out of date: ${fix}`).toEqual(said)
    expect(Object.keys(sw ?? {}).filter((id) => !sw?.[id]?.obsolete).sort(), `Kiswahili catalogue out of date: ${fix}`).toEqual(said)
    const changedEnglish = said.filter((id) => en?.[id]?.translation !== extracted[id]?.message)
    expect(changedEnglish, `English text changed in the code: ${fix}`).toEqual([])
    const missingKiswahili = said.filter((id) => !sw?.[id]?.translation?.trim())
    expect(missingKiswahili, 'messages with no Kiswahili translation').toEqual([])
  })

  it('are the compiled modules the server loads', async () => {
    for (const [locale, source] of await compiledModules()) {
      expect(readFileSync(path.join(compiledDir, `${locale}.ts`), 'utf8'), `server/i18n/compiled/${locale}.ts is stale: ${fix}`).toBe(source)
    }
  })

  it('give a sentence the web shows too the same Kiswahili as the web does', async () => {
    const serverSw = await catalogs.find((catalog) => catalog.path.endsWith('server/locales/{locale}'))!.read('sw')
    const webSw = readFileSync(path.join(root, 'web', 'locales', 'sw.po'), 'utf8')
    const webTranslations = new Map([...webSw.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)].map((match) => [match[1]!, match[2]!.replace(/\\"/g, '"')]))
    const shared = Object.keys(serverSw ?? {}).filter((id) => webTranslations.get(id))
    for (const id of shared) expect([id, webTranslations.get(id)]).toEqual([id, serverSw?.[id]?.translation])
  })
})
