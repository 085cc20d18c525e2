/**
 * The message catalogues (issue 20, decision 065), through Lingui's own API on lingui.config.ts:
 * - every Kiswahili catalogue (`**\/locales/sw.po`) is one the config extracts into, and translates
 *   every message (100%): a missing one names the catalogue and the English message;
 * - the catalogues are up to date with the code: the messages the extractor finds in the code now
 *   (read into memory, nothing written) are exactly the messages of each `en.po` and `sw.po`, so a
 *   message added, changed or removed without `npm run i18n:extract` fails here;
 * - the number of interface strings and the share translated is printed (the lead reports it).
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))

type Entry = { message?: string; translation?: string; obsolete?: boolean }
type CatalogueState = { name: string; code: Set<string>; en: Record<string, Entry>; sw: Record<string, Entry>; english: (id: string) => string }

let catalogues: CatalogueState[] = []

const current = (messages: Record<string, Entry>) => Object.keys(messages).filter((id) => !messages[id]!.obsolete)

beforeAll(async () => {
  const config = getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts'), skipValidation: true })
  catalogues = await Promise.all(
    (await getCatalogs(config)).map(async (catalogue) => {
      const [extracted, en, sw] = await Promise.all([catalogue.collect(), catalogue.read('en'), catalogue.read('sw')])
      const name = `${path.relative(root, path.dirname(catalogue.path))}/`
      const code = new Set(Object.keys(extracted ?? {}))
      return { name, code, en: en ?? {}, sw: sw ?? {}, english: (id: string) => extracted?.[id]?.message ?? en?.[id]?.message ?? en?.[id]?.translation ?? id }
    }),
  )
}, 120_000)

describe('message catalogues', () => {
  it('every Kiswahili catalogue in the repository is extracted into by lingui.config.ts', () => {
    const onDisk = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*locales/sw.po'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
    expect(onDisk.length).toBeGreaterThan(10)
    expect(onDisk.filter((file) => !catalogues.some((catalogue) => file === `${catalogue.name}sw.po`))).toEqual([])
  })

  it('each Kiswahili catalogue translates every message', () => {
    const missing = catalogues.flatMap((catalogue) =>
      current(catalogue.sw)
        .filter((id) => !catalogue.sw[id]!.translation?.trim())
        .map((id) => `${catalogue.name}sw.po: "${catalogue.english(id)}"`),
    )
    expect(missing).toEqual([])
  })

  it('are up to date with the code (run `npm run i18n:extract` after changing a message)', () => {
    const stale = catalogues.flatMap((catalogue) =>
      (['en', 'sw'] as const).flatMap((locale) => {
        const inFile = new Set(current(catalogue[locale]))
        const file = `${catalogue.name}${locale}.po`
        return [
          ...[...catalogue.code].filter((id) => !inFile.has(id)).map((id) => `${file} lacks "${catalogue.english(id)}", found in the code`),
          ...[...inFile].filter((id) => !catalogue.code.has(id)).map((id) => `${file} has "${catalogue.english(id)}", no longer in the code`),
        ]
      }),
    )
    expect(stale).toEqual([])
  })

  it('counts the interface strings and the share translated into Kiswahili', () => {
    const perCatalogue = catalogues.map((catalogue) => {
      const ids = current(catalogue.sw)
      return { name: catalogue.name, total: ids.length, translated: ids.filter((id) => catalogue.sw[id]!.translation?.trim()).length }
    })
    const total = perCatalogue.reduce((sum, one) => sum + one.total, 0)
    const translated = perCatalogue.reduce((sum, one) => sum + one.translated, 0)
    const lines = perCatalogue.filter((one) => one.total > 0).map((one) => `  ${one.name}: ${one.translated}/${one.total}`)
    console.info(`Interface strings: ${total}, translated into Kiswahili: ${translated} (${total === 0 ? 0 : ((translated / total) * 100).toFixed(1)}%)\n${lines.join('\n')}`)
    expect(total).toBeGreaterThan(0)
    expect(translated).toBe(total)
  })
})
