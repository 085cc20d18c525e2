/**
 * `npm start` builds only what is missing or stale: the decision (buildFreshness) and the file
 * walk and stamp it reads.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildFreshness, readBuildStamp, settingsHash, sourceFiles } from './build-freshness.ts'

const built = { builtAt: 1_000_000, settings: 'same' }

describe('buildFreshness', () => {
  it('builds when there is no build yet', () => {
    expect(buildFreshness({ stamp: undefined, sources: [], settings: 'same' })).toEqual({ fresh: false, reason: 'there is no build yet' })
  })

  it('keeps a build newer than every source, made with the same settings', () => {
    const sources = [{ path: 'web/main.tsx', modifiedAt: 999_000 }, { path: 'engine/index.ts', modifiedAt: 1_000_000 }]
    expect(buildFreshness({ stamp: built, sources, settings: 'same' })).toEqual({ fresh: true })
  })

  it('rebuilds when a source changed after the build, naming the newest and counting the others', () => {
    const sources = [{ path: 'web/main.tsx', modifiedAt: 1_000_001 }, { path: 'engine/index.ts', modifiedAt: 1_000_500 }, { path: 'schemas/a.json', modifiedAt: 10 }]
    expect(buildFreshness({ stamp: built, sources, settings: 'same' })).toEqual({ fresh: false, reason: 'engine/index.ts and 1 more changed since it was built' })
  })

  it('rebuilds when the settings the build depends on changed', () => {
    expect(buildFreshness({ stamp: built, sources: [], settings: 'other' })).toEqual({ fresh: false, reason: 'it was built with other settings' })
  })
})

describe('settingsHash', () => {
  it('depends on the named variables only, in any order', () => {
    const a = settingsHash({ VITE_API_BASE: '/api', VITE_FLAG: 'on', PORT: '3000' }, ['VITE_'])
    expect(settingsHash({ VITE_FLAG: 'on', VITE_API_BASE: '/api', PORT: '4000' }, ['VITE_'])).toBe(a)
    expect(settingsHash({ VITE_FLAG: 'off', VITE_API_BASE: '/api' }, ['VITE_'])).not.toBe(a)
    expect(a).not.toContain('/api')
  })
})

describe('sourceFiles and readBuildStamp', () => {
  let root: string | undefined
  afterEach(() => root && rmSync(root, { recursive: true, force: true }))

  it('walks the named folders and files, leaving out tests, READMEs, test support and node_modules', () => {
    root = mkdtempSync(path.join(tmpdir(), 'build-freshness-'))
    const write = (file: string, seconds: number) => {
      mkdirSync(path.dirname(path.join(root!, file)), { recursive: true })
      writeFileSync(path.join(root!, file), 'x')
      utimesSync(path.join(root!, file), seconds, seconds)
    }
    write('web/app/app.tsx', 100)
    write('web/app/app.dom.test.tsx', 900)
    write('web/README.md', 900)
    write('web/testing/fixture.ts', 900)
    write('web/node_modules/x/index.js', 900)
    write('vite.config.ts', 200)
    const files = sourceFiles(root, ['web', 'vite.config.ts', 'missing'])
    expect(files.map((file) => [file.path, file.modifiedAt]).sort()).toEqual([['vite.config.ts', 200_000], ['web/app/app.tsx', 100_000]])
  })

  it('reads a stamp, and treats a missing or broken one as no build', () => {
    root = mkdtempSync(path.join(tmpdir(), 'build-freshness-'))
    const file = path.join(root, '.build-stamp.json')
    expect(readBuildStamp(file)).toBeUndefined()
    writeFileSync(file, '{not json')
    expect(readBuildStamp(file)).toBeUndefined()
    writeFileSync(file, JSON.stringify({ builtAt: 5, settings: 'abc' }))
    expect(readBuildStamp(file)).toEqual({ builtAt: 5, settings: 'abc' })
  })
})
