import { describe, expect, it } from 'vitest'

import { activityText } from './activity-text'
import type { AdminActivityDto } from '@/api/openapi'

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)
const admin = { id: 'a', name: 'Admin Utama', email: 'admin@x.id', role: 'ADMIN' as const }
const patient = { id: 'p', name: 'Sri', email: 'sri@x.id', role: 'PATIENT' as const }
const entry = (over: Partial<AdminActivityDto>): AdminActivityDto => ({
  id: '1',
  type: 'UserRegistered',
  at: '2026-11-23T10:00:00.000Z',
  actor: null,
  subject: null,
  other: null,
  params: {},
  ...over,
})

describe('activityText', () => {
  it('reads a sign-up and an account an admin made differently', () => {
    expect(activityText(entry({ actor: patient, subject: patient, params: { role: 'PATIENT' } }), t, 'id')).toMatch(
      /^adminTools\.activity\.types\.UserRegistered .*"subject":"Sri",.*"role":"common\.roles\.patient"/
    )
    expect(activityText(entry({ actor: admin, subject: patient }), t, 'id')).toMatch(/types\.UserRegisteredBy .*"actor":"Admin Utama"/)
  })

  it('names a deleted account and the system for people no longer there', () => {
    const text = activityText(entry({ type: 'SessionEnded', params: { scheduledAt: '2026-11-24T02:00:00.000Z' } }), t, 'id')
    expect(text).toContain('"actor":"adminTools.activity.system"')
    expect(text).toContain('"subject":"adminTools.activity.deletedAccount"')
    expect(text).toMatch(/"when":"24 Nov 2026,? 09\.00"/)
  })

  it('lists the changed settings and the export filter and count', () => {
    expect(
      activityText(
        entry({ type: 'ClinicSettingsUpdated', actor: admin, params: { changed: ['slots', 'timezone'], version: 3 } }),
        t,
        'id'
      )
    ).toContain('"changed":"adminTools.activity.settingNames.slots, adminTools.activity.settingNames.timezone","version":3')
    expect(
      activityText(entry({ type: 'AdminUsersExported', actor: admin, params: { filter: 'patients', rowCount: 2500 } }), t, 'id')
    ).toContain('"filter":"adminTools.activity.filters.patients","count":"2.500"')
  })
})
