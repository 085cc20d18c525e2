/** A TCP port on 127.0.0.1 that nothing listens on right now, for tests that start a real process. */
import { once } from 'node:events'
import { createServer } from 'node:net'

export async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  await once(probe, 'close')
  if (address === null || typeof address === 'string') throw new Error('No port was assigned')
  return address.port
}
