/**
 * For tests: the parts of a multipart mail the SMTP catcher received (its `raw`), as a mail
 * program reads them: each part's headers, and its content decoded from base64 or
 * quoted-printable. Enough for what nodemailer writes (one level of multipart/mixed).
 */
export type MailPart = { headers: Record<string, string>; content: Buffer }

function headersOf(head: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

function decode(body: string, encoding: string | undefined): Buffer {
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  if (/quoted-printable/i.test(encoding ?? '')) {
    return Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1')
  }
  return Buffer.from(body, 'utf8')
}

export function mailParts(raw: string): MailPart[] {
  const split = raw.indexOf('\r\n\r\n')
  const headers = headersOf(raw.slice(0, split))
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  if (!boundary) return [{ headers, content: decode(raw.slice(split + 4), headers['content-transfer-encoding']) }]
  return raw
    .slice(split + 4)
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => {
      const body = part.replace(/^\r\n/, '')
      const end = body.indexOf('\r\n\r\n')
      const partHeaders = headersOf(body.slice(0, end))
      return { headers: partHeaders, content: decode(body.slice(end + 4).replace(/\r\n$/, ''), partHeaders['content-transfer-encoding']) }
    })
}

/** The attachments: the parts with a file name. */
export function mailAttachments(raw: string): { name: string; contentType: string; content: Buffer }[] {
  return mailParts(raw)
    .filter((part) => /filename=/i.test(part.headers['content-disposition'] ?? '') || /name=/i.test(part.headers['content-type'] ?? ''))
    .map((part) => ({
      name: /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '',
      contentType: (part.headers['content-type'] ?? '').split(';')[0]!.trim(),
      content: part.content,
    }))
}
