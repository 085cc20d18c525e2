/**
 * Loading a test definition: structure checked against the schema with Ajv, then meaning checked
 * by the engine. Every problem is collected and reported at once, as file, JSON pointer and a
 * sentence a clinician understands.
 */
import { schemaProblems, type TestDefinition } from '#schemas/index.ts'
import { checkGrades } from './checks/band-checks.ts'
import { checkExpressions } from './checks/expression-checks.ts'
import { formatProblem, type DefinitionProblem, type Problem } from './checks/problem.ts'
import { checkQuestions } from './checks/question-checks.ts'
import { checkTranslations } from './checks/translation-checks.ts'

export type { DefinitionProblem }

export class DefinitionError extends Error {
  readonly problems: DefinitionProblem[]

  constructor(problems: DefinitionProblem[]) {
    super(`The test definition has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}`)
    this.name = 'DefinitionError'
    this.problems = problems
  }
}

function baseName(fileName: string): string {
  return fileName.split(/[\\/]/).pop() ?? fileName
}

/** The meaning checks, for a definition whose structure is already valid. */
export function semanticProblems(definition: TestDefinition, fileName: string): Problem[] {
  const expected = baseName(fileName).replace(/\.json$/, '')
  const naming = expected !== definition.routeSlug && baseName(fileName).endsWith('.json')
    ? [{ pointer: '/routeSlug', message: `is "${definition.routeSlug}", but the file is named ${baseName(fileName)}; name the file ${definition.routeSlug}.json` }]
    : []
  const questionProblems = checkQuestions(definition)
  const expressionProblems = checkExpressions(definition)
  // Ranges mean something only when every reference is sound; broken jumps are left out of them.
  const gradeProblems = expressionProblems.length === 0 ? checkGrades(definition) : []
  return [...naming, ...questionProblems, ...expressionProblems, ...gradeProblems, ...checkTranslations(definition)]
}

/** Every problem of a definition (structure first; meaning only when the structure is sound). */
export function checkDefinition(json: unknown, fileName: string): DefinitionProblem[] {
  const file = baseName(fileName)
  const structural = schemaProblems('test-definition.schema.json', json)
  const problems = structural.length > 0 ? structural : semanticProblems(json as TestDefinition, fileName)
  return problems.map((problem) => ({ file, ...problem }))
}

/** The definition, checked; throws DefinitionError listing every problem. */
export function loadDefinition(json: unknown, fileName: string): TestDefinition {
  const problems = checkDefinition(json, fileName)
  if (problems.length > 0) throw new DefinitionError(problems)
  return json as TestDefinition
}
