/**
 * Starts the server: checks the environment, listens on HOST:PORT and closes cleanly on SIGINT
 * or SIGTERM. Run by `npm start` after the web app is built.
 */
import { buildApp } from './app.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { openDatabase, type Database } from './db/database.ts'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { withPersonalDataEncryption } from './crypto/encrypted-database.ts'
import type { Keyring } from './crypto/keyring.ts'
import { bootKeyring, bootKeyringMessage, type BootKeyring } from './crypto/local-key-file.ts'
import { reencryptPersonalData, type ReencryptReport } from './crypto/reencrypt.ts'
import { startMailWorker } from './mail/outbox-worker.ts'
import { createPaymentProvider, paymentsSetup } from './payments/provider-from-config.ts'
import { startPaymentReconciliation } from './payments/reconciliation.ts'
import { defaultTestCatalog } from './routes/tests.ts'
import { siteContactsWarning } from './site-contacts.ts'
import { startPurgeJob } from './purge-job.ts'
import { startSmsJobs } from './sms/sms-jobs.ts'

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

/** Pesapal, or the sandbox only when asked for on a local address; otherwise say how to configure it and stop. */
function paymentsModeOrExit(config: Config): 'pesapal' | 'sandbox' {
  const setup = paymentsSetup(config)
  if ('mode' in setup) return setup.mode
  process.stderr.write(`${setup.problem}\n`)
  process.exit(1)
}

/** DATA_ENCRYPTION_KEYS, or DATA_DIR's key file on a local address; a public address without keys stops here. */
function keyringOrExit(config: Config): Exclude<BootKeyring, { problem: string }> {
  const boot = bootKeyring(config)
  if (!('problem' in boot)) return boot
  process.stderr.write(`${boot.problem}\n`)
  process.exit(1)
}

/** The database encrypting personal data; rows still in plain text (written before migration 070) are encrypted now. */
async function encryptedDatabaseOrExit(plain: Database, keyring: Keyring): Promise<{ database: Database; encrypted: ReencryptReport }> {
  const database = withPersonalDataEncryption(plain, keyring)
  try {
    return { database, encrypted: await reencryptPersonalData(database.db, keyring, 'plaintext') }
  } catch (error) {
    process.stderr.write(`Stored personal data could not be read with DATA_ENCRYPTION_KEYS: ${(error as Error).message}\n`)
    process.exit(1)
  }
}

/**
 * The test catalogue, read and checked once before the server is built: the routes then reuse it,
 * so the check never runs inside Fastify's plugin start-up limit, which a busy CPU used to exhaust.
 */
async function catalogueOrExit(): Promise<void> {
  try {
    await defaultTestCatalog()
  } catch (error) {
    process.stderr.write(`The test catalogue (tests-catalog/tests/) could not be loaded: ${(error as Error).message}\n`)
    process.exit(1)
  }
}

const config = configOrExit()
const paymentsMode = paymentsModeOrExit(config)
const keys = keyringOrExit(config)
await catalogueOrExit()
const { database, encrypted } = await encryptedDatabaseOrExit(await databaseOrExit(config), keys.keyring)
const app = buildApp(config, { database, webRoot: config.webRoot, log: { level: 'info' } })
app.log.info(bootKeyringMessage(keys))
if (Object.values(encrypted).some((rows) => rows > 0)) app.log.info({ rows: encrypted }, 'Encrypted personal data stored before encryption at rest')
if (paymentsMode === 'sandbox') app.log.warn('Payments run in sandbox mode (PAYMENTS_SANDBOX=1): no money moves, and anyone can approve a payment. Never use it on a public address.')
else app.log.info({ pesapal: config.pesapal?.baseUrl.origin }, 'Payments go through Pesapal')
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
// SMS: reminders 24 h and 1 h before a session (once across instances), and the SMS worker.
const smsJobs = startSmsJobs({ db: database.db, config, log: app.log })
// Expired notifications about unknown orders, and uploads never attached to a booking.
const purgeJob = startPurgeJob({ db: database.db, log: app.log, unknownNotifications: config.unknownNotifications })

let closing = false
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'Shutting down')
  // A request that never finishes must not keep the process alive for ever.
  setTimeout(() => process.exit(1), shutdownGraceMs).unref()
  try {
    await mailWorker.stop()
    await smsJobs.stop()
    await reconciliation.stop()
    await purgeJob.stop()
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
