/**
 * DATA_ENCRYPTION_KEYS: parsed newest first, checked at boot with a named error that never echoes a
 * key; without it, a local server keeps a key file in DATA_DIR (mode 0600) and a public one refuses
 * to start.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.ts'
import { parseKeyring } from './keyring.ts'
import { bootKeyring, bootKeyringMessage, localKeyFileName, publicWithoutKeysProblem } from './local-key-file.ts'

const key1 = Buffer.alloc(32, 1).toString('base64')
const key2 = Buffer.alloc(32, 2).toString('base64url')

describe('DATA_ENCRYPTION_KEYS', () => {
  it('uses the first key to encrypt and keeps every key, by id, to decrypt', () => {
    const parsed = parseKeyring(`k2:${key2}, k1:${key1}`)
    if ('problem' in parsed) throw new Error(parsed.problem)
    expect(parsed.value.current.id).toBe('k2')
    expect(parsed.value.current.key).toEqual(Buffer.alloc(32, 2))
    expect([...parsed.value.byId.keys()]).toEqual(['k2', 'k1'])
  })

  it.each([
    [`${key1}`, /entry 1 has no valid key id/],
    [`k1:${key1},k1:${key1}`, /key id 'k1' appears twice/],
    [`k1:${Buffer.alloc(16).toString('base64')}`, /key 'k1' is not 32 bytes/],
    ['k1:not base64!', /key 'k1' is not 32 bytes/],
    [`k1:${key1},`, /entry 2 has no valid key id/],
  ])('refuses %s with a problem naming the entry', (text, problem) => {
    const parsed = parseKeyring(text)
    expect('problem' in parsed && parsed.problem).toMatch(problem)
  })

  it('stops the boot with a ConfigError naming DATA_ENCRYPTION_KEYS, without the key', () => {
    const secret = Buffer.alloc(31, 7).toString('base64')
    let error: unknown
    try {
      loadConfig({ DATA_ENCRYPTION_KEYS: `k1:${secret}` })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).problems.map((problem) => problem.variable)).toEqual(['DATA_ENCRYPTION_KEYS'])
    expect((error as ConfigError).message).not.toContain(secret)
    expect(loadConfig({ DATA_ENCRYPTION_KEYS: `k1:${key1}` }).dataEncryptionKeys).toBe(`k1:${key1}`)
  })
})

describe('the keyring at boot', () => {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })
  const dataDir = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'afya-keys-'))
    folders.push(folder)
    return path.join(folder, 'data')
  }

  it('without DATA_ENCRYPTION_KEYS on a local address: creates a key file (mode 0600) once, then reuses it', () => {
    const config = loadConfig({ DATA_DIR: dataDir() })
    const first = bootKeyring(config)
    if ('problem' in first) throw new Error(first.problem)
    const file = path.join(config.dataDir, localKeyFileName)
    expect(first).toMatchObject({ source: 'key file', file, created: true })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toMatch(/^local1:[A-Za-z0-9+/]{43}=\n$/)
    expect(bootKeyringMessage(first)).toContain(`created the key file ${file} (mode 0600)`)
    const second = bootKeyring(config)
    if ('problem' in second) throw new Error(second.problem)
    expect(second).toMatchObject({ created: false })
    expect(second.keyring.current.key.equals(first.keyring.current.key)).toBe(true)
  })

  it('on a public address without DATA_ENCRYPTION_KEYS: refuses, saying how to make a key, and writes no file', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_BASE_URL: 'https://afyahub.co.ke' })
    expect(bootKeyring(config)).toEqual({ problem: publicWithoutKeysProblem })
    expect(publicWithoutKeysProblem).toMatch(/DATA_ENCRYPTION_KEYS must be set .*openssl rand -base64 32/)
    expect(() => statSync(path.join(config.dataDir, localKeyFileName))).toThrow()
  })

  it('uses DATA_ENCRYPTION_KEYS whenever it is set, and never a key file', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_BASE_URL: 'https://afyahub.co.ke', DATA_ENCRYPTION_KEYS: `k1:${key1}` })
    const boot = bootKeyring(config)
    expect(boot).toMatchObject({ source: 'environment' })
    expect(() => statSync(path.join(config.dataDir, localKeyFileName))).toThrow()
  })
})
