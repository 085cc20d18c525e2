/**
 * The review list (docs/i18n-review-list.md) is what `npm run i18n:review-list` writes from the
 * catalogue and the Lingui catalogues as they are now, and lists every team string of every test
 * and every Kiswahili site message: a translator who adds text without regenerating it is told to.
 */
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { formatter } from '@lingui/format-po'
import { allCatalogTests } from './catalog-fixtures.ts'
import { linguiCatalogues, reviewListMarkdown, reviewListPath } from './i18n-review-list.ts'

describe('the Kiswahili review list', () => {
  it('is up to date (run npm run i18n:review-list if this fails)', async () => {
    const current = await readFile(reviewListPath, 'utf8').catch(() => '')
    expect(current === (await reviewListMarkdown()), 'docs/i18n-review-list.md is stale: run npm run i18n:review-list').toBe(true)
  })

  it('lists every team string of every bilingual test, by file and pointer', async () => {
    const markdown = await reviewListMarkdown()
    for (const definition of allCatalogTests()) {
      const team = definition.translations?.sw?.team ?? {}
      if (Object.keys(team).length === 0) continue
      expect(markdown).toContain(`(\`tests-catalog/tests/${definition.routeSlug}.json\`)`)
      for (const pointer of Object.keys(team)) expect(markdown, `${definition.routeSlug} ${pointer}`).toContain(`| ${pointer} |`)
    }
  })

  it('lists every Kiswahili message of every Lingui catalogue', async () => {
    const markdown = await reviewListMarkdown()
    const po = formatter({ lineNumbers: false })
    for (const catalogue of linguiCatalogues()) {
      const text = await readFile(catalogue, 'utf8').catch(() => undefined)
      if (text === undefined) continue
      const messages = Object.values(po.parse(text, { locale: 'sw', sourceLocale: 'en', filename: catalogue }) as Record<string, { translation?: string; obsolete?: boolean }>)
      for (const message of messages) {
        if (message.obsolete || !message.translation) continue
        expect(markdown).toContain(message.translation.replace(/\|/g, '\\|').split('\n')[0])
      }
    }
  })
})
