/**
 * The one list of Kiswahili text awaiting review by a fluent clinical reviewer (issue 20;
 * decision 057): every `team` string of every test definition and catalogue file
 * (`translations.sw.team`, by file and JSON pointer, English beside Kiswahili) and every message of
 * the site's Lingui catalogues (`locales/sw.po`, all of them team-translated). Wording copied from
 * a cited published translation (`translations.sw.published`) is counted but not listed: it is
 * reviewed against its source, not rewritten.
 *
 * `npm run i18n:review-list` writes docs/i18n-review-list.md; `--check` only compares, and
 * tools/i18n-review-list.test.ts fails when the file is stale. The .po files are read with
 * Lingui's own formatter (@lingui/format-po), as `lingui extract` writes them.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatter } from '@lingui/format-po'
import linguiConfig from '../lingui.config.ts'
import { catalogueFilePaths, readJsonFile, testFilePaths } from './catalog-files.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const reviewListPath = path.join(root, 'docs', 'i18n-review-list.md')

type Row = { key: string; english: string; swahili: string }
type Section = { title: string; file: string; rows: Row[]; published?: number }

/** A table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' <br> ')
}

/** The string at an RFC 6901 pointer of a JSON value, if there is one. */
function stringAt(json: unknown, pointer: string): string | undefined {
  let node = json
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~')
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return typeof node === 'string' ? node : undefined
}

type Translated = { translations?: { sw?: { team?: Record<string, string>; published?: Record<string, string> } } }

/** The team strings of one JSON file with translations, in the file's own order. */
async function jsonSection(filePath: string): Promise<Section | undefined> {
  const { json } = await readJsonFile(filePath)
  const sw = (json as Translated | undefined)?.translations?.sw
  if (!sw) return undefined
  const title = (json as { formalTitle?: string }).formalTitle ?? path.basename(filePath)
  const rows = Object.entries(sw.team ?? {}).map(([pointer, swahili]) => ({ key: pointer, english: stringAt(json, pointer) ?? '(no English string at this pointer)', swahili }))
  return { title, file: path.relative(root, filePath), rows, published: Object.keys(sw.published ?? {}).length }
}

/** The Kiswahili catalogues of lingui.config.ts, in its order. */
export function linguiCatalogues(): string[] {
  return (linguiConfig.catalogs ?? []).map((catalog) => path.join(root, catalog.path.replace('<rootDir>/', '').replace('{locale}', 'sw')) + '.po')
}

const po = formatter({ lineNumbers: false })

type PoMessage = { message?: string; translation?: string; obsolete?: boolean }

async function readCatalogue(filePath: string): Promise<Record<string, PoMessage>> {
  const text = await readFile(filePath, 'utf8').catch(() => undefined)
  return text === undefined ? {} : (po.parse(text, { locale: null, sourceLocale: 'en', filename: filePath }) as Record<string, PoMessage>)
}

/** Every live message of one Kiswahili catalogue, with its English from the English catalogue beside it. */
async function poSection(swPath: string): Promise<Section | undefined> {
  const swahili = await readCatalogue(swPath)
  const english = await readCatalogue(swPath.replace(/sw\.po$/, 'en.po'))
  const ids = Object.keys(swahili).filter((id) => !swahili[id]!.obsolete)
  if (ids.length === 0) return undefined
  const rows = ids.map((id) => {
    const source = swahili[id]!.message ?? english[id]?.translation ?? english[id]?.message ?? id
    const explicit = swahili[id]!.message === undefined ? id : ''
    return { key: explicit, english: source, swahili: swahili[id]!.translation || '(not yet translated)' }
  })
  const file = path.relative(root, swPath)
  return { title: file, file, rows }
}

function table(section: Section, keyHeading: string): string {
  const lines = [`| ${keyHeading} | English | Kiswahili |`, '| --- | --- | --- |']
  for (const row of section.rows) lines.push(`| ${cell(row.key) || ' '} | ${cell(row.english)} | ${cell(row.swahili)} |`)
  return lines.join('\n')
}

export async function reviewListMarkdown(): Promise<string> {
  const dataFiles = [...(await testFilePaths()), ...(await catalogueFilePaths()).map(({ filePath }) => filePath)]
  const dataSections = (await Promise.all(dataFiles.map(jsonSection))).filter((section): section is Section => section !== undefined)
  const poSections = (await Promise.all(linguiCatalogues().map(poSection))).filter((section): section is Section => section !== undefined)
  const teamCount = dataSections.reduce((sum, section) => sum + section.rows.length, 0)
  const publishedCount = dataSections.reduce((sum, section) => sum + (section.published ?? 0), 0)
  const messageCount = poSections.reduce((sum, section) => sum + section.rows.length, 0)
  const untranslated = poSections.reduce((sum, section) => sum + section.rows.filter((row) => row.swahili === '(not yet translated)').length, 0)
  const out = [
    '# Kiswahili awaiting review by a fluent clinical reviewer',
    '',
    'GENERATED by `npm run i18n:review-list` (tools/i18n-review-list.ts) from the test definitions and catalogue files',
    '(`translations.sw.team`) and the Lingui catalogues (`locales/sw.po`). Do not edit: change the source and run it',
    'again; a test fails when this file is stale. Every string here was translated by the team, not copied from a',
    'published validated translation, and awaits sign-off by a fluent clinical reviewer.',
    '',
    `- Test and catalogue text: ${teamCount} team strings in ${dataSections.length} files`
      + ` (plus ${publishedCount} strings copied from cited published translations, not listed).`,
    `- Site messages: ${messageCount} Kiswahili messages in ${poSections.length} Lingui catalogues (${untranslated} not yet translated).`,
    '',
    '## Tests and catalogue files',
    '',
  ]
  for (const section of dataSections) out.push(`### ${section.title} (\`${section.file}\`)`, '', table(section, 'JSON pointer'), '')
  out.push('## Site messages (Lingui catalogues)', '')
  for (const section of poSections) out.push(`### \`${section.file}\``, '', table(section, 'Message id (when not the English text)'), '')
  return `${out.join('\n').trimEnd()}\n`
}

async function main(): Promise<void> {
  const markdown = await reviewListMarkdown()
  if (process.argv.includes('--check')) {
    const current = await readFile(reviewListPath, 'utf8').catch(() => '')
    if (current !== markdown) {
      console.error(`${path.relative(root, reviewListPath)} is stale: run npm run i18n:review-list`)
      process.exitCode = 1
    }
    return
  }
  await writeFile(reviewListPath, markdown)
  console.log(`wrote ${path.relative(root, reviewListPath)}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
