/**
 * Walks a test in the terminal, as the site would: each question on the path in turn, with its
 * options numbered from 1; the person's line is read as the site reads a tap or a typed entry,
 * and a line that does not fit is explained and asked again.
 */
import { answerProblem, answersOnPath, chooseOption, END_OF_TEST, nextQuestionIndex, parseEntry } from '#engine/index.ts'
import type { Answer, Question, TestDefinition } from '#schemas/index.ts'

export type LineReader = () => Promise<string | undefined>
export type Writer = (text: string) => void

function questionText(question: Question, position: number): string {
  const lines = [``, `Question ${position} (${question.id}): ${question.question}`]
  if (question.hint) lines.push(`  (${question.hint})`)
  if (question.type === 'single-select' || question.type === 'multi-select') {
    question.options.forEach((option, index) => lines.push(`  ${index + 1}. ${option.text}`))
    lines.push(question.type === 'single-select' ? 'Type the number of your answer:' : 'Type the numbers of every answer that applies, separated by spaces:')
  } else if (question.type === 'user-input-number') {
    lines.push(`Type a whole number from ${question.min} to ${question.max}${question.unit ? ` (${question.unit})` : ''}:`)
  } else {
    lines.push('Type your answer:')
  }
  return lines.join('\n')
}

/** The answer a typed line gives, or why it does not fit. */
export function readAnswer(question: Question, line: string): { answer: Answer } | { problem: string } {
  const text = line.trim()
  if (question.type === 'single-select' || question.type === 'multi-select') {
    const numbers = text.split(/[\s,]+/).filter(Boolean)
    const count = question.options.length
    if (numbers.length === 0 || numbers.some((number) => !/^\d+$/.test(number) || Number(number) < 1 || Number(number) > count)) {
      return { problem: `type ${question.type === 'single-select' ? 'a number' : 'numbers'} from 1 to ${count}` }
    }
    if (question.type === 'single-select' && numbers.length > 1) return { problem: 'choose one answer' }
    const answer = numbers.reduce<Answer>((current, number) => chooseOption(question, current, Number(number) - 1), question.type === 'multi-select' ? [] : null)
    const problem = answerProblem(question, answer)
    return problem ? { problem: `this answer ${problem}` } : { answer }
  }
  const entry = parseEntry(question, text)
  if (entry.error) return { problem: entry.error }
  const problem = answerProblem(question, entry.answer)
  return problem ? { problem: `this answer ${problem}` } : { answer: entry.answer }
}

/** Asks each question on the path; the answers (null off the path), or undefined if the input ends first. */
export async function walkTest(definition: TestDefinition, readLine: LineReader, write: Writer): Promise<Answer[] | undefined> {
  const length = definition.questions.length
  const answers: Answer[] = Array.from({ length }, () => null)
  const path: number[] = []
  for (let index = 0; index !== END_OF_TEST; ) {
    const question = definition.questions[index]!
    write(questionText(question, path.length + 1))
    for (;;) {
      const line = await readLine()
      if (line === undefined) {
        write(`\nThe input ended at question ${path.length + 1} ("${question.id}"): no result.`)
        return undefined
      }
      const read = readAnswer(question, line)
      if ('answer' in read) {
        answers[index] = read.answer
        break
      }
      write(`Not an answer here: ${read.problem}. Try again:`)
    }
    path.push(index)
    index = nextQuestionIndex(definition, index, answersOnPath(answers, path, length))
  }
  return answersOnPath(answers, path, length)
}
