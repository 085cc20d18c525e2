/**
 * `npm run staff -- <command>` (compiled: `node dist-server/staff.js <command>`): staff accounts
 * from the command line, with the same environment as the server (DATABASE_URL, or DATA_DIR for
 * the embedded database, which must not be open in a running server; PUBLIC_BASE_URL for links).
 *   add --email <address> --role <admin|operations|practitioner>   a new account, no password;
 *                                                                   prints its one-time set-password link
 *   reset --email <address>                                         prints a one-time reset link
 *   list                                                            every account
 *   disable --email <address>                                       no more sign-in; its sessions end
 * A link works once, for 24 hours; following it sets the password and enrols an authenticator.
 * There is never a default password. Every command is written to the audit log (from 'cli').
 */
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../server/config.ts'
import { bootKeyring } from '../server/crypto/local-key-file.ts'
import { withPersonalDataEncryption } from '../server/crypto/encrypted-database.ts'
import { openDatabase } from '../server/db/database.ts'
import { recordAudit } from '../server/audit/record-audit.ts'
import { createAccount, disableAccount, issueResetLink, listAccounts, StaffAccountError, type IssuedLink } from '../server/staff/accounts.ts'
import { isStaffRole, staffRoles } from '../server/staff/roles.ts'
import { passwordLink, siteBase } from '../server/staff/staff-links.ts'

const usage = `Usage:
  npm run staff -- add --email <address> --role <${staffRoles.join('|')}>
  npm run staff -- reset --email <address>
  npm run staff -- list
  npm run staff -- disable --email <address>`

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const { positionals, values } = (() => {
  try {
    return parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { email: { type: 'string' }, role: { type: 'string' } } })
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`)
  }
})()
const command = positionals[0]
if (!command || !['add', 'reset', 'list', 'disable'].includes(command) || positionals.length > 1) fail(usage)
if (command !== 'list' && !values.email) fail(`--email is required.\n${usage}`)
if (command === 'add' && !isStaffRole(values.role)) fail(`--role must be one of ${staffRoles.join(', ')}.\n${usage}`)

const config = (() => {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
})()
const boot = bootKeyring(config)
if ('problem' in boot) fail(boot.problem)
const plain = config.databaseUrl ? await openDatabase({ kind: 'postgres', url: config.databaseUrl }) : await openDatabase({ kind: 'pglite', dataDir: config.dataDir })
const { db } = withPersonalDataEncryption(plain, boot.keyring)
const fromCli = { actor: { staffId: null, email: null }, origin: 'cli' } as const

function printLink(what: string, link: IssuedLink): void {
  process.stdout.write(
    `${what} for ${link.email}. Give this one-time link to them by a trusted channel; it works once, until ${link.expiresAt.toISOString()}:\n` +
      `${passwordLink(siteBase(config), link.token)}\n`,
  )
}

try {
  if (command === 'add') {
    const role = values.role as (typeof staffRoles)[number]
    const link = await createAccount(db, values.email!, role, null)
    await recordAudit(db, { ...fromCli, action: 'account.create', record: { type: 'staff-account', id: link.accountId }, fields: ['email', 'role'] })
    printLink(`Created the ${role} account`, link)
  } else if (command === 'reset') {
    const link = await issueResetLink(db, values.email!, null)
    await recordAudit(db, { ...fromCli, action: 'account.reset-link', record: { type: 'staff-account', id: link.accountId }, fields: ['password link'] })
    printLink('Issued a password reset link', link)
  } else if (command === 'disable') {
    const account = await disableAccount(db, values.email!)
    await recordAudit(db, { ...fromCli, action: 'account.disable', record: { type: 'staff-account', id: account.id }, fields: ['disabled', 'sessions'] })
    process.stdout.write(`Disabled ${account.email}: it cannot sign in, and its sessions have ended.\n`)
  } else {
    const accounts = await listAccounts(db)
    if (accounts.length === 0) process.stdout.write('No staff accounts yet. Create the first admin: npm run staff -- add --email <address> --role admin\n')
    for (const account of accounts) {
      const state = account.disabled ? 'disabled' : account.hasPassword ? 'active' : 'waiting for its link'
      process.stdout.write(`${account.email}\t${account.role}\t${state}\tcreated ${account.createdAt.toISOString()}\n`)
    }
  }
} catch (error) {
  if (error instanceof StaffAccountError) process.stderr.write(`${error.message}\n`)
  else process.stderr.write(`Stopped: ${(error as Error).message}\n`)
  process.exitCode = 1
} finally {
  await plain.close()
}
