/**
 * POST /api/uploads: the insurance-card photo a wellness booking refers to (its `attachment`).
 * Multipart, one file in the field `file` (any other field name is a 400), at most 5 MB (413
 * above); a JPEG, PNG or PDF recognised by its content (415 otherwise); a PDF with scripts,
 * actions or attached files is refused with 400 (not rebuilt), one whose object streams unpack
 * to more than 16 MB (a deflate bomb) with 413 before it is unpacked; stored in the database with its
 * metadata removed; answers 201 `{id}`. An upload no booking refers to is deleted after a day
 * (bookings/orphan-uploads.ts). There is deliberately no route that serves an upload back.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { addCallRoute } from './call-schemas.ts'
import uploadAnswerSchema from '#schemas/upload-answer.schema.json' with { type: 'json' }
import { RequestValidationError } from '../plugins/validation.ts'
import { ActivePdfError, cleanUpload, MalformedFileError } from '../bookings/strip-metadata.ts'
import { PdfBombError } from '../bookings/pdf-structure.ts'
import { answerSchema, errorAnswers } from './answer-schemas.ts'
import { apiMessages } from '#schemas/api-contract.ts'
import { answerMessage } from '../i18n/answer-messages.ts'

export const maxUploadBytes = 5 * 1024 * 1024
export const tooLargeMessage = apiMessages.uploadTooLarge
export const unsupportedTypeMessage = answerMessage(/*i18n*/ { id: 'api.unsupported-type', message: 'Upload a JPEG, PNG or PDF.' })
export const noFileMessage = answerMessage(/*i18n*/ { id: 'api.no-file', message: 'Choose a photo or scan of the insurance card to upload.' })
export const activePdfMessage = answerMessage(/*i18n*/ {
  id: 'api.active-pdf',
  message: 'This PDF contains scripts, actions or attached files, which we do not accept. Upload a photo of the insurance card, or a plain scan saved as PDF.',
})
export const pdfBombMessage = answerMessage(/*i18n*/ { id: 'api.pdf-bomb', message: 'This PDF unpacks to far more than a card scan needs. Upload a photo of the insurance card, or a plain scan saved as PDF.' })
export const oneFileOnlyMessage = answerMessage(/*i18n*/ { id: 'api.one-file-only', message: 'Send one file only, in the field "file".' })
export const wrongFieldMessage = answerMessage(/*i18n*/ { id: 'api.wrong-field', message: 'Send the file in the field "file".' })
export const malformedUploadMessage = answerMessage(/*i18n*/ { id: 'api.malformed-upload', message: 'The upload could not be read. Choose the file again and retry.' })

class UploadRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

const uploadRouteSchema = { summary: 'Upload the insurance-card photo', response: { 201: answerSchema(uploadAnswerSchema), ...errorAnswers } }

export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  // Registered here so only this route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 0, parts: 1 } })

  addCallRoute(
    app,
    'upload',
    { schema: uploadRouteSchema },
    async (request, reply) => {
      const bytes = await readSingleFile(request)
      let cleaned: Awaited<ReturnType<typeof cleanUpload>>
      try {
        cleaned = await cleanUpload(bytes)
      } catch (error) {
        if (error instanceof MalformedFileError) throw new UploadRefusedError(415, unsupportedTypeMessage)
        if (error instanceof PdfBombError) throw new UploadRefusedError(413, pdfBombMessage)
        if (error instanceof ActivePdfError) throw new RequestValidationError([{ path: '/file', message: activePdfMessage }], activePdfMessage)
        throw error
      }
      if (!cleaned || cleaned.bytes.length === 0) throw new UploadRefusedError(415, unsupportedTypeMessage)
      const row = await app.db
        .insertInto('uploads')
        .values({ content_type: cleaned.contentType, size_bytes: cleaned.bytes.length, bytes: cleaned.bytes })
        .returning('id')
        .executeTakeFirstOrThrow()
      return reply.code(201).send({ id: row.id })
    },
  )
}

async function readSingleFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new UploadRefusedError(415, `${unsupportedTypeMessage} Send it as multipart/form-data in the field "file".`)
  try {
    const file = await request.file()
    if (!file) throw new RequestValidationError([{ path: '/file', message: noFileMessage }])
    if (file.fieldname !== 'file') {
      file.file.resume()
      throw new RequestValidationError([{ path: '/file', message: wrongFieldMessage }], wrongFieldMessage)
    }
    return await file.toBuffer()
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadRefusedError(413, tooLargeMessage)
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new RequestValidationError([{ path: '/file', message: oneFileOnlyMessage }])
    }
    if (error instanceof RequestValidationError) throw error
    // Anything else here is the multipart body itself (no boundary, cut short, a bad part header):
    // the client's request, not the server, is broken.
    throw new RequestValidationError([{ path: '/file', message: malformedUploadMessage }], malformedUploadMessage)
  }
}
