/**
 * Starts the server: checks the environment, listens on HOST:PORT and closes cleanly on SIGINT
 * or SIGTERM. Run by `npm start` after the web app is built.
 */
import { buildApp } from './app.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { openDatabase, type Database } from './db/database.ts'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { startMailWorker } from './mail/outbox-worker.ts'
import { createPaymentProvider } from './payments/provider-from-config.ts'
import { startPaymentReconciliation } from './payments/reconciliation.ts'
import { siteContactsWarning } from './site-contacts.ts'

const shutdownGraceMs = 10_000

function configOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}

async function databaseOrExit(config: Config): Promise<Database> {
  try {
    return config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: config.dataDir })
  } catch (error) {
    const message = error instanceof DataDirInUseError ? error.message : `The database could not be opened: ${(error as Error).message}`
    process.stderr.write(`${message}\n`)
    process.exit(1)
  }
}

const config = configOrExit()
const database = await databaseOrExit(config)
const app = buildApp(config, { database, webRoot: config.webRoot, log: { level: 'info' } })
// Placeholder phone numbers, email or social links on every page: named at boot (issue 12).
const contactsWarning = siteContactsWarning(config.siteContacts)
if (contactsWarning) app.log.warn(contactsWarning)
// Background work: mail from the outbox, and payments whose notification never came.
const mailWorker = startMailWorker({ db: database.db, mail: config.mail, log: app.log })
const reconciliation = startPaymentReconciliation({
  db: database.db,
  provider: createPaymentProvider(config, database.db),
  log: app.log,
  operationsEmail: config.mail.operationsEmail,
})

let closing = false
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'Shutting down')
  // A request that never finishes must not keep the process alive for ever.
  setTimeout(() => process.exit(1), shutdownGraceMs).unref()
  try {
    await mailWorker.stop()
    await reconciliation.stop()
    await app.close()
  } catch (error) {
    app.log.error({ err: error }, 'The server did not close cleanly')
    process.exitCode = 1
  }
}
process.once('SIGINT', (signal) => void shutdown(signal))
process.once('SIGTERM', (signal) => void shutdown(signal))

try {
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  app.log.fatal({ err: error }, 'The server could not start')
  process.exit(1)
}
