/**
 * DATA_ENCRYPTION_KEYS: parsed newest first, checked at boot with a named error that never echoes a
 * key; without it, a local server keeps a generated key file outside DATA_DIR (mode 0600, in
 * $XDG_CONFIG_HOME/afya-hub or ~/.config/afya-hub), moves an older version's key file out of
 * DATA_DIR, and a public one refuses to start.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.ts'
import { parseKeyring } from './keyring.ts'
import { bootKeyring, bootKeyringMessage, localKeyFile, localKeyFileName, localKeyFolder, publicWithoutKeysProblem } from './local-key-file.ts'

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

  const keyFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'afya-key-folder-'))
    folders.push(folder)
    return path.join(folder, 'afya-hub')
  }

  it('without DATA_ENCRYPTION_KEYS on a local address: creates a key file (mode 0600) outside DATA_DIR once, then reuses it', () => {
    const config = loadConfig({ DATA_DIR: dataDir() })
    const folder = keyFolder()
    const first = bootKeyring(config, folder)
    if ('problem' in first) throw new Error(first.problem)
    const file = localKeyFile(config.dataDir, folder)
    expect(path.dirname(file)).toBe(folder)
    expect(path.relative(config.dataDir, file).startsWith('..')).toBe(true)
    expect(first).toMatchObject({ source: 'key file', file, created: true })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(folder).mode & 0o777).toBe(0o700)
    expect(readFileSync(file, 'utf8')).toMatch(/^local1:[A-Za-z0-9+/]{43}=\n$/)
    expect(bootKeyringMessage(first)).toContain(`created the key file ${file} (mode 0600), outside DATA_DIR`)
    expect(bootKeyringMessage(first)).toContain('A copy or backup of the data folder does not hold it')
    expect(existsSync(path.join(config.dataDir, localKeyFileName))).toBe(false)
    const second = bootKeyring(config, folder)
    if ('problem' in second) throw new Error(second.problem)
    expect(second).toMatchObject({ created: false })
    expect(second.keyring.current.key.equals(first.keyring.current.key)).toBe(true)
    // Another data folder gets its own key.
    const other = bootKeyring(loadConfig({ DATA_DIR: dataDir() }), folder)
    if ('problem' in other) throw new Error(other.problem)
    expect(other.keyring.current.key.equals(first.keyring.current.key)).toBe(false)
  })

  it('keeps the key folder in $XDG_CONFIG_HOME/afya-hub, else ~/.config/afya-hub', () => {
    expect(localKeyFolder({ XDG_CONFIG_HOME: '/srv/config' })).toBe('/srv/config/afya-hub')
    expect(localKeyFolder({})).toBe(path.join(homedir(), '.config', 'afya-hub'))
    expect(localKeyFolder({ XDG_CONFIG_HOME: 'relative/config' })).toBe(path.join(homedir(), '.config', 'afya-hub'))
  })

  it('moves the key file an older version wrote inside DATA_DIR out of it, keeps using that key, and says so', () => {
    const config = loadConfig({ DATA_DIR: dataDir() })
    const folder = keyFolder()
    const oldFile = path.join(config.dataDir, localKeyFileName)
    mkdirSync(config.dataDir, { recursive: true })
    writeFileSync(oldFile, `local1:${key1}\n`, { mode: 0o600 })
    const boot = bootKeyring(config, folder)
    if ('problem' in boot) throw new Error(boot.problem)
    const file = localKeyFile(config.dataDir, folder)
    expect(boot).toMatchObject({ source: 'key file', file, created: false, movedFrom: oldFile })
    expect(boot.keyring.current.key.toString('base64')).toBe(key1)
    expect(existsSync(oldFile)).toBe(false)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(bootKeyringMessage(boot)).toContain(`Moved the key file out of the data folder, from ${oldFile} to ${file}`)
  })

  it('refuses to choose between an old key file in DATA_DIR and a different one outside, naming both', () => {
    const config = loadConfig({ DATA_DIR: dataDir() })
    const folder = keyFolder()
    const created = bootKeyring(config, folder)
    if ('problem' in created) throw new Error(created.problem)
    const oldFile = path.join(config.dataDir, localKeyFileName)
    mkdirSync(config.dataDir, { recursive: true })
    writeFileSync(oldFile, `local1:${key1}\n`, { mode: 0o600 })
    const boot = bootKeyring(config, folder)
    expect(boot).toEqual({ problem: expect.stringContaining(`Two different key files exist for this data folder: ${oldFile}`) })
    expect(existsSync(oldFile)).toBe(true)
  })

  it('on a public address without DATA_ENCRYPTION_KEYS: refuses, saying how to make a key, and writes no file', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_BASE_URL: 'https://afyahub.co.ke' })
    const folder = keyFolder()
    expect(bootKeyring(config, folder)).toEqual({ problem: publicWithoutKeysProblem })
    expect(existsSync(folder)).toBe(false)
    expect(publicWithoutKeysProblem).toMatch(/DATA_ENCRYPTION_KEYS must be set .*openssl rand -base64 32/)
    expect(() => statSync(path.join(config.dataDir, localKeyFileName))).toThrow()
  })

  it('uses DATA_ENCRYPTION_KEYS whenever it is set, and never a key file', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_BASE_URL: 'https://afyahub.co.ke', DATA_ENCRYPTION_KEYS: `k1:${key1}` })
    const folder = keyFolder()
    const boot = bootKeyring(config, folder)
    expect(boot).toMatchObject({ source: 'environment' })
    expect(existsSync(folder)).toBe(false)
    expect(() => statSync(path.join(config.dataDir, localKeyFileName))).toThrow()
  })
})
