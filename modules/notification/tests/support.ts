import type { AddressInfo } from 'node:net'
import { DateTime } from 'luxon'
import { SMTPServer } from 'smtp-server'
import { expect } from 'vitest'
import { Client, patientPayload, providerPayload } from '../../../server/tests/helpers/http-client.js'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  messageId: string
  subject: string
}

/** A real SMTP server in the test process that keeps what it receives. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = []
  let refuseNext = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext--
          const error = new Error('Mailbox sementara tidak tersedia') as Error & { responseCode: number }
          error.responseCode = 451
          return callback(error)
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: header(raw, 'message-id'),
          subject: decodeWords(header(raw, 'subject')),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address()
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next `n` messages are refused with 451 (a temporary failure). */
    refuse(n = 1) {
      refuseNext = n
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** An unfolded header value of the top-level message. */
export function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : ''
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) to text. */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1'
        ).toString('utf8')
  )
}

/** The MIME leaf parts of a raw message, with their decoded bodies (a minimal parser for tests). */
export function mimeParts(raw: string): Array<{ contentType: string; disposition: string; body: string }> {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1])
  let chunks = [raw]
  for (const b of boundaries) chunks = chunks.flatMap((c) => c.split(`--${b}`))
  const parts = []
  for (const chunk of chunks) {
    const text = chunk.replace(/^\r?\n/, '')
    const split = text.search(/\r?\n\r?\n/)
    if (split < 0) continue
    const headers = text.slice(0, split).replace(/\r?\n[ \t]+/g, ' ')
    const contentType = /^content-type:\s*(.+)$/im.exec(headers)?.[1] ?? ''
    if (!contentType || /^multipart\//i.test(contentType)) continue
    const encoding = (/^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1] ?? '7bit').toLowerCase()
    const body = text
      .slice(split)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n--\s*$/, '')
    parts.push({
      contentType,
      disposition: /^content-disposition:\s*(.+)$/im.exec(headers)?.[1] ?? '',
      body:
        encoding === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : encoding === 'quoted-printable'
            ? Buffer.from(
                body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16))),
                'latin1'
              ).toString('utf8')
            : body,
    })
  }
  return parts
}

export const ZONE = 'Asia/Jakarta'

/** The UTC ISO instant of a clinic-local time on a clinic day `offset` days ahead. */
export function slotAt(offset: number, time = '09:00'): string {
  const [hour, minute] = time.split(':').map(Number)
  return DateTime.now().setZone(ZONE).startOf('day').plus({ days: offset }).set({ hour, minute }).toUTC().toISO()!
}

export async function register(baseUrl: string, payload: Record<string, unknown>) {
  const client = new Client(baseUrl)
  const res = await client.post('/api/register', payload)
  expect(res.status, res.text).toBe(201)
  return { client, user: res.body as { id: string; email: string; profile: { id: string } } }
}

export const newPatient = (url: string, o: Record<string, unknown> = {}) => register(url, patientPayload(o))
export const newProvider = (url: string, o: Record<string, unknown> = {}) => register(url, providerPayload(o))
