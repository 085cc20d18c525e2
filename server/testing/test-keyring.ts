/** The keyring test databases encrypt with: one random key per test process, never written anywhere. */
import { randomBytes } from 'node:crypto'
import { keyringOf, type Keyring } from '../crypto/keyring.ts'

export const testKeyring: Keyring = keyringOf([{ id: 'test1', key: randomBytes(32) }])
