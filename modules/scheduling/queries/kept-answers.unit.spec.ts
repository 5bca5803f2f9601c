import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  appointmentAnswers,
  beginOverview,
  beginPage,
  keepOverview,
  keepPage,
  keptOverview,
  keptPage,
  pageRows,
  type OverviewRow,
} from './kept-answers.js'
import { clinicWindow } from '../domain/clinic-window.js'

const VIEWS = 'scheduling.appointment-views'
const now = new Date('2026-12-01T03:00:00Z') // 10:00 in Jakarta
const w = clinicWindow(now, 'Asia/Jakarta')
const row = (upcomingAt?: string): OverviewRow => ({
  scheduled: 1,
  completed: 0,
  cancelled: 0,
  today: 0,
  this_week: 1,
  upcoming: upcomingAt ? 1 : 0,
  upcoming_rows: upcomingAt ? [{ id: 'a', scheduled_at: upcomingAt }] : [],
  recent_rows: [],
})

beforeEach(() => appointmentAnswers.setListening(true))
afterEach(() => appointmentAnswers.setListening(false))

describe('answers kept per viewer', () => {
  it("are used only when computed after the viewer's own last write was known applied", () => {
    keepOverview('u1', row(), w, now, beginOverview(), 5)
    expect(keptOverview('u1', w, -1)).toBeDefined() // no write of theirs
    expect(keptOverview('u1', w, 5)).toBeDefined() // known applied before the statement began
    expect(keptOverview('u1', w, 6)).toBeUndefined() // known only after: the answer may miss it
    keepPage('u1', 'k', [{ id: 'a' }], beginPage(), 5)
    expect(keptPage('u1', 'k', 5)).toEqual([{ id: 'a' }])
    expect(keptPage('u1', 'k', 6)).toBeUndefined()
    expect(keptPage('u1', 'other key', -1)).toBeUndefined()
  })

  it('are forgotten for the viewers announced, or all; a load that raced an announcement is not kept', () => {
    keepOverview('u1', row(), w, now, beginOverview(), 0)
    keepOverview('u2', row(), w, now, beginOverview(), 0)
    appointmentAnswers.apply({ consumer: VIEWS, keys: ['u1'] })
    expect(keptOverview('u1', w, -1)).toBeUndefined()
    expect(keptOverview('u2', w, -1)).toBeDefined()
    appointmentAnswers.apply({ consumer: 'another.consumer', keys: '*' })
    expect(keptOverview('u2', w, -1)).toBeDefined()
    appointmentAnswers.apply({ consumer: VIEWS, keys: '*' })
    expect(keptOverview('u2', w, -1)).toBeUndefined()

    const since = beginPage()
    appointmentAnswers.apply({ consumer: VIEWS, keys: ['someone'] }) // while the statement ran
    keepPage('u1', 'k', [], since, 0)
    expect(keptPage('u1', 'k', -1)).toBeUndefined()
  })

  it("are not kept by a node that does not listen, nor past the first upcoming appointment's end or the day", () => {
    appointmentAnswers.setListening(false)
    keepOverview('u1', row(), w, now, beginOverview(), 0)
    appointmentAnswers.setListening(true)
    expect(keptOverview('u1', w, -1)).toBeUndefined()

    // upcoming until upcomingAfter (now − 30 min) passes its start (real clock: `get` reads Date.now())
    const real = new Date()
    const rw = clinicWindow(real, 'Asia/Jakarta')
    keepOverview('u1', row(new Date(real.getTime() - 31 * 60_000).toISOString()), rw, real, beginOverview(), 0)
    expect(keptOverview('u1', rw, -1)).toBeUndefined() // ended a minute ago
    keepOverview('u1', row(new Date(real.getTime() - 29 * 60_000).toISOString()), rw, real, beginOverview(), 0)
    if (rw.tomorrowStart.getTime() - real.getTime() > 60_000) expect(keptOverview('u1', rw, -1)).toBeDefined()
    const tomorrow = clinicWindow(new Date(real.getTime() + 24 * 3600_000), 'Asia/Jakarta')
    expect(keptOverview('u1', tomorrow, -1)).toBeUndefined()
  })

  it('share one load of a page among the requests that ask for it at once, unless a change was announced meanwhile', async () => {
    const releases: Array<() => void> = []
    const load = () => {
      const rows = [{ id: `load ${releases.length + 1}` }]
      return new Promise<Array<Record<string, unknown>>>((resolve) => releases.push(() => resolve(rows)))
    }
    const first = pageRows('u1', 'shared', -1, load)
    const joined = pageRows('u1', 'shared', -1, load)
    const otherViewer = pageRows('u2', 'shared', -1, load)
    const tooOld = pageRows('u1', 'shared', Number.MAX_SAFE_INTEGER, load) // the viewer wrote after it began
    expect(releases).toHaveLength(3)
    appointmentAnswers.apply({ consumer: VIEWS, keys: ['someone'] }) // announced while the loads ran
    const afterChange = pageRows('u1', 'shared', -1, load)
    expect(releases).toHaveLength(4)
    for (const release of releases) release()
    const shared = await first
    expect(shared).toEqual([{ id: 'load 1' }])
    expect(await joined).toBe(shared)
    expect(await otherViewer).toEqual([{ id: 'load 2' }])
    expect(await tooOld).toEqual([{ id: 'load 3' }])
    expect(await afterChange).toEqual([{ id: 'load 4' }])
    // the loads that raced the announcement are not kept; the one begun after it is
    expect(keptPage('u1', 'shared', -1)).toEqual([{ id: 'load 4' }])
    expect(keptPage('u2', 'shared', -1)).toBeUndefined()
  })

  it("keep at most 5,000 rows of a viewer's pages, the oldest pages dropped first", () => {
    const page = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }))
    keepPage('u1', 'first', page(2_000), beginPage(), 0)
    keepPage('u1', 'second', page(2_000), beginPage(), 0)
    keepPage('u1', 'third', page(2_000), beginPage(), 0)
    expect(keptPage('u1', 'first', -1)).toBeUndefined()
    expect(keptPage('u1', 'second', -1)).toHaveLength(2_000)
    expect(keptPage('u1', 'third', -1)).toHaveLength(2_000)
    keepPage('u2', 'other viewer', page(100), beginPage(), 0)
    expect(keptPage('u2', 'other viewer', -1)).toHaveLength(100)
  })
})
