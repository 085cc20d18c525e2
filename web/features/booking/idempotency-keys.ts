/**
 * One Idempotency-Key per filled form: the same values give the same key, so a double click or a
 * retry after a lost answer books once; any change to the values makes a new key, so a corrected
 * form is a new booking. A chosen file counts by identity (the same File object, the same key).
 */
export type IdempotencyKeys = { keyFor(values: Record<string, unknown>): string }

export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()): IdempotencyKeys {
  const fileTokens = new WeakMap<File, number>()
  let nextToken = 1
  let last: { fingerprint: string; key: string } | undefined

  const fingerprintOf = (values: Record<string, unknown>) =>
    JSON.stringify(values, (_name, value: unknown) => {
      if (typeof File !== 'undefined' && value instanceof File) {
        if (!fileTokens.has(value)) fileTokens.set(value, nextToken++)
        return `file #${fileTokens.get(value)}`
      }
      return value
    })

  return {
    keyFor(values) {
      const fingerprint = fingerprintOf(values)
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newKey() }
      return last.key
    },
  }
}
