import { describe, expect, it } from 'vitest'
import { externalMeetingLink } from './meeting-mode'

describe('externalMeetingLink', () => {
  it('is null for the built-in call (the app’s own consultation page) and for no link', () => {
    expect(externalMeetingLink('https://telerawat.example/consultation/4b1c2a9e-0000-4000-8000-000000000000')).toBeNull()
    expect(externalMeetingLink('/consultation/abc')).toBeNull()
    expect(externalMeetingLink('')).toBeNull()
    expect(externalMeetingLink(null)).toBeNull()
  })
  it('is the link for a room on an external meeting server (MEET_BASE_URL opt-in)', () => {
    expect(externalMeetingLink('https://meet.klinik.example/TeleRawat-abc')).toBe('https://meet.klinik.example/TeleRawat-abc')
  })
})
