import { useEffect, useState } from 'react'

/** A keyboard focus ring for a scroll area that took the focus (it has no control of its own to show one). */
export const SCROLL_AREA_FOCUS = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2'

/**
 * Makes a scroll area reachable from the keyboard while its content overflows (WCAG 2.1.1; axe's
 * scrollable-region-focusable): it joins the tab order, so the arrow keys scroll it. A box that
 * fits its content stays out of the tab order. Spread the result on the scrolling element.
 */
export function useKeyboardScrollable<T extends HTMLElement>() {
  const [node, setNode] = useState<T | null>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    if (!node) return
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1)
    const resizes = new ResizeObserver(measure)
    resizes.observe(node)
    for (const child of Array.from(node.children)) resizes.observe(child)
    const mutations = new MutationObserver(measure)
    mutations.observe(node, { childList: true, subtree: true, characterData: true })
    measure()
    return () => {
      resizes.disconnect()
      mutations.disconnect()
    }
  }, [node])
  return { ref: setNode, tabIndex: overflows ? 0 : undefined }
}
