/**
 * Checks across the whole catalogue: every test definition valid on its own, no two tests
 * sharing a code or a slug, and every test in a category that exists.
 */
import type { TestDefinition } from '#schemas/index.ts'
import { checkDefinition, type DefinitionProblem } from './load-definition.ts'
import { checkInstrumentKind } from './checks/instrument-kind-checks.ts'

export type CatalogFile = { fileName: string; json: unknown }

export function checkCatalog(tests: CatalogFile[], categorySlugs: readonly string[]): DefinitionProblem[] {
  const problems: DefinitionProblem[] = []
  const seenCodes = new Map<string, string>()
  const seenSlugs = new Map<string, string>()
  for (const { fileName, json } of tests) {
    const own = checkDefinition(json, fileName)
    problems.push(...own)
    if (own.some((problem) => problem.pointer === '/' || problem.pointer === '/testCode' || problem.pointer === '/category')) continue
    const definition = json as TestDefinition
    const file = own[0]?.file ?? fileName.split(/[\\/]/).pop() ?? fileName
    if (own.length === 0) problems.push(...checkInstrumentKind(definition).map((problem) => ({ file, ...problem })))
    const codeOwner = seenCodes.get(definition.testCode)
    if (codeOwner) problems.push({ file, pointer: '/testCode', message: `"${definition.testCode}" is already the code of ${codeOwner}; every test needs its own code` })
    else seenCodes.set(definition.testCode, file)
    const slugOwner = seenSlugs.get(definition.routeSlug)
    if (slugOwner) problems.push({ file, pointer: '/routeSlug', message: `"${definition.routeSlug}" is already the address of ${slugOwner}` })
    else seenSlugs.set(definition.routeSlug, file)
    if (categorySlugs.length > 0 && !categorySlugs.includes(definition.category)) {
      problems.push({ file, pointer: '/category', message: `"${definition.category}" is not a category in categories.json (${categorySlugs.join(', ')})` })
    }
  }
  return problems
}
