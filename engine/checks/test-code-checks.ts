/**
 * How test codes are chosen, as a rule the checker enforces: a test's code is its category's id
 * in categories.json (two capital letters), a hyphen and three digits (MH-001), and no two tests
 * share one. A new test takes the next free number of its category; the messages name it.
 */
import { schemaProblems, type TestDefinition } from '#schemas/index.ts'
import type { CatalogFile } from '../catalog-checks.ts'
import type { DefinitionProblem } from './problem.ts'

/** A category as the code rule needs it: its address and its id, the prefix of its tests' codes. */
export type CodedCategory = { routeSlug: string; id: string }

type Named = { file: string; definition: TestDefinition }

/** The files whose structure is sound, by base file name. */
export function soundDefinitions(files: CatalogFile[]): Named[] {
  return files
    .filter(({ json }) => schemaProblems('test-definition.schema.json', json).length === 0)
    .map(({ fileName, json }) => ({ file: fileName.split(/[\\/]/).pop() ?? fileName, definition: json as TestDefinition }))
}

/** The code after the highest one of the prefix in use, e.g. MH-008 after MH-007. */
export function nextFreeCode(prefix: string, codes: Iterable<string>): string {
  let highest = 0
  for (const code of codes) {
    const match = /^([A-Z]{2})-(\d{3})$/.exec(code)
    if (match?.[1] === prefix) highest = Math.max(highest, Number(match[2]))
  }
  return `${prefix}-${String(highest + 1).padStart(3, '0')}`
}

/**
 * Codes that do not begin with their category's id, and (when checking some files against the
 * rest of the catalogue, `others`) codes already taken by another file.
 */
export function checkTestCodes(files: CatalogFile[], categories: readonly CodedCategory[], others: CatalogFile[] = []): DefinitionProblem[] {
  const checked = soundDefinitions(files)
  const rest = soundDefinitions(others).filter(({ file }) => !checked.some((own) => own.file === file))
  const codes = [...checked, ...rest].map(({ definition }) => definition.testCode)
  const problems: DefinitionProblem[] = []
  for (const { file, definition } of checked) {
    const category = categories.find((candidate) => candidate.routeSlug === definition.category)
    if (!category) continue
    const prefix = category.id
    if (!definition.testCode.startsWith(`${prefix}-`)) {
      problems.push({ file, pointer: '/testCode', message: `"${definition.testCode}" does not fit the category ${category.routeSlug}: its tests' codes begin with ${prefix}- (the category's id in categories.json); use the next free one, ${nextFreeCode(prefix, codes)}` })
      continue
    }
    const owner = rest.find((other) => other.definition.testCode === definition.testCode)
    if (owner) {
      problems.push({ file, pointer: '/testCode', message: `"${definition.testCode}" is already the code of ${owner.file}; every test needs its own code: use the next free one, ${nextFreeCode(prefix, codes)}` })
    }
  }
  return problems
}
