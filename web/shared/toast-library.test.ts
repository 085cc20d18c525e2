/**
 * react-toastify is imported, as code, by toast-library.ts alone, which toasts.tsx fetches with
 * the first toast: so no page's first load carries the library or its stylesheet.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Whether a module imports or re-exports react-toastify as code (`import type` is erased and loads nothing). */
function importsLibrary(text: string): boolean {
  return ts.createSourceFile('module.tsx', text, ts.ScriptTarget.Latest).statements.some((statement) => {
    const code =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) || (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
    const from = (statement as ts.ImportDeclaration | ts.ExportDeclaration).moduleSpecifier
    return code && from !== undefined && ts.isStringLiteral(from) && /^react-toastify(\/|$)/.test(from.text)
  })
}

it('is imported as code by toast-library.ts alone', () => {
  const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'web'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  expect(sources.length).toBeGreaterThan(50)
  expect(sources.filter((file) => importsLibrary(readFileSync(`${root}${file}`, 'utf8')))).toEqual(['web/shared/toast-library.ts'])
})

it('tells an import of code from an import of types', () => {
  expect(importsLibrary("import { toast } from 'react-toastify/unstyled'")).toBe(true)
  expect(importsLibrary("import 'react-toastify/ReactToastify.css'")).toBe(true)
  expect(importsLibrary("export { toast } from 'react-toastify/unstyled'")).toBe(true)
  expect(importsLibrary("import type { ToastOptions } from 'react-toastify/unstyled'\nimport { useState } from 'react'")).toBe(false)
})
