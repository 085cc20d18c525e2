/** /tests/:slug: the test flow feature, with the result feature composed in for its last screen. */
import { ResultView } from '../features/result/index.ts'
import { TestFlowPage, type ResultRenderer } from '../features/test-flow/index.ts'

const renderResult: ResultRenderer = ({ result, definition, onRetake }) => (
  <ResultView result={result} heading={definition.resultHeading} onRetake={onRetake} />
)

export function TestRoute() {
  return <TestFlowPage renderResult={renderResult} />
}
