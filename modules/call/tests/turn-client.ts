import { createHash, createHmac, randomBytes } from 'node:crypto'
import dgram from 'node:dgram'

/**
 * A minimal TURN client (RFC 8656 over UDP) for the tests: Allocate with the long-term credential
 * mechanism (401 → REALM/NONCE → MESSAGE-INTEGRITY), then a Refresh with lifetime 0 to free the
 * allocation. Enough to show that coturn accepts a credential the server minted and refuses an
 * expired or forged one.
 */
const MAGIC = 0x2112a442
const ALLOCATE = 0x0003
const REFRESH = 0x0004
const ATTR = { USERNAME: 0x0006, MESSAGE_INTEGRITY: 0x0008, ERROR_CODE: 0x0009, LIFETIME: 0x000d, REALM: 0x0014, NONCE: 0x0015 }
const XOR_RELAYED_ADDRESS = 0x0016
const REQUESTED_TRANSPORT = 0x0019

type Attribute = [type: number, value: Buffer]

function encode(method: number, id: Buffer, attributes: Attribute[], key?: Buffer): Buffer {
  const body = Buffer.concat(
    attributes.map(([type, value]) => {
      const head = Buffer.alloc(4)
      head.writeUInt16BE(type, 0)
      head.writeUInt16BE(value.length, 2)
      return Buffer.concat([head, value, Buffer.alloc((4 - (value.length % 4)) % 4)])
    })
  )
  const header = Buffer.alloc(20)
  header.writeUInt16BE(method, 0)
  header.writeUInt16BE(body.length + (key ? 24 : 0), 2)
  header.writeUInt32BE(MAGIC, 4)
  id.copy(header, 8)
  const message = Buffer.concat([header, body])
  if (!key) return message
  const integrity = Buffer.alloc(4)
  integrity.writeUInt16BE(ATTR.MESSAGE_INTEGRITY, 0)
  integrity.writeUInt16BE(20, 2)
  return Buffer.concat([message, integrity, createHmac('sha1', key).update(message).digest()])
}

interface Answer {
  type: number
  attributes: Map<number, Buffer>
}

function decode(message: Buffer): Answer {
  const attributes = new Map<number, Buffer>()
  for (let at = 20; at + 4 <= message.length;) {
    const type = message.readUInt16BE(at)
    const length = message.readUInt16BE(at + 2)
    attributes.set(type, message.subarray(at + 4, at + 4 + length))
    at += 4 + length + ((4 - (length % 4)) % 4)
  }
  return { type: message.readUInt16BE(0), attributes }
}

function exchange(socket: dgram.Socket, host: string, port: number, request: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no TURN answer from ${host}:${port}`)), 5000)
    socket.once('message', (message) => {
      clearTimeout(timer)
      resolve(decode(message))
    })
    socket.send(request, port, host)
  })
}

const errorCode = (answer: Answer) => {
  const value = answer.attributes.get(ATTR.ERROR_CODE)
  return value ? value[2] * 100 + value[3] : null
}

export interface AllocateResult {
  ok: boolean
  /** the TURN error code when refused (401: the credential did not verify or expired) */
  error: number | null
  /** the relayed transport address coturn allocated */
  relayed?: string
}

/** Allocate a UDP relay on `host:port` as `username`/`credential`; frees it again on success. */
export async function turnAllocate(host: string, port: number, username: string, credential: string): Promise<AllocateResult> {
  const socket = dgram.createSocket('udp4')
  try {
    const transport: Attribute = [REQUESTED_TRANSPORT, Buffer.from([17, 0, 0, 0])]
    const challenge = await exchange(socket, host, port, encode(ALLOCATE, randomBytes(12), [transport]))
    if (errorCode(challenge) !== 401) return { ok: false, error: errorCode(challenge) }
    const realm = challenge.attributes.get(ATTR.REALM)!
    const nonce = challenge.attributes.get(ATTR.NONCE)!
    const key = createHash('md5').update(`${username}:${realm.toString()}:${credential}`).digest()
    const auth: Attribute[] = [
      [ATTR.USERNAME, Buffer.from(username)],
      [ATTR.REALM, realm],
      [ATTR.NONCE, nonce],
    ]
    const answer = await exchange(socket, host, port, encode(ALLOCATE, randomBytes(12), [transport, ...auth], key))
    if (answer.type !== 0x0103) return { ok: false, error: errorCode(answer) }
    const relayed = xorAddress(answer.attributes.get(XOR_RELAYED_ADDRESS)!)
    await exchange(socket, host, port, encode(REFRESH, randomBytes(12), [[ATTR.LIFETIME, Buffer.alloc(4)], ...auth], key))
    return { ok: true, error: null, relayed }
  } finally {
    socket.close()
  }
}

function xorAddress(value: Buffer) {
  const port = value.readUInt16BE(2) ^ (MAGIC >>> 16)
  const ip = [0, 1, 2, 3].map((i) => value[4 + i] ^ ((MAGIC >>> (24 - 8 * i)) & 0xff)).join('.')
  return `${ip}:${port}`
}
