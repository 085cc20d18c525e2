/**
 * .env.example documents every environment variable the server reads, each with a comment, with
 * secrets left empty, and its example values pass the server's own checks.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import environmentSchema from './environment.schema.json' with { type: 'json' }

const repoRoot = fileURLToPath(new URL('../', import.meta.url))
const example = readFileSync(`${repoRoot}.env.example`, 'utf8')

const variableLine = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/

type Entry = { name: string; value: string; commentAbove: boolean; commentedOut: boolean }

function entries(): Entry[] {
  const lines = example.split('\n')
  return lines.flatMap((line, index) => {
    const match = variableLine.exec(line)
    if (!match) return []
    // A comment explains the variable, or the group of variables, right below it.
    let above = index - 1
    while (above >= 0 && variableLine.test(lines[above]!)) above--
    const commentAbove = (lines[above] ?? '').startsWith('#')
    return [{ name: match[1]!, value: match[2]!.trim(), commentAbove, commentedOut: line.startsWith('#') }]
  })
}

describe('.env.example', () => {
  it('lists exactly the variables of server/environment.schema.json, which server/config.ts reads', () => {
    const read = Object.keys(environmentSchema.properties).sort()
    expect(read.length).toBeGreaterThan(10)
    expect(entries().map((entry) => entry.name).sort()).toEqual(read)
  })

  it('explains each variable (or group of variables) in a comment right above it', () => {
    const undocumented = entries().filter((entry) => !entry.commentAbove)
    expect(undocumented.map((entry) => entry.name)).toEqual([])
  })

  it('keeps every line commented out, so a copied file changes nothing until edited', () => {
    expect(entries().filter((entry) => !entry.commentedOut).map((entry) => entry.name)).toEqual([])
  })

  it('leaves secrets empty and puts no password in an address', () => {
    const secrets = entries().filter((entry) => /KEY|SECRET|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL|REDIS_URL/.test(entry.name))
    expect(secrets.length).toBeGreaterThanOrEqual(5)
    for (const secret of secrets) expect(secret, secret.name).toMatchObject({ value: '' })
    expect(example).not.toMatch(/\/\/[^\s/@<]+:[^\s/@<]+@/)
  })

  it('gives example values the server accepts', () => {
    const env = Object.fromEntries(entries().filter((entry) => entry.value !== '').map((entry) => [entry.name, entry.value]))
    expect(Object.keys(env).length).toBeGreaterThan(5)
    expect(() => loadConfig(env, '/srv/site')).not.toThrow()
  })
})
