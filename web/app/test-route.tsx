/**
 * /tests/:slug: the test flow feature, with the result view composed in for its last screen. The
 * not-found screen's search box comes from app.tsx, which loads it only when that screen shows,
 * so this chunk carries neither it nor the catalogue index.
 */
import { FeedbackButton } from '../features/feedback/index.ts'
import { SaveForDoctorButton } from '../features/fhir-export/index.ts'
import { FullReportButton } from '../features/full-report/index.ts'
import { StaysOnScreenOffline } from '../features/offline/index.ts'
import { ResultView, SafetyCard } from '../features/result/index.ts'
import { TestFlowPage, type ResultRenderer, type SearchRenderer } from '../features/test-flow/index.ts'
import { activeLocale } from '../shared/i18n.ts'
import { ScreeningCompletion } from './screening-completion.tsx'

// The result page ends with the feedback panel (SPEC.md section 2), with the result's safety card
// for feedback text that calls for it (issue 17), and, for a test opened from the
// screening page, marks that screening completed; features meet here, not in each other. A result
// needs no network once it shows, so going offline leaves it (and its safety card) on screen.
// The result's texts are in the language the test was taken in; the heading is the definition's.
// With the answers at hand (not for a result kept from before a reload), the visitor can save the
// result for their doctor as a FHIR file, and get the full report as a PDF: its own words in the
// page's language (the visitor's), the test's texts as they were taken (issue 23; decision 076).
const renderResult: ResultRenderer = ({ result, definition, answers, language, onRetake }) => (
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
    {answers && <SaveForDoctorButton definition={definition} answers={answers} result={result} />}
    <ScreeningCompletion routeSlug={definition.routeSlug} />
    <FeedbackButton crisisCard={<SafetyCard message="" />} />
  </StaysOnScreenOffline>
)

export function TestRoute({ renderSearch }: { renderSearch?: SearchRenderer }) {
  return <TestFlowPage renderResult={renderResult} renderSearch={renderSearch} />
}
