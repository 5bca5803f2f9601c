import { describe, expect, it } from 'vitest'
import { createRequire } from 'node:module'
import { cspDirectives, originOf, renderCsp, type CspDirectives } from './content-security-policy.js'

/** helmet-csp is CommonJS: required as shield requires it, so its export is the function itself. */
const helmetCsp: typeof import('helmet-csp').default = createRequire(import.meta.url)('helmet-csp')

/** One directive as the header spells it ('frame-src' reads `frameSrc`). */
const directive = (policy: CspDirectives, name: string) => {
  const values = policy[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())]
  return values && `${name} ${values.join(' ')}`
}

describe('cspDirectives', () => {
  it('allows scripts only from our own origin and no plugins, framing or foreign forms', () => {
    const policy = cspDirectives({})
    expect(directive(policy, 'script-src')).toBe("script-src 'self'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive(policy, 'form-action')).toBe("form-action 'self'")
  })

  it('frames only YouTube and Google Forms when nothing is configured (the built-in call needs no frame)', () => {
    expect(directive(cspDirectives({}), 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://docs.google.com"
    )
    expect(Object.values(cspDirectives({})).flat().join(' ')).not.toContain('jit.si')
  })

  it('frames the configured meeting server and questionnaire hosts by origin only', () => {
    const policy = cspDirectives({
      meetBaseUrl: 'https://meet.rs-contoh.id/rooms/',
      frameUrls: ['https://forms.office.com/r/abc?x=1', undefined, 'https://docs.google.com/forms/d/e/1/viewform'],
    })
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://docs.google.com https://meet.rs-contoh.id https://forms.office.com"
    )
  })

  it('ignores settings that are not http(s) URLs', () => {
    const policy = cspDirectives({ meetBaseUrl: 'javascript:alert(1)', frameUrls: ['not a url', "https://a.id 'unsafe-inline'"] })
    const all = Object.values(policy).flat().join(' ')
    expect(all).not.toContain('javascript')
    expect(all).not.toContain('not a url')
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://docs.google.com"
    )
  })
})

describe('originOf', () => {
  it('keeps scheme, host and port', () => {
    expect(originOf('http://127.0.0.1:4567/room/x')).toBe('http://127.0.0.1:4567')
    expect(originOf(' https://meet.rs-contoh.id ')).toBe('https://meet.rs-contoh.id')
    expect(originOf('ftp://x.id')).toBeNull()
    expect(originOf(undefined)).toBeNull()
  })
})

describe('renderCsp', () => {
  /** What helmet-csp (shield's renderer before) writes for the same directives. */
  function renderedByHelmet(policy: CspDirectives): string {
    let header = ''
    const response = { setHeader: (_: string, value: string) => (header = value) }
    helmetCsp({ directives: policy })({} as never, response as never, (error?: unknown) => {
      if (error) throw error
    })
    return header
  }

  it('writes the header exactly as helmet-csp did', () => {
    for (const policy of [
      cspDirectives({}),
      cspDirectives({ meetBaseUrl: 'https://meet.rs-contoh.id', frameUrls: ['https://forms.office.com/r/x'] }),
      { defaultSrc: ["'self'"], upgradeInsecureRequests: [] },
    ]) {
      expect(renderCsp(policy)).toBe(renderedByHelmet(policy))
    }
    expect(renderCsp(cspDirectives({}))).toMatch(/^default-src 'self';script-src 'self';/)
  })
})
