/**
 * Every sentence the manage calls answer with, registered once (server/i18n/answer-messages.ts)
 * so the answer is in the request's language. A refusal names what happened and what to do next.
 */
import { answerMessage } from '../i18n/answer-messages.ts'

export const manageMessages = {
  linkNotFound: answerMessage(/*i18n*/ { id: 'api.manage.link-not-found', message: 'This link does not open a booking: it may have expired, or the booking was cancelled. Use the newest link we sent you, or contact us.' }),
  bookingNotFound: answerMessage(/*i18n*/ { id: 'api.manage.booking-not-found', message: 'We could not find this booking. Check the address of the confirmation page, or contact us.' }),
  codeSent: answerMessage(/*i18n*/ { id: 'api.manage.code-sent', message: 'We have sent a 6-digit code to the e-mail address of this booking. It works for 10 minutes.' }),
  codeThrottled: answerMessage(/*i18n*/ { id: 'api.manage.code-throttled', message: 'We have sent several codes already. Use the last code we sent, or wait an hour and ask again.' }),
  noContact: answerMessage(/*i18n*/ { id: 'api.manage.no-contact', message: 'We cannot send a code for this booking because it has no e-mail address. Please call us to change it.' }),
  codeWrong: answerMessage(/*i18n*/ { id: 'api.manage.code-wrong', message: 'The code is not right. Check the last code we sent and enter its 6 digits.' }),
  codeExpired: answerMessage(/*i18n*/ { id: 'api.manage.code-expired', message: 'This code has expired or was already used. Ask for a new code.' }),
  codeNoTries: answerMessage(/*i18n*/ { id: 'api.manage.code-no-tries', message: 'Too many wrong codes. Ask for a new code.' }),
  sessionEnded: answerMessage(/*i18n*/ { id: 'api.manage.session-ended', message: 'Your time to make changes has run out. Ask for a new code to continue.' }),
  tooLate: answerMessage(/*i18n*/ { id: 'api.manage.too-late', message: 'The session is less than 24 hours away, so it can no longer be moved. Please call us.' }),
  notOffered: answerMessage(/*i18n*/ { id: 'api.manage.not-offered', message: 'We do not offer that date and time. Choose one of the times shown, at least 24 hours from now.' }),
  sameSlot: answerMessage(/*i18n*/ { id: 'api.manage.same-slot', message: 'Your booking is already at that time. Choose another time.' }),
  cancelled: answerMessage(/*i18n*/ { id: 'api.manage.cancelled-already', message: 'This booking is cancelled, so it can no longer be changed.' }),
  noSession: answerMessage(/*i18n*/ { id: 'api.manage.no-session', message: 'This booking has no session time to move. Please call us.' }),
  sessionStarted: answerMessage(/*i18n*/ { id: 'api.manage.session-started', message: 'The session has already started, so it can no longer be cancelled.' }),
  opened: answerMessage(/*i18n*/ { id: 'api.manage.opened', message: 'Here is your booking.' }),
  moved: answerMessage(/*i18n*/ { id: 'api.manage.moved', message: 'Your booking has moved to the new time.' }),
  cancelledNow: answerMessage(/*i18n*/ { id: 'api.manage.cancelled', message: 'Your booking is cancelled.' }),
  noteEmpty: answerMessage(/*i18n*/ { id: 'api.manage.note-empty', message: 'Write your note before adding it.' }),
  noteAdded: answerMessage(/*i18n*/ { id: 'api.manage.note-added', message: 'Your note is added. Your practitioner will read it before the session.' }),
  codeSentSms: answerMessage(/*i18n*/ { id: 'api.manage.code-sent-sms', message: 'We have sent a 6-digit code by SMS to the phone number of this booking. It works for 10 minutes.' }),
  codeSentBoth: answerMessage(/*i18n*/ { id: 'api.manage.code-sent-both', message: 'We have sent a 6-digit code to the e-mail address and, by SMS, to the phone number of this booking. It works for 10 minutes.' }),
  noEmailForCode: answerMessage(/*i18n*/ { id: 'api.manage.no-email-for-code', message: 'This booking has no e-mail address. Choose SMS to get the code on the phone number you booked with.' }),
  shared: answerMessage(/*i18n*/ { id: 'api.manage.shared', message: 'Your result is shared with your practitioner. You can withdraw it here until the session.' }),
  shareWithdrawn: answerMessage(/*i18n*/ { id: 'api.manage.share-withdrawn', message: 'Your result is withdrawn: your practitioner no longer sees it.' }),
  shareUnknownTest: answerMessage(/*i18n*/ { id: 'api.manage.share-unknown-test', message: 'We do not know this test, so its result cannot be shared. Take the test on this site, then share it.' }),
  shareTooMany: answerMessage(/*i18n*/ { id: 'api.manage.share-too-many', message: 'This booking already has 10 shared results. Withdraw one you no longer need, or tell your practitioner in the session.' }),
  shareStarted: answerMessage(/*i18n*/ { id: 'api.manage.share-started', message: 'The session has already started, so shared results can no longer change. Tell your practitioner in the session.' }),
  shareNotFound: answerMessage(/*i18n*/ { id: 'api.manage.share-not-found', message: 'This booking has no such shared result. Reload the page to see what is shared.' }),
  shareAlreadyWithdrawn: answerMessage(/*i18n*/ { id: 'api.manage.share-already-withdrawn', message: 'This result is already withdrawn.' }),
  shareConsentRequired: answerMessage(/*i18n*/ { id: 'api.manage.share-consent-required', message: 'Tick the box to agree to share this result with your practitioner.' }),
} as const
