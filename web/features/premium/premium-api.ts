/**
 * The pre-order call: POST /api/premium/pre-orders (server/routes/premium.ts), through the one
 * API client (web/shared/api-client.ts). The answer is
 * 'done' (201 first time, 200 for a repeat: the same to the person), the server's problems by
 * field for a 400, or a failure the person can retry.
 */
import type { PremiumPreOrderRequest } from '#schemas/generated/premium-pre-order-request.ts'
import { msg } from '@lingui/core/macro'
import { callApi } from '../../shared/api-client.ts'

export type FieldName = 'email' | 'phone_number' | 'consent'
export type FieldProblems = Partial<Record<FieldName, string>>
export type PreOrderOutcome = { kind: 'done' } | { kind: 'invalid'; problems: FieldProblems } | { kind: 'failed' }

export const preOrderFailedMessage = msg`We could not send your pre-order. Please check your connection and try again.`

const fieldOf = (path: string): FieldName | undefined => {
  const name = path.replace(/^\//, '').split('/')[0]
  return name === 'email' || name === 'phone_number' || name === 'consent' ? name : undefined
}

export async function sendPreOrder(body: PremiumPreOrderRequest): Promise<PreOrderOutcome> {
  const result = await callApi('premiumPreOrder', { body })
  if (result.ok) return { kind: 'done' }
  if (result.failure.status !== 400) return { kind: 'failed' }
  const problems: FieldProblems = {}
  for (const { path, message } of result.failure.errors) {
    const field = fieldOf(path)
    if (field && !problems[field]) problems[field] = message
  }
  return Object.keys(problems).length > 0 ? { kind: 'invalid', problems } : { kind: 'failed' }
}
