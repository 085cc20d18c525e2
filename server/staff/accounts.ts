/**
 * Staff accounts and their one-time password links (the CLI and the admin's console use these).
 * An account is created without a password: the person sets one through a link (24 hours, used
 * once, only its hash kept), which also enrols a new authenticator; an admin issues a reset link
 * the same way. Setting a password ends every session of the account. No default password exists.
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { staffMessages } from './messages.ts'
import { hashPassword, passwordProblem } from './passwords.ts'
import type { StaffRole } from './roles.ts'
import { hashToken, randomToken } from './secrets.ts'
import { revokeAllSessions } from './sessions.ts'
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp.ts'

export const passwordLinkHours = 24

export type StaffAccount = { id: string; email: string; role: StaffRole; hasPassword: boolean; disabled: boolean; createdAt: Date }

export class StaffAccountError extends Error {
  constructor(message: string, readonly statusCode: number, readonly path?: string) {
    super(message)
    this.name = 'StaffAccountError'
  }
}

/** The form every address is stored and compared in. */
export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findAccountByEmail(db: Kysely<Tables>, email: string) {
  return db.selectFrom('staff_accounts').selectAll().where('login_email', '=', normaliseStaffEmail(email)).executeTakeFirst()
}

export async function listAccounts(db: Kysely<Tables>): Promise<StaffAccount[]> {
  const rows = await db.selectFrom('staff_accounts').select(['id', 'login_email', 'role', 'password_hash', 'disabled_at', 'created_at']).orderBy('login_email').execute()
  return rows.map((row) => ({ id: row.id, email: row.login_email, role: row.role, hasPassword: row.password_hash !== null, disabled: row.disabled_at !== null, createdAt: new Date(row.created_at) }))
}

export type IssuedLink = { accountId: string; email: string; token: string; expiresAt: Date }

/** Creates an account with no password and issues its set-password link. */
export async function createAccount(db: Kysely<Tables>, email: string, role: StaffRole, issuedBy: string | null): Promise<IssuedLink> {
  const address = normaliseStaffEmail(email)
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new StaffAccountError('Enter the person’s email address, such as name@clinic.co.ke.', 400, '/email')
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('staff_accounts').values({ login_email: address, role }).onConflict((conflict) => conflict.column('login_email').doNothing()).returning('id').executeTakeFirst()
    if (!row) throw new StaffAccountError(staffMessages.accountExists, 409, '/email')
    return issueLink(trx, row.id, address, 'set', issuedBy)
  })
}

/** Issues a reset link for an existing account; earlier unused links of the account stop working. */
export async function issueResetLink(db: Kysely<Tables>, email: string, issuedBy: string | null): Promise<IssuedLink> {
  const account = await findAccountByEmail(db, email)
  if (!account) throw new StaffAccountError(staffMessages.noSuchAccount, 404, '/email')
  return db.transaction().execute((trx) => issueLink(trx, account.id, account.login_email, account.password_hash === null ? 'set' : 'reset', issuedBy))
}

async function issueLink(db: Kysely<Tables>, accountId: string, email: string, purpose: 'set' | 'reset', issuedBy: string | null): Promise<IssuedLink> {
  await db.updateTable('staff_password_links').set({ used_at: sql`now()` }).where('staff_id', '=', accountId).where('used_at', 'is', null).execute()
  const token = randomToken()
  const row = await db
    .insertInto('staff_password_links')
    .values({ token_hash: hashToken(token), staff_id: accountId, purpose, issued_by: issuedBy, expires_at: sql`now() + ${`${passwordLinkHours} hours`}::interval` })
    .returning('expires_at')
    .executeTakeFirstOrThrow()
  return { accountId, email, token, expiresAt: new Date(row.expires_at) }
}

/** Disables an account: it can no longer sign in, and its sessions end. */
export async function disableAccount(db: Kysely<Tables>, email: string): Promise<{ id: string; email: string }> {
  const account = await findAccountByEmail(db, email)
  if (!account) throw new StaffAccountError(staffMessages.noSuchAccount, 404, '/email')
  await db.updateTable('staff_accounts').set({ disabled_at: sql`coalesce(disabled_at, now())` }).where('id', '=', account.id).execute()
  await revokeAllSessions(db, account.id, 'account disabled')
  return { id: account.id, email: account.login_email }
}

async function usableLink(db: Kysely<Tables>, token: string) {
  const link = await db
    .selectFrom('staff_password_links as link')
    .innerJoin('staff_accounts as account', 'account.id', 'link.staff_id')
    .select(['link.id as link_id', 'link.pending_totp_secret', 'link.purpose', 'account.id as account_id', 'account.login_email', 'account.disabled_at'])
    .where('link.token_hash', '=', hashToken(token))
    .where('link.used_at', 'is', null)
    .where('link.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
  if (!link || link.disabled_at !== null) throw new StaffAccountError(staffMessages.linkInvalid, 410, '/token')
  return link
}

export type Enrolment = { accountId: string; email: string; purpose: 'set' | 'reset'; totpSecret: string; totpUri: string }

/** Opens a link: the authenticator secret to enrol (made once per link, kept encrypted until used). */
export async function openLink(db: Kysely<Tables>, token: string): Promise<Enrolment> {
  const link = await usableLink(db, token)
  let secret = link.pending_totp_secret
  if (secret === null) {
    secret = newTotpSecret()
    const updated = await db.updateTable('staff_password_links').set({ pending_totp_secret: secret }).where('id', '=', link.link_id).where('pending_totp_secret', 'is', null).executeTakeFirst()
    // Another tab opened it first: use the secret it stored.
    if (updated.numUpdatedRows === 0n) secret = (await usableLink(db, token)).pending_totp_secret!
  }
  return { accountId: link.account_id, email: link.login_email, purpose: link.purpose, totpSecret: secret, totpUri: totpUri(secret, link.login_email) }
}

/**
 * Uses a link: sets the password and the authenticator proven by a code, marks the link used and
 * ends every session of the account. The link is claimed in the same transaction, so it works once.
 */
export async function usePasswordLink(db: Kysely<Tables>, token: string, password: string, code: string): Promise<{ accountId: string; email: string }> {
  const link = await usableLink(db, token)
  if (link.pending_totp_secret === null) throw new StaffAccountError(staffMessages.linkInvalid, 410, '/token')
  const problem = passwordProblem(password, link.login_email)
  if (problem) throw new StaffAccountError(problem, 400, '/password')
  const step = acceptedTotpStep(link.pending_totp_secret, link.login_email, code, null)
  if (step === undefined) throw new StaffAccountError(staffMessages.codeRefused, 400, '/code')
  const passwordHash = await hashPassword(password)
  await db.transaction().execute(async (trx) => {
    const claimed = await trx.updateTable('staff_password_links').set({ used_at: sql`now()` }).where('id', '=', link.link_id).where('used_at', 'is', null).executeTakeFirst()
    if (claimed.numUpdatedRows === 0n) throw new StaffAccountError(staffMessages.linkInvalid, 410, '/token')
    await trx
      .updateTable('staff_accounts')
      .set({ password_hash: passwordHash, totp_secret: link.pending_totp_secret, totp_last_step: step, password_changed_at: sql`now()` })
      .where('id', '=', link.account_id)
      .execute()
    await revokeAllSessions(trx, link.account_id, 'password changed')
  })
  return { accountId: link.account_id, email: link.login_email }
}
