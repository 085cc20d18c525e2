/**
 * What the story of a catalogue file with problems shows in the canvas: the checker's own lines
 * ("file /pointer: sentence"), with what to do, instead of Storybook's generic render-error
 * advice. The same lines are in the "Catalogue check" panel (.storybook/catalogue-check-panel.tsx)
 * through the story's `catalogueProblems` parameter.
 */
import type { DefinitionProblem } from '#engine/index.ts'
import { formatProblem } from '#engine/index.ts'

/** The story parameter that carries a catalogue file's checker lines ([] when it has none). */
export const CATALOGUE_PROBLEMS = 'catalogueProblems'

export function problemLines(problems: readonly DefinitionProblem[]): string[] {
  return problems.map(formatProblem)
}

export function CatalogueProblems({ file, lines }: { file: string; lines: readonly string[] }) {
  return (
    <main className="page">
      <h1>{file} has {lines.length === 1 ? 'a problem' : `${lines.length} problems`}</h1>
      <p>The catalogue checker (<code>npm run check:catalog</code>) found these. Fix each line and save: this story reloads with the file.</p>
      <ul aria-label="The checker's lines">
        {lines.map((line) => (
          <li key={line}>
            <code>{line}</code>
          </li>
        ))}
      </ul>
      <p>What each message means and how to fix it: tests-catalog/README.md, "What each error means and how to fix it".</p>
    </main>
  )
}
