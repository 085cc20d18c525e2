/**
 * Results a visitor shares with the practitioner of one booking (issue 22 part 6; decision 083).
 * Only with explicit consent, given under the privacy notice in force, through a manage session
 * (link + one-time code) or the booking form's own box: without it nothing ties a result to a
 * person. The server scores the answers again with the engine (a browser's score is never taken)
 * and stores exactly what the consent named: the test, the date, the answers, the score and the
 * band, as one JSON text envelope-encrypted under its own data key (crypto/personal-columns.ts).
 * The visitor withdraws it before the session: the content is erased, the row says when.
 */
import type { Kysely, Transaction } from 'kysely'
import { answerScore, answersOnPath, answerText, followPath, interpret, InvalidAnswersError, localiseDefinition, todayInNairobi } from '#engine/index.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import type { ShareableResult } from '#schemas/generated/shareable-result.ts'
import type { Tables } from '../db/tables.ts'
import { defaultTestCatalog } from '../routes/tests.ts'
import { sessionColumns, sessionStartOf } from './manage-links.ts'

/** What the practitioner reads: exactly what the consent showed. */
export type SharedResultContent = {
  testCode: string
  title: string
  language: Locale
  /** The day it was shared (Nairobi): the visit the result is from, since results are never kept. */
  takenOn: string
  answers: { question: string; answer: string; points: number | null }[]
  totalScore: number
  expectedTotalScore: number
  grade: string
  tone: string
}

/** At most this many results shared with one booking (withdrawn ones count too). */
export const sharesPerBooking = 10


/** The questions on the path taken with their answers and points, in the test's language. */
function answeredQuestions(definition: TestDefinition, answers: readonly Answer[]): SharedResultContent['answers'] {
  const { path } = followPath(definition, answers)
  const onPath = answersOnPath(answers, path, definition.questions.length)
  return path.map((index) => {
    const question = definition.questions[index]!
    const answer = onPath[index] ?? null
    const scored = question.type === 'single-select' || question.type === 'multi-select'
    return { question: question.question, answer: answerText(question, answer, { none: '—' }), points: scored ? answerScore(question, answer) : null }
  })
}

export type ContentOutcome = { kind: 'content'; content: SharedResultContent } | { kind: 'unknown-test' } | { kind: 'invalid-answers'; problems: { path: string; message: string }[] }

/** Scores the answers with the engine and writes what will be shared; an unknown test or bad answers refused. */
export async function sharedResultContent(result: ShareableResult, now: Date): Promise<ContentOutcome> {
  const test = (await defaultTestCatalog()).get(result.testCode)
  if (!test) return { kind: 'unknown-test' }
  const definition = localiseDefinition(test.definition, result.language ?? 'en')
  try {
    const scored = interpret(definition, result.answers)
    return {
      kind: 'content',
      content: {
        testCode: definition.testCode,
        title: definition.informalTitle,
        language: definition.language,
        takenOn: todayInNairobi(now),
        answers: answeredQuestions(definition, result.answers),
        totalScore: scored.totalScore,
        expectedTotalScore: scored.expectedTotalScore,
        grade: scored.grade,
        tone: scored.tone,
      },
    }
  } catch (error) {
    if (!(error instanceof InvalidAnswersError)) throw error
    return { kind: 'invalid-answers', problems: error.problems.map((problem) => ({ path: `/result${problem.pointer}`, message: problem.message })) }
  }
}

export type ShareOutcome = 'shared' | 'not-found' | 'cancelled' | 'session-started' | 'too-many'

function hasStarted(row: Parameters<typeof sessionStartOf>[0], now: Date): boolean {
  const start = sessionStartOf(row)
  return start !== undefined && start <= now.getTime()
}

/** Ties the content to the booking, under a row lock, unless the booking is cancelled, under way, or has too many. */
export async function shareResult(db: Kysely<Tables> | Transaction<Tables>, serviceId: string, content: SharedResultContent, consentVersion: string, now: Date): Promise<ShareOutcome> {
  const write = async (trx: Transaction<Tables>): Promise<ShareOutcome> => {
    const row = await trx
      .selectFrom('services')
      .select('cancelled_at').select(sessionColumns)
      .where('id', '=', serviceId)
      .forUpdate()
      .executeTakeFirst()
    if (!row) return 'not-found'
    if (row.cancelled_at !== null) return 'cancelled'
    if (hasStarted(row, now)) return 'session-started'
    const count = await trx.selectFrom('shared_results').select((eb) => eb.fn.countAll<number>().as('count')).where('service_id', '=', serviceId).executeTakeFirstOrThrow()
    if (Number(count.count) >= sharesPerBooking) return 'too-many'
    await trx.insertInto('shared_results').values({ service_id: serviceId, test_code: content.testCode, content: JSON.stringify(content), consent_version: consentVersion, consented_at: now }).execute()
    return 'shared'
  }
  return db.isTransaction ? write(db as Transaction<Tables>) : db.transaction().execute(write)
}

export type WithdrawOutcome = 'withdrawn' | 'not-found' | 'already-withdrawn' | 'session-started'

/** Withdraws one of the booking's shared results before the session: its content is erased. */
export async function withdrawSharedResult(db: Kysely<Tables>, serviceId: string, shareId: string, now: Date): Promise<WithdrawOutcome> {
  return db.transaction().execute(async (trx) => {
    const share = await trx.selectFrom('shared_results').select(['id', 'withdrawn_at']).where('id', '=', shareId).where('service_id', '=', serviceId).forUpdate().executeTakeFirst()
    if (!share) return 'not-found'
    if (share.withdrawn_at !== null) return 'already-withdrawn'
    const row = await trx
      .selectFrom('services')
      .select(sessionColumns)
      .where('id', '=', serviceId)
      .executeTakeFirstOrThrow()
    if (hasStarted(row, now)) return 'session-started'
    await trx.updateTable('shared_results').set({ content: null, withdrawn_at: now }).where('id', '=', shareId).execute()
    return 'withdrawn'
  })
}

export type SharedResultRow = { id: string; testCode: string; content: SharedResultContent | null; sharedAt: Date; withdrawnAt: Date | null }

/** The booking's shared results, newest first; a withdrawn one without its content. */
export async function sharedResultsOf(db: Kysely<Tables>, serviceId: string): Promise<SharedResultRow[]> {
  const rows = await db
    .selectFrom('shared_results')
    .select(['id', 'test_code', 'content', 'consented_at', 'withdrawn_at'])
    .where('service_id', '=', serviceId)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    testCode: row.test_code,
    content: row.content === null ? null : (JSON.parse(row.content) as SharedResultContent),
    sharedAt: row.consented_at,
    withdrawnAt: row.withdrawn_at,
  }))
}
