/**
 * The test's screens for a browser that runs no JavaScript (issue 21 item 1; decision 092): the
 * server draws them (web/no-script-render.tsx) and they post plain forms to the test's address,
 * which the server answers with the next screen (server/no-script/). The same components as the
 * app's: the introduction's words, the question page with its views, the answer errors.
 */
import { t } from '@lingui/core/macro'
import { useId } from 'react'
import type { NoScriptAnswerProblem, NoScriptQuestionPage, NoScriptTestPage } from '#schemas/no-script-renderer.ts'
import type { NumberQuestion, TestDefinition, TextQuestion } from '#schemas/index.ts'
import { ErrorSummary } from '../../shared/error-summary.tsx'
import { activeLocale } from '../../shared/i18n.ts'
import { numberErrorText, textErrorText } from './input-error-text.ts'
import { EnglishOnlyNoticeView, takeInEnglishLabel } from './english-only-notice.tsx'
import { IntroText } from './intro-dialog.tsx'
import { swahiliTestsFor } from './swahili-tests.ts'
import { QuestionPage, serverFormFields } from './question-page.tsx'
import { definitionLanguage } from './test-api.ts'

const textLanguageOf = (definition: TestDefinition) => (definitionLanguage(definition) === activeLocale() ? undefined : definitionLanguage(definition))

/**
 * The introduction as a page (not a dialog), its Begin Test button posting to the test's address.
 * On a Kiswahili page of a test with no Kiswahili version, the app's English-only notice comes
 * first, as with scripts (issue 20), its Take it in English a post that begins the test.
 */
export function NoScriptIntro({ pathname, definition }: NoScriptTestPage) {
  const [titleId, durationId] = [useId(), useId()]
  if (textLanguageOf(definition) !== undefined && activeLocale() === 'sw') {
    const takeInEnglish = (
      <form method="post" action={pathname}>
        <button type="submit" className="button" name={serverFormFields.step} value="begin">
          {takeInEnglishLabel()}
        </button>
      </form>
    )
    return <EnglishOnlyNoticeView definition={definition} tests={swahiliTestsFor(definition.category)} takeInEnglish={takeInEnglish} />
  }
  return (
    <main className="page">
      <div className="intro-dialog" role="region" aria-labelledby={titleId}>
        <IntroText definition={definition} textLanguage={textLanguageOf(definition)} titleId={titleId} durationId={durationId} />
        <form method="post" action={pathname}>
          <button type="submit" className="button" name={serverFormFields.step} value="begin">
            {t`Begin Test`}
          </button>
        </form>
      </div>
    </main>
  )
}

/** The words of a problem with the answer just posted; `unanswered`: the words for no answer at all (the no-script feature's). */
function problemText(page: NoScriptQuestionPage, problem: NoScriptAnswerProblem, unanswered: string): string {
  if (problem.kind === 'unanswered') return unanswered
  const question = page.definition.questions[page.path[page.path.length - 1] ?? 0]
  return question?.type === 'user-input-number' ? numberErrorText(question as NumberQuestion, problem.inputError) : textErrorText(question as TextQuestion)
}

/** One question as a form: the app's question page, posting its answer with the answers so far. */
export function NoScriptQuestion({ unanswered, ...page }: NoScriptQuestionPage & { unanswered: string }) {
  const { pathname, definition, answers, path, progress, problem } = page
  const context = {
    routeSlug: definition.routeSlug,
    definition,
    answers,
    path,
    inputError: problem?.kind === 'entry' ? problem.inputError : null,
    result: null,
    submitFailed: false,
    loadError: null,
  }
  const summary = problem && <ErrorSummary problems={[{ message: problemText(page, problem, unanswered) }]} fieldId={() => ''} focusKey={0} />
  return <QuestionPage definition={definition} textLanguage={textLanguageOf(definition)} context={context} send={() => undefined} serverForm={{ action: pathname, progress, problem: summary }} />
}
