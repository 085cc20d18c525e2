/**
 * Contract test of the SMTP transport against a real SMTP server (smtp-server on 127.0.0.1, a
 * free port): what arrives, and how refusals and an unreachable server are sorted into "retry"
 * and "give up".
 */
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeSendFailure, smtpTransport, type MailMessage } from './mail-transport.ts'
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts'

let catcher: SmtpCatcher
beforeAll(async () => {
  catcher = await startSmtpCatcher()
})
afterAll(async () => {
  await catcher.close()
})

const message: MailMessage = {
  messageId: '<8c1f5a52-2d0e-4f4c-9a3e-0d6b1c2e7f10@afyahub.example>',
  from: 'Afya Hub <hello@afyahub.example>',
  to: 'wanjiku@example.co.ke',
  subject: 'You are subscribed to Afya Hub updates',
  text: 'Hello,\n\nThank you for subscribing! Karibu sana.\nLine two.',
}

async function sendFailure(send: () => Promise<void>) {
  try {
    await send()
  } catch (error) {
    return describeSendFailure(error)
  }
  throw new Error('the send was expected to fail')
}

describe('smtpTransport', () => {
  it('delivers the message with its From, To, Subject, Message-ID and text', async () => {
    catcher.refuse(undefined)
    const transport = smtpTransport(catcher.url)
    await transport.send(message)
    transport.close()

    const received = catcher.messages.at(-1)!
    expect(received.envelopeFrom).toBe('hello@afyahub.example')
    expect(received.envelopeTo).toEqual(['wanjiku@example.co.ke'])
    expect(received.headers['from']).toBe('Afya Hub <hello@afyahub.example>')
    expect(received.headers['to']).toBe('wanjiku@example.co.ke')
    expect(received.headers['subject']).toBe('You are subscribed to Afya Hub updates')
    expect(received.headers['message-id']).toBe(message.messageId)
    expect(received.headers['content-type']).toMatch(/^text\/plain/)
    expect(received.text.trim()).toBe(message.text)
  })

  it('sorts a 5xx refusal of the recipient as permanent, without the address in the loggable code', async () => {
    catcher.refuse({ stage: 'recipient', responseCode: 550, message: 'No such user here' })
    const transport = smtpTransport(catcher.url)
    const failure = await sendFailure(() => transport.send(message))
    transport.close()
    expect(failure).toMatchObject({ permanent: true, code: 'EENVELOPE', responseCode: 550 })
    expect(`${failure.code} ${failure.responseCode}`).not.toContain('@')
    expect(failure.detail).toMatch(/^EENVELOPE 550: /)
  })

  it('sorts a 4xx refusal of the message as temporary', async () => {
    catcher.refuse({ stage: 'data', responseCode: 451, message: 'Try again later' })
    const transport = smtpTransport(catcher.url)
    const failure = await sendFailure(() => transport.send(message))
    transport.close()
    expect(failure).toMatchObject({ permanent: false, code: 'EMESSAGE', responseCode: 451 })
  })

  it('sorts an unreachable server as temporary', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, { connectionMs: 2_000 })
    const failure = await sendFailure(() => transport.send(message))
    transport.close()
    expect(failure.permanent).toBe(false)
    expect(failure.code).toMatch(/^E(CONNECTION|SOCKET)$/)
  })

  it('gives up on nothing it cannot read as an SMTP refusal', () => {
    expect(describeSendFailure(new Error('boom'))).toMatchObject({ permanent: false, code: 'UNKNOWN' })
    expect(describeSendFailure(Object.assign(new Error('bad login'), { code: 'EAUTH', responseCode: 535 })).permanent).toBe(false)
    expect(describeSendFailure('x'.repeat(900)).detail.length).toBe(500)
  })
})
