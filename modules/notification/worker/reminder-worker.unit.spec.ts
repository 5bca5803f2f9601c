import { describe, expect, it, vi } from 'vitest'
import type { AppointmentFacts } from '../domain/messages.js'
import { ReminderWorker, type ReminderRow } from './reminder-worker.js'

const facts: AppointmentFacts = {
  appointmentId: '6f1c2c4e-3b9a-4d5e-8f00-000000000001',
  scheduledAt: '2099-11-23T02:00:00.000Z',
  durationMinutes: 30,
  timezone: 'Asia/Jakarta',
  meetLink: 'https://telerawat.klinik.id/consultation/3f1c2a9e-5b7d-4c11-9a0e-2b8f6d4e1a77',
  reason: 'Kontrol luka',
  complaint: null,
  consultationFee: 75000,
  patientName: 'Siti Aminah',
  providerName: 'Ns. Rahmat',
  providerRole: 'Perawat',
  providerSpecialization: null,
}

const row: ReminderRow = {
  id: 'r-1',
  appointment_id: facts.appointmentId,
  kind: 'CONFIRMATION',
  recipient_role: 'PATIENT',
  recipient_email: 'siti@contoh.id',
  recipient_name: 'Siti Aminah',
  payload: facts,
  send_at: new Date('2099-11-20T00:00:00Z'),
  claim_token: 'claim-1',
  attempts: 1,
}

/** A database whose UPDATE … RETURNING fails `failures` times with the given error, then succeeds. */
function fakeDb(failures: number, error: unknown) {
  const updates: Record<string, unknown>[] = []
  let calls = 0
  const db = {
    from: () => ({
      where: () => ({
        first: async () => ({ status: 'PENDING', recipient_name: row.recipient_name, recipient_email: row.recipient_email }),
        update: (changes: Record<string, unknown>) => ({
          returning: async () => {
            calls++
            if (calls <= failures) throw error
            updates.push(changes)
            return [{ id: row.id }]
          },
        }),
      }),
    }),
  }
  return { db, updates, calls: () => calls }
}

function worker(db: unknown, send = vi.fn(async () => 'smtp 250 OK')) {
  const logger = { warn: vi.fn(), error: vi.fn() }
  const mailer = { kind: 'smtp' as const, send, close: () => {} }
  const w = new ReminderWorker({ db: db as never, mailer, logger: logger as never }, { pollMs: 1, claimTtlMs: 60_000, maxAttempts: 8 })
  return { w, send, logger, deliver: (r: ReminderRow) => (w as unknown as { deliver(r: ReminderRow): Promise<void> }).deliver(r) }
}

describe('reminder worker: after the receiver accepted a message', () => {
  it('waits for a database that went away and records SENT once it is back (no re-send after the claim expires)', async () => {
    const fake = fakeDb(3, Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))
    const { deliver, send, logger, w } = worker(fake.db)
    await deliver(row)
    expect(send).toHaveBeenCalledTimes(1)
    expect(fake.calls()).toBe(4)
    expect(fake.updates).toEqual([expect.objectContaining({ status: 'SENT', message_id: '<r-1@telerawat.id>', claim_token: null })])
    expect(logger.warn).toHaveBeenCalledTimes(3)
    expect(w.sent).toBe(1)
  })

  it('does not retry an error that is not an outage', async () => {
    const fake = fakeDb(1, new Error('column "sent_at" does not exist'))
    const { deliver } = worker(fake.db)
    await expect(deliver(row)).rejects.toThrow(/sent_at/)
    expect(fake.calls()).toBe(1)
  })

  it('a claim whose answer was lost is released before the next claim (its row is not blocked until the claim expires)', async () => {
    const released: { tokens: unknown[]; changes: Record<string, unknown> }[] = []
    let claimToken: unknown
    const db = {
      rawQuery: async (_sql: string, bindings: unknown[]) => {
        claimToken = bindings[0]
        throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' })
      },
      from: () => ({
        whereIn: (_column: string, tokens: unknown[]) => ({
          where: () => ({ update: async (changes: Record<string, unknown>) => void released.push({ tokens, changes }) }),
        }),
      }),
    }
    const { w } = worker(db)
    await expect(w.claimOne()).rejects.toThrow(/terminated/)
    const release = () => (w as unknown as { releaseUnsettled(): Promise<void> }).releaseUnsettled()
    await release()
    expect(released).toEqual([
      { tokens: [claimToken], changes: expect.objectContaining({ claim_token: null, claim_expires_at: null }) },
    ])
    await release()
    expect(released).toHaveLength(1)
  })
})
