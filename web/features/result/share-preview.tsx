/**
 * Exactly what sharing a result sends to the practitioner (decisions 083 and 102), shown before the
 * visitor agrees, on the result page and in the booking form alike: the test, the date, each answer
 * on the path taken, the score and the band, in the language the test was taken in, and the one
 * sentence the visitor agrees to. The server scores the same answers again and stores this.
 */
import { t } from '@lingui/core/macro'
import { answersOnPath, answerText, followPath } from '#engine/flow.ts'
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { activeLocale } from '../../shared/i18n.ts'

/** What ticking the box agrees to, under the preview (the result page and the booking form). */
export function shareConsentSentence(): string {
  return t`I agree to share this result, exactly as shown above, with the practitioner of this booking only. I can withdraw it on the page to manage my booking until the session.`
}

type Props = { definition: TestDefinition; answers: readonly Answer[]; result: AssessmentResult; takenOn: string; headingLevel?: 2 | 3 }

/** `headingLevel`: the preview's heading level, under the page's own (its answers' heading one below). */
export function SharePreview({ definition, answers, result, takenOn, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const
  const AnswersHeading = `h${headingLevel + 1}` as 'h3' | 'h4'
  const { path } = followPath(definition, answers)
  const onPath = answersOnPath(answers, path, definition.questions.length)
  const lang = testLanguage(definition)
  return (
    <div className="share-preview">
      <Heading>{t`What your practitioner will see`}</Heading>
      <dl>
        <dt>{t`Test`}</dt>
        <dd lang={lang}>{definition.informalTitle}</dd>
        <dt>{t`Date`}</dt>
        <dd>{takenOn}</dd>
        <dt>{t`Score`}</dt>
        <dd>{t`${result.totalScore} of ${result.expectedTotalScore}`}</dd>
        <dt>{t`Band`}</dt>
        <dd lang={lang}>{result.grade}</dd>
      </dl>
      <AnswersHeading>{t`Your answers`}</AnswersHeading>
      <ol className="share-preview-answers">
        {path.map((index) => (
          <li key={index} lang={lang}>
            {definition.questions[index]!.question} <strong>{answerText(definition.questions[index]!, onPath[index] ?? null, { none: '—' })}</strong>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** The test's own words are in the language it was taken in: marked when that is not the page's (a test with no Kiswahili version, on a Kiswahili page). */
export function testLanguage(definition: TestDefinition): TestDefinition['language'] | undefined {
  return definition.language && definition.language !== activeLocale() ? definition.language : undefined
}
