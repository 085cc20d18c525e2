/**
 * No sentence is copied between web/ and server/ (issue 19 item 5): a message both sides show or
 * recognise lives once, in schemas/ (api-contract.ts), and each side imports it. The check reads
 * every string literal of their non-test source with TypeScript's scanner (comments ignored) and
 * fails on a sentence (16 characters or more, with a space) found on both sides, naming the files.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { execFileSync } from 'node:child_process'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))
const isProduct = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.|\.spec\.|\/testing\//.test(file)

function sourceFiles(folder: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', folder], { cwd: root, encoding: 'utf8' }).split('\n').filter(isProduct)
}

/** The string literals of a source text, comments left out. */
export function stringLiterals(text: string, file = 'x.tsx'): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, text)
  const found: string[] = []
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.StringLiteral || token === ts.SyntaxKind.NoSubstitutionTemplateLiteral) found.push(scanner.getTokenValue())
  }
  return found
}

const isSentence = (text: string) => text.length >= 16 && text.includes(' ') && /[a-z]/i.test(text) && !/^[#./]/.test(text)

export function copiedSentences(sides: Record<string, { file: string; text: string }[]>): string[] {
  const where = new Map<string, Set<string>>()
  for (const sources of Object.values(sides)) {
    for (const { file, text } of sources) {
      for (const literal of stringLiterals(text, file).filter(isSentence)) where.set(literal, (where.get(literal) ?? new Set()).add(file))
    }
  }
  const sideOf = (file: string) => file.split('/')[0]
  return [...where].filter(([, files]) => new Set([...files].map(sideOf)).size > 1).map(([literal, files]) => `"${literal}" in ${[...files].join(', ')}`)
}

describe('sentences shared by web and server', () => {
  it('are written once, in schemas/', () => {
    const read = (folder: string) => sourceFiles(folder).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }))
    const sides = { web: read('web'), server: read('server') }
    expect(sides.web.length + sides.server.length).toBeGreaterThan(100)
    expect(copiedSentences(sides)).toEqual([])
  })

  it('catches a copied message, and not one said in a comment', () => {
    const web = [{ file: 'web/a.ts', text: "// 'You have already paid.' is the server's\nexport const paid = 'You have already paid today.'" }]
    const server = [{ file: 'server/b.ts', text: "export const paid = 'You have already paid today.'" }]
    expect(copiedSentences({ web, server })).toEqual(['"You have already paid today." in web/a.ts, server/b.ts'])
    expect(copiedSentences({ web: [{ file: 'web/a.ts', text: "/* 'You have already paid today.' */" }], server })).toEqual([])
  })
})
