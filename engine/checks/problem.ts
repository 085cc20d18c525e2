/** A problem found in a definition: where (JSON pointer) and what, in a sentence for a clinician. */
export type Problem = { pointer: string; message: string }

/** A problem with the file it was found in, as the author's command and the server print it. */
export type DefinitionProblem = Problem & { file: string }

export function formatProblem(problem: DefinitionProblem): string {
  return `${problem.file} ${problem.pointer}: ${problem.message}`
}

export function questionLabel(index: number, id: string): string {
  return `question ${index + 1} ("${id}")`
}
