/**
 * The appointment's meeting link: the app's own consultation page (the built-in call, the default)
 * or, where the clinic opted in with MEET_BASE_URL, a room on its own external meeting server.
 */
export function externalMeetingLink(meetLink: string | null | undefined): string | null {
  if (!meetLink) return null
  try {
    const url = new URL(meetLink, 'http://placeholder.invalid')
    return url.pathname.startsWith('/consultation/') ? null : meetLink
  } catch {
    return null
  }
}
