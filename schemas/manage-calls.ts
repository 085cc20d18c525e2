/**
 * The manage page's calls (issue 22 part 5; decision 073), a table beside the visitors' (api-calls.ts):
 * same shape, kept apart so only the manage page's chunk names them. Every call is a POST with a
 * JSON body: the link's token, the one-time code and the manage session never travel in an address.
 */
import type { DataExport } from './generated/data-export.ts'
import type { ManageBooking } from './generated/manage-booking.ts'
import type { ManageContactRequest } from './generated/manage-contact-request.ts'
import type { ManageEraseRequest } from './generated/manage-erase-request.ts'
import type { ManageExportRequest } from './generated/manage-export-request.ts'
import type { ManageCancelRequest } from './generated/manage-cancel-request.ts'
import type { ManageCodeRequest } from './generated/manage-code-request.ts'
import type { ManageLink } from './generated/manage-link.ts'
import type { ManageLinkRequest } from './generated/manage-link-request.ts'
import type { ManageNoteRequest } from './generated/manage-note-request.ts'
import type { ManageOpenRequest } from './generated/manage-open-request.ts'
import type { ManageRescheduleRequest } from './generated/manage-reschedule-request.ts'
import type { ManageShareRequest } from './generated/manage-share-request.ts'
import type { ManageWithdrawShareRequest } from './generated/manage-withdraw-share-request.ts'
import type { MessageAnswer } from './generated/message-answer.ts'
import type { ApiCallSpec } from './api-calls.ts'

type Call<Body, Answer> = { body: Body; answer: Answer; query: never }

export interface ManageCallTypes {
  manageLink: Call<ManageLinkRequest, ManageLink>
  manageSendCode: Call<ManageCodeRequest, MessageAnswer>
  manageOpen: Call<ManageOpenRequest, ManageBooking>
  manageReschedule: Call<ManageRescheduleRequest, ManageBooking>
  manageCancel: Call<ManageCancelRequest, ManageBooking>
  manageNote: Call<ManageNoteRequest, ManageBooking>
  // The person's data rights (issue 23 part 3; decisions 086-087).
  manageExport: Call<ManageExportRequest, DataExport>
  manageContact: Call<ManageContactRequest, MessageAnswer>
  manageErase: Call<ManageEraseRequest, MessageAnswer>
  manageShare: Call<ManageShareRequest, ManageBooking>
  manageWithdrawShare: Call<ManageWithdrawShareRequest, ManageBooking>
}

export type ManageCallName = keyof ManageCallTypes

export const manageCalls = {
  manageLink: { method: 'POST', path: '/api/manage/link', body: 'manage-link-request.schema.json', answer: 'manage-link.schema.json' },
  manageSendCode: { method: 'POST', path: '/api/manage/code', body: 'manage-code-request.schema.json', answer: 'message-answer.schema.json' },
  manageOpen: { method: 'POST', path: '/api/manage/open', body: 'manage-open-request.schema.json', answer: 'manage-booking.schema.json' },
  manageReschedule: { method: 'POST', path: '/api/manage/reschedule', body: 'manage-reschedule-request.schema.json', answer: 'manage-booking.schema.json' },
  manageCancel: { method: 'POST', path: '/api/manage/cancel', body: 'manage-cancel-request.schema.json', answer: 'manage-booking.schema.json' },
  manageNote: { method: 'POST', path: '/api/manage/note', body: 'manage-note-request.schema.json', answer: 'manage-booking.schema.json' },
  manageExport: { method: 'POST', path: '/api/manage/export', body: 'manage-export-request.schema.json', answer: 'data-export.schema.json' },
  manageContact: { method: 'POST', path: '/api/manage/contact', body: 'manage-contact-request.schema.json', answer: 'message-answer.schema.json' },
  manageErase: { method: 'POST', path: '/api/manage/erase', body: 'manage-erase-request.schema.json', answer: 'message-answer.schema.json' },
  manageShare: { method: 'POST', path: '/api/manage/share', body: 'manage-share-request.schema.json', answer: 'manage-booking.schema.json' },
  manageWithdrawShare: { method: 'POST', path: '/api/manage/share/withdraw', body: 'manage-withdraw-share-request.schema.json', answer: 'manage-booking.schema.json' },
} as const satisfies Record<ManageCallName, ApiCallSpec>
