import { describe, expect, it } from 'vitest'
import { groupAccessLog, type AccessLogRow } from './access-log.js'

const row = (over: Partial<AccessLogRow>): AccessLogRow => ({
  at: '2026-11-22T02:00:00.000Z',
  actorUserId: 'u1',
  actorRole: 'PROVIDER',
  actorName: 'Ns. Rahmat',
  action: 'READ',
  resourceType: 'record',
  resourceId: 'r1',
  requestId: 'q1',
  ...over,
})

describe('groupAccessLog', () => {
  it('one line per access: a list read of several records is one item', () => {
    const items = groupAccessLog(
      [
        row({ resourceId: 'r1' }),
        row({ resourceId: 'r2' }),
        row({ requestId: 'q0', action: 'UPDATE', at: '2026-11-22T01:00:00.000Z' }),
      ],
      10
    )
    expect(items).toHaveLength(2)
    expect(items[0]).toMatchObject({ action: 'READ', count: 2, resourceIds: ['r1', 'r2'], description: 'melihat 2 rekam medis' })
    expect(items[1]).toMatchObject({ action: 'UPDATE', count: 1, description: 'mengubah rekam medis' })
    expect(items[0].actor).toEqual({ userId: 'u1', name: 'Ns. Rahmat', role: 'PROVIDER' })
  })

  it('an empty list opening is still shown; the limit counts items', () => {
    const items = groupAccessLog(
      [
        row({ resourceId: null, requestId: 'a' }),
        row({ requestId: 'b', resourceType: 'document', action: 'DOWNLOAD' }),
        row({ requestId: 'c' }),
      ],
      2
    )
    expect(items.map((i) => i.description)).toEqual(['melihat daftar rekam medis (kosong)', 'mengunduh dokumen'])
  })
})
