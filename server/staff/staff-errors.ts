/** A StaffAccountError as the error handler answers it: a field's problem is a 400 naming the field. */
import { RequestValidationError } from '../plugins/validation.ts'
import { StaffAccountError } from './accounts.ts'

export function asAnswer(error: unknown): unknown {
  if (!(error instanceof StaffAccountError)) return error
  if (error.statusCode === 400 && error.path) return new RequestValidationError([{ path: error.path, message: error.message }])
  return Object.assign(new Error(error.message), { statusCode: error.statusCode })
}

/** Runs an account operation, turning its refusals into answers. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw asAnswer(error)
  }
}
