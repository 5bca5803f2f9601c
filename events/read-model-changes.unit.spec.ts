import { describe, expect, it } from 'vitest'
import { parseReadModelChange, readModelChangePayload } from './read-model-changes.js'

describe('read model change announcements', () => {
  it('carry the consumer and the changed keys, and read back the same', () => {
    const payload = readModelChangePayload('scheduling.appointment-views', ['a', 'b'])
    expect(payload).toBe('scheduling.appointment-views a,b')
    expect(parseReadModelChange(payload)).toEqual({ consumer: 'scheduling.appointment-views', keys: ['a', 'b'] })
    expect(parseReadModelChange('scheduling.appointment-views *')).toEqual({ consumer: 'scheduling.appointment-views', keys: '*' })
  })

  it('say "everything" rather than exceed what PostgreSQL carries (8,000 bytes)', () => {
    const ids = Array.from({ length: 300 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)
    const payload = readModelChangePayload('scheduling.appointment-views', ids)
    expect(payload).toBe('scheduling.appointment-views *')
  })

  it('ignore a payload without a consumer', () => {
    expect(parseReadModelChange('')).toBeUndefined()
    expect(parseReadModelChange(' a,b')).toBeUndefined()
  })
})
