/**
 * The page's Content-Security-Policy. Scripts come only from our own origin (the Vite build has
 * no inline script); inline styles stay allowed because Radix and the toaster inject <style>.
 * Frames are limited to the embeds the product has: YouTube, the questionnaire forms and, only in
 * "external meeting link" mode (MEET_BASE_URL set), the clinic's meeting server, each taken from its
 * configured URL. The default built-in call is our own page (WebRTC, no frame; docs/video.md).
 * Appointments keep the meeting link they were booked with, so after MEET_BASE_URL changes the
 * old origin goes in CSP_FRAME_ORIGINS.
 */
const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com']
const GOOGLE_FORMS = 'https://docs.google.com'
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com'

export type CspDirectives = Record<string, string[]>

export interface CspSources {
  /** unset: the built-in call, nothing to frame */
  meetBaseUrl?: string
  /** Other embeds: the questionnaire forms, and origins listed in CSP_FRAME_ORIGINS. */
  frameUrls?: (string | undefined)[]
}

/** The origin of an absolute http(s) URL, or null for anything else (a bad setting adds nothing). */
export function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** The policy, directive by directive (camelCase names, as helmet-csp takes them). */
export function cspDirectives({ meetBaseUrl, frameUrls = [] }: CspSources): CspDirectives {
  const frames = new Set<string>(["'self'", ...YOUTUBE_FRAMES, GOOGLE_FORMS])
  for (const url of [meetBaseUrl, ...frameUrls]) {
    const origin = originOf(url)
    if (origin) frames.add(origin)
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', YOUTUBE_THUMBNAILS],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:', 'mediastream:'],
    frameSrc: [...frames],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}

/**
 * The header's value, rendered once at boot in helmet-csp's format ("name sources;name sources").
 * Nothing in the policy varies per request (no nonce), so no request pays for rendering it.
 */
export function renderCsp(policy: CspDirectives): string {
  return Object.entries(policy)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()), ...sources].join(' '))
    .join(';')
}
