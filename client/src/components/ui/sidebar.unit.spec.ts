import { describe, expect, it } from 'vitest'
import { readSidebarCookie, SIDEBAR_COOKIE_MAX_AGE, sidebarCookie } from './sidebar'

describe('sidebar cookie', () => {
  it('lasts 7 days and round-trips the open state', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604_800)
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax')
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false)
    expect(readSidebarCookie('sidebar_state=true')).toBe(true)
  })

  it('is null when missing or malformed', () => {
    expect(readSidebarCookie('')).toBeNull()
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull()
    expect(readSidebarCookie('my_sidebar_state=false')).toBeNull()
  })
})
