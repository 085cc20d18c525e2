/**
 * The sentences the data-rights calls answer with, registered once (server/i18n/answer-messages.ts)
 * so the answer is in the request's language. A refusal says what happened and changes nothing.
 */
import { answerMessage } from '../i18n/answer-messages.ts'

export const dataRightsMessages = {
  erased: answerMessage(/*i18n*/ { id: 'api.data-rights.erased', message: 'Your data is erased. Your name, contact details, notes, shared results, mails and SMS are gone; the payments stay as records without anything that names you.' }),
  alreadyErased: answerMessage(/*i18n*/ { id: 'api.data-rights.already-erased', message: 'The data of this booking has already been erased.' }),
  corrected: answerMessage(/*i18n*/ { id: 'api.data-rights.corrected', message: 'Your contact details are corrected on all your bookings.' }),
  nothingToCorrect: answerMessage(/*i18n*/ { id: 'api.data-rights.nothing-to-correct', message: 'Type the details you want to correct first. Nothing was changed.' }),
  howFound: answerMessage(/*i18n*/ { id: 'api.data-rights.how-found', message: 'Your bookings are every booking with the same e-mail address and the same phone number as the booking you opened.' }),
} as const
