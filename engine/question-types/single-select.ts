/** single-select: one option is chosen; its score is the answer's, and it may jump to a later question. */
import type { SingleSelectQuestion } from '#schemas/index.ts'
import type { QuestionType } from './question-type.ts'
import { isOptionPosition, optionFieldProblems, positionsText, repeatedOptionTexts, scoreRange, usableOptions } from './options.ts'

export const singleSelect: QuestionType<SingleSelectQuestion> = {
  problems: (question, at) => [
    ...optionFieldProblems(question, at, 'exclusive', '"exclusive" only applies to options of a multi-select question'),
    ...repeatedOptionTexts(question, at),
  ],
  scored: true,
  score: (question, answer) => (typeof answer === 'number' ? (question.options[answer]?.score ?? 0) : 0),
  range: (question, allowed) => {
    const scores = usableOptions(question, allowed).map((option) => option.score)
    return scoreRange(Math.min(...scores), Math.max(...scores), scores, scores[0] ?? 0)
  },
  answerProblem: (question, answer) => (isOptionPosition(question, answer) ? null : `must be the position of one of ${positionsText(question)}`),
  parse: () => ({ answer: null, error: null }),
  choose: (question, answer, option) => (question.options[option] ? option : answer),
  optionJumps: (question) => question.options.map((option) => option.nextQuestion),
}
