/**
 * `npm run check:catalog` checks tests-catalog/practitioner-screenings.json for meaning, not only
 * shape: with a copy of the file naming a test that does not exist (read in its place), the
 * command's problems name the file, the entry and the fix.
 */
import { readFileSync } from 'node:fs'
import { expect, it, vi } from 'vitest'
import { formatProblem } from '#engine/index.ts'
import type { PractitionerScreenings } from '#schemas/generated/practitioner-screenings.ts'
import { checkFiles } from './check-catalog.ts'

const broken = JSON.parse(readFileSync(new URL('../tests-catalog/practitioner-screenings.json', import.meta.url), 'utf8')) as PractitionerScreenings
broken.consultations.Psychologist = ['depression', 'burnot']

vi.mock('./catalog-files.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./catalog-files.ts')>()
  return {
    ...actual,
    readJsonFile: async (filePath: string) => (filePath.endsWith('practitioner-screenings.json') ? { json: broken } : actual.readJsonFile(filePath)),
  }
})

it('names a screening that is not a catalogue test, with the file and the entry', async () => {
  const { problems } = await checkFiles([])
  expect(problems.map(formatProblem)).toEqual([
    `practitioner-screenings.json /consultations/Psychologist/1: "burnot" is not a test in tests-catalog/tests/ (there is no tests/burnot.json); write a test's routeSlug, its file name without .json`,
  ])
}, 60_000)
