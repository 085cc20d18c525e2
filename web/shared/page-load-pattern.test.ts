/**
 * One page-loading pattern (issue 19 item 8, decision 052): loading, problem and Try again are
 * rendered by web/shared/page-load-status.tsx alone. Any other source file of web/ that writes a
 * spinner status (role="status" around a spinner), a "Try again" control or a retry button of
 * its own fails here, with the file and line.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const webRoot = fileURLToPath(new URL('../', import.meta.url))
const sharedStatus = path.join('shared', 'page-load-status.tsx')

function attribute(element: ts.JsxOpeningLikeElement, name: string): string | undefined {
  for (const property of element.attributes.properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== name || !property.initializer) continue
    return ts.isStringLiteral(property.initializer) ? property.initializer.text : property.initializer.getText()
  }
  return undefined
}

const openingOf = (node: ts.JsxElement | ts.JsxSelfClosingElement) => (ts.isJsxElement(node) ? node.openingElement : node)

/** `file:line: what` for each loading or problem scaffold written outside the shared status component. */
export function ownScaffolds(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const report = (node: ts.Node, what: string) => found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`)
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /^\s*try again\s*$/i.test(node.text)) report(node, 'its own "Try again"')
    if (ts.isStringLiteral(node) && /^try again$/i.test(node.text.trim())) report(node, 'its own "Try again"')
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
      const opening = openingOf(node)
      if (attribute(opening, 'role') === 'status' && ts.isJsxElement(node) && node.getText().includes('payment-spinner')) report(node, 'its own loading spinner status')
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function webSources(): string[] {
  return readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter(
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\.stories\.tsx?$/.test(name) && !name.includes('node_modules') && name !== sharedStatus,
  )
}

describe('one page-loading pattern', () => {
  it('finds a page that writes its own spinner status, Try again button or Try again link', () => {
    const planted = `
      export function Page({ retry }: { retry(): void }) {
        return (
          <main>
            <p className="status" role="status"><span className="payment-spinner" aria-hidden="true" /> Loading...</p>
            <button type="button" onClick={retry}>Try again</button>
            <Link to="/checkout">
              Try again
            </Link>
            <Button label="Try again" />
          </main>
        )
      }`
    expect(ownScaffolds('planted.tsx', planted)).toHaveLength(4)
    const shared = `<ProblemStatus message="We could not load it. Please try again." retry={retry}><Link to="/">Home</Link></ProblemStatus>`
    expect(ownScaffolds('uses-shared.tsx', shared)).toEqual([])
  })

  it('finds none outside web/shared/page-load-status.tsx', () => {
    const files = webSources()
    expect(files).toContain(path.join('features', 'payment', 'confirmation-page.tsx'))
    expect(files.flatMap((file) => ownScaffolds(path.join('web', file), readFileSync(path.join(webRoot, file), 'utf8')))).toEqual([])
  })
})
