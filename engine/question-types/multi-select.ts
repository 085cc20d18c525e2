/**
 * multi-select: any number of options are chosen and their scores added. An exclusive option
 * ("None of these") is chosen alone: choosing it clears the others, and choosing another clears it.
 */
import type { Answer, MultiSelectQuestion } from '#schemas/index.ts'
import type { QuestionType } from './question-type.ts'
import { isOptionPosition, optionFieldProblems, positionsText, repeatedOptionTexts, scoreRange, usableOptions } from './options.ts'

function listProblem(question: MultiSelectQuestion, answer: Answer): string | null {
  const wrong = `must be a list of positions of ${positionsText(question)}`
  if (!Array.isArray(answer) || answer.length === 0) return `${wrong}, with at least one chosen`
  if (!answer.every((position) => isOptionPosition(question, position))) return wrong
  if (new Set(answer).size !== answer.length) return 'lists the same option twice'
  const exclusive = answer.filter((position) => question.options[position]?.exclusive)
  return exclusive.length > 0 && answer.length > 1 ? 'combines an option that must be chosen alone with others' : null
}

/** The answer after toggling one option; exclusive options clear the others. */
function toggle(question: MultiSelectQuestion, answer: Answer, option: number): Answer {
  const { options } = question
  if (!options[option]) return answer
  const chosen = Array.isArray(answer) ? answer : []
  if (chosen.includes(option)) {
    const remaining = chosen.filter((position) => position !== option)
    return remaining.length > 0 ? remaining : null
  }
  if (options[option].exclusive) return [option]
  const kept = chosen.filter((position) => !options[position]?.exclusive)
  return [...kept, option].sort((a, b) => a - b)
}

export const multiSelect: QuestionType<MultiSelectQuestion> = {
  problems: (question, at) => [
    ...optionFieldProblems(question, at, 'nextQuestion', 'only options of a single-select question can jump; use "next" on the question instead'),
    ...repeatedOptionTexts(question, at),
  ],
  scored: true,
  score: (question, answer) => (Array.isArray(answer) ? answer.reduce((sum, position) => sum + (question.options[position]?.score ?? 0), 0) : 0),
  range: (question, allowed) => {
    const usable = usableOptions(question, allowed)
    const scores = usable.map((option) => option.score)
    const free = usable.filter((option) => !option.exclusive).map((option) => option.score)
    const negatives = free.filter((score) => score < 0).reduce((sum, score) => sum + score, 0)
    const positives = free.filter((score) => score > 0).reduce((sum, score) => sum + score, 0)
    // Any choice is a sum of some scores (or one exclusive score): every one lies on 0 + k × gcd.
    return scoreRange(Math.min(negatives, ...scores), Math.max(positives, ...scores), scores, 0)
  },
  answerProblem: listProblem,
  parse: () => ({ answer: null, error: null }),
  choose: toggle,
  optionJumps: () => [],
}
