/**
 * A test's screens drawn on the server for a browser without JavaScript (decision 092), composed
 * from the features as test-route.tsx composes the app's: the test flow's introduction and question
 * page (with the no-script feature's words for a question sent without an answer), and the result
 * feature's own result view (safety card, danger signs, grade, next steps) without what needs
 * scripts (the full report, the FHIR file, feedback); Retake is a link.
 */
import type { NoScriptQuestionPage, NoScriptResultPage, NoScriptTestPage } from '#schemas/no-script-renderer.ts'
import { AnswersNotRead, unansweredText } from '../../features/no-script/index.ts'
import { ResultView } from '../../features/result/index.ts'
import { NoScriptQuestion } from '../../features/test-flow/no-script.ts'
import { activeLocale } from '../../shared/i18n.ts'

export function NoScriptTestQuestion(page: NoScriptQuestionPage) {
  return <NoScriptQuestion {...page} unanswered={unansweredText()} />
}

export function NoScriptTestProblem({ pathname }: NoScriptTestPage) {
  return <AnswersNotRead restartHref={pathname} />
}

export function NoScriptResult({ pathname, definition, result }: NoScriptResultPage) {
  // The result's texts are in the language the test was taken in (scored with the definition in it).
  const testLanguage = definition.language === 'sw' ? 'sw' : 'en'
  return (
    <ResultView
      result={result}
      language={testLanguage}
      heading={definition.resultHeading}
      headingLanguage={definition.language && definition.language !== activeLocale() ? definition.language : undefined}
      instrumentKind={definition.source.kind}
      onRetake={() => undefined}
      retakeHref={pathname}
    />
  )
}
