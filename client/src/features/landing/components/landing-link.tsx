import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react'

/**
 * How a landing link moves on without a full page load. Inside the app the router's navigate; on
 * a first visit to `/` the landing page runs without the router (app/landing-boot.tsx), which
 * hands over to the app. None (tests, no provider): the browser follows the href.
 */
const LandingNavigation = createContext<((to: string) => void) | null>(null)
export const LandingNavigationProvider = LandingNavigation.Provider

type LandingLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

export function LandingLink({ to, onClick, ...props }: LandingLinkProps) {
  const navigate = useContext(LandingNavigation)
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
    if (event.defaultPrevented || modified || !navigate) return // a new tab, or the browser follows the href
    event.preventDefault()
    navigate(to)
  }
  return <a href={to} onClick={follow} {...props} />
}
