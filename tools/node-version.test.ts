/**
 * One supported Node.js version, said the same way everywhere: package.json's `engines`, the
 * README and CI's runner agree, the Node running the tests satisfies it, and every installed
 * package (package-lock.json) accepts its oldest version, so `npm ci` warns about no engine
 * (cookie@2 wanted Node 22: light-my-request is held to cookie@1 by `overrides`, decision 049).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../', import.meta.url))
const packageJson = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(readFileSync(`${repoRoot}package-lock.json`, 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> }
const oldestNode = semver.minVersion(packageJson.engines.node)!

describe('the supported Node.js version', () => {
  it('is stated as the same oldest version in package.json, the README and .ci/run', () => {
    const [major, minor] = [oldestNode.major, oldestNode.minor]
    expect(readFileSync(`${repoRoot}README.md`, 'utf8')).toContain(`Node.js ${major}.${minor} or newer`)
    expect(readFileSync(`${repoRoot}.ci/run`, 'utf8')).toContain(`Node.js ${major}.${minor}+`)
  })

  it('is satisfied by the Node running these tests', () => {
    expect(semver.satisfies(process.versions.node, packageJson.engines.node), `Node ${process.versions.node} against ${packageJson.engines.node}`).toBe(true)
  })

  it('is accepted by every installed package, so npm ci prints no EBADENGINE warning', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && !Array.isArray(entry.engines) && entry.engines?.node !== undefined)
      .filter(([, entry]) => !semver.satisfies(oldestNode, (entry.engines as { node: string }).node))
      .map(([name, entry]) => `${name}@${entry.version} wants node ${(entry.engines as { node: string }).node}`)
    expect(refusing).toEqual([])
  })
})
