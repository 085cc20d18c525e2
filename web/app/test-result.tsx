/**
 * The last screen of /tests/:slug: the result view composed with what follows it. test-route.tsx
 * loads this module when the route has drawn its first screen (and at once for a result that
 * comes back after a reload), so the route's first-load JavaScript carries none of it (issue 8's
 * budget for /tests/depression).
 *
 * The result page ends with the feedback panel (SPEC.md section 2; its button in the page's flow),
 * with the result's safety card for feedback text that calls for it (issue 17), and, for a test
 * opened from the screening page, marks that screening completed; features meet here, not in each
 * other. A result needs no network once it shows, so going offline leaves it (and its safety card)
 * on screen. The result's texts are in the language the test was taken in; the heading is the
 * definition's. With the answers at hand (not for a result kept from before a reload), the visitor
 * can save the result for their doctor as a FHIR file, and get the full report as a PDF: its own
 * words in the page's language (the visitor's), the test's texts as they were taken (issue 23;
 * decision 076), and share it with the practitioner of their booking, with consent (issue 22;
 * decision 083).
 */
import { t } from '@lingui/core/macro'
import { FeedbackButton } from '../features/feedback/index.ts'
import { SaveForDoctorButton } from '../features/fhir-export/index.ts'
import { FullReportButton } from '../features/full-report/index.ts'
import { StaysOnScreenOffline } from '../features/offline/index.ts'
import { ResultView, SafetyCard, ShareResultEntry } from '../features/result/index.ts'
import type { ResultRenderer } from '../features/test-flow/index.ts'
import { activeLocale } from '../shared/i18n.ts'
import { ScreeningCompletion } from './screening-completion.tsx'

export type TestResultProps = Parameters<ResultRenderer>[0]

export function TestResult({ result, definition, answers, language, onRetake }: TestResultProps) {
  return (
    <StaysOnScreenOffline>
      <ResultView
        result={result}
        language={language}
        heading={definition.resultHeading}
        headingLanguage={definition.language && definition.language !== activeLocale() ? definition.language : undefined}
        instrumentKind={definition.source.kind}
        onRetake={onRetake}
        actions={answers && <FullReportButton definition={definition} answers={answers} result={result} language={activeLocale()} />}
      />
      {/* What follows the result is a landmark of its own, so a screen reader's list of regions reaches it. */}
      <section aria-label={t({ message: 'Keep, share or comment on your result', comment: 'Name of the region under a test result: save it for a doctor, share it with a practitioner, give feedback' })}>
        {answers && <SaveForDoctorButton definition={definition} answers={answers} result={result} />}
        {answers && <ShareResultEntry definition={definition} answers={answers} result={result} language={language} />}
        <div className="page feedback-entry">
          <FeedbackButton crisisCard={<SafetyCard message="" />} />
        </div>
      </section>
      <ScreeningCompletion routeSlug={definition.routeSlug} />
    </StaysOnScreenOffline>
  )
}
