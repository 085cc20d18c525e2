/**
 * Warnings, not errors: a test that repeats an instrument already in the catalogue, by the same
 * instrument name (source.instrument, ignoring case, spaces and punctuation) or by the same
 * questions (at least 80% of the questions of each, by their text). A second copy of a test is
 * usually a mistake (edit the first instead), but a test may knowingly reuse another's questions.
 */
import type { CatalogFile } from '../catalog-checks.ts'
import type { DefinitionProblem } from './problem.ts'
import { soundDefinitions } from './test-code-checks.ts'

/** The share of each test's questions that must be shared for "the same questions". */
export const SAME_QUESTIONS_SHARE = 0.8

function normalised(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
}

/**
 * Each file of `files` that repeats an instrument of an earlier file, or of a file in `others`
 * (the rest of the catalogue, when only some files are checked). A file of the same name as one
 * in `others` is that file's new version, not a repeat of it.
 */
export function repeatedInstruments(files: CatalogFile[], others: CatalogFile[] = []): DefinitionProblem[] {
  const checked = soundDefinitions(files)
  const rest = soundDefinitions(others).filter(({ file }) => !checked.some((own) => own.file === file))
  const warnings: DefinitionProblem[] = []
  checked.forEach(({ file, definition }, position) => {
    const earlier = [...rest, ...checked.slice(0, position)]
    const instrument = normalised(definition.source.instrument)
    const sameName = earlier.find((other) => normalised(other.definition.source.instrument) === instrument)
    if (sameName) {
      warnings.push({ file, pointer: '/source/instrument', message: `names the same instrument as ${sameName.file} ("${sameName.definition.source.instrument}"); the catalogue already has it: change ${sameName.file} instead, unless this test is meant to be a separate one` })
      return
    }
    const questions = new Set(definition.questions.map((question) => normalised(question.question)))
    for (const other of earlier) {
      const theirs = new Set(other.definition.questions.map((question) => normalised(question.question)))
      const shared = [...questions].filter((text) => theirs.has(text)).length
      if (shared >= SAME_QUESTIONS_SHARE * questions.size && shared >= SAME_QUESTIONS_SHARE * theirs.size) {
        warnings.push({ file, pointer: '/questions', message: `asks the same questions as ${other.file} (${shared} of its ${theirs.size}); the catalogue already has this instrument: change ${other.file} instead, unless this test is meant to be a separate one` })
        return
      }
    }
  })
  return warnings
}
