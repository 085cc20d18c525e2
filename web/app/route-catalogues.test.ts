/**
 * A Kiswahili page never shows an English message because its catalogue was not loaded (issue 20,
 * decision 065). Messages live in the catalogue of their folder (lingui.config.ts): the shell's
 * (loaded before the first render) for web/app, web/shared, schemas/ and the shell features, and a
 * feature's own for each route feature. Read from the source, following static imports:
 * - every `import()` of web/app/ (the route table, and a route that fetches part of itself later,
 *   such as the test page's result screen) sits inside a `withCatalogues([...], ...)` that names
 *   each route feature whose files with messages the imported modules reach;
 * - the entry (web/main.tsx) reaches statically no file with messages of a route feature, since
 *   only the shell's catalogue is there before the first render.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { routeFeatures } from '../../lingui.config.ts'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
let root = repoRoot
const aliases: Record<string, string> = { '#schemas/': 'schemas/', '#engine/': 'engine/', '#web/': 'web/', '#catalog/': 'tests-catalog/' }
const hasMessages = /from\s+['"]@lingui\/(core|react)\/macro['"]|\/\*i18n\*\//

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)

/** The repository file a specifier names from `file`, or undefined for a package or a non-code file. */
function resolved(file: string, specifier: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
  const target = alias ? path.join(root, aliases[alias]!, specifier.slice(alias.length)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : undefined
  if (!target || !/\.(tsx?|jsx?)$/.test(target)) return undefined
  return existsSync(target) ? target : undefined
}

/** The files `file` imports statically (types left out: they are erased). */
function staticImports(file: string): string[] {
  const found: string[] = []
  for (const statement of parse(file).statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text)
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text)
  }
  return found.flatMap((specifier) => resolved(file, specifier) ?? [])
}

/** Every file reached from `starts` through static imports. */
function staticClosure(starts: string[]): Set<string> {
  const reached = new Set<string>()
  const queue = [...starts]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (reached.has(file)) continue
    reached.add(file)
    queue.push(...staticImports(file))
  }
  return reached
}

/** The route features whose files with messages `files` include. */
function featuresWithMessages(files: Iterable<string>): string[] {
  const features = new Set<string>()
  for (const file of files) {
    const feature = /^web\/features\/([^/]+)\//.exec(path.relative(root, file))?.[1]
    if (feature && (routeFeatures as readonly string[]).includes(feature) && hasMessages.test(readFileSync(file, 'utf8'))) features.add(feature)
  }
  return [...features].sort()
}

/** The files of web/app/ (tests left out) that fetch a module with `import()`. */
function lazyLoaders(): string[] {
  const folder = path.join(root, 'web/app')
  return readdirSync(folder)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name))
    .filter((file) => /\bimport\(/.test(readFileSync(file, 'utf8')))
}

/** Each `import()` of a file: its line, the module, and the features of the `withCatalogues` around it. */
function lazyImports(loaderFile: string): { line: number; module: string; loaded: string[] }[] {
  const source = parse(loaderFile)
  const found: { line: number; module: string; loaded: string[] }[] = []
  const visit = (node: ts.Node, loaded: string[]) => {
    let around = loaded
    if (ts.isCallExpression(node) && node.expression.getText() === 'withCatalogues' && node.arguments[0] && ts.isArrayLiteralExpression(node.arguments[0])) {
      around = node.arguments[0].elements.flatMap((element) => (ts.isStringLiteral(element) ? [element.text] : []))
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const module = resolved(loaderFile, node.arguments[0].text)
      if (module) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, module, loaded: around })
    }
    ts.forEachChild(node, (child) => visit(child, around))
  }
  visit(source, [])
  return found
}

/** Each lazy import of a file that reaches messages of a feature whose catalogue it does not load. */
function missingCatalogues(loaderFile: string): string[] {
  return lazyImports(loaderFile).flatMap(({ line, module, loaded }) => {
    const needed = featuresWithMessages(staticClosure([module]))
    const lacking = needed.filter((feature) => !loaded.includes(feature))
    return lacking.length === 0 ? [] : [`${path.basename(loaderFile)}:${line}: import('${path.relative(root, module)}') reaches messages of ${lacking.join(', ')} without loading their catalogue`]
  })
}

describe('the catalogues a page loads', () => {
  it('cover every feature whose messages a route loader, or a part of a route fetched later, reaches', () => {
    const loaders = lazyLoaders().map((file) => path.relative(root, file))
    expect(loaders).toEqual(expect.arrayContaining(['web/app/route-pages.tsx', 'web/app/test-route.tsx']))
    expect(lazyImports(path.join(root, 'web/app/route-pages.tsx')).length).toBeGreaterThan(10)
    expect(lazyLoaders().flatMap(missingCatalogues)).toEqual([])
  })

  it('the entry reaches no message outside the shell catalogue (the only one loaded before the first render)', () => {
    expect(featuresWithMessages(staticClosure([path.join(root, 'web/main.tsx')]))).toEqual([])
  })

  it('finds a loader that reaches, through a feature with no messages of its own, one whose catalogue it does not load', () => {
    const planted = mkdtempSync(path.join(os.tmpdir(), 'route-catalogues-'))
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(planted, file)), { recursive: true })
      writeFileSync(path.join(planted, file), text)
    }
    write('web/features/payment/index.ts', "export { ReceiptPage } from './receipt-page.tsx'\n")
    write('web/features/payment/receipt-page.tsx', "import { SafetyCard } from '#web/features/result/safety-card.tsx'\nexport const ReceiptPage = SafetyCard\n")
    write('web/features/result/safety-card.tsx', "import { t } from '@lingui/core/macro'\nimport type { Shown } from '../booking/shown.ts'\nexport const SafetyCard = () => t`Call 1199`\n")
    write('web/features/booking/shown.ts', "import { t } from '@lingui/core/macro'\nexport type Shown = string\n")
    write('web/app/route-pages.tsx', [
      "export const routePages = {",
      "  receipt: { load: () => withCatalogues(['payment'], import('../features/payment/index.ts')) },",
      "  result: { load: () => withCatalogues(['result'], import('../features/result/safety-card.tsx')) },",
      "}",
    ].join('\n'))
    root = planted
    try {
      expect(missingCatalogues(path.join(planted, 'web/app/route-pages.tsx'))).toEqual([
        "route-pages.tsx:2: import('web/features/payment/index.ts') reaches messages of result without loading their catalogue",
      ])
    } finally {
      root = repoRoot
      rmSync(planted, { recursive: true, force: true })
    }
  })
})
