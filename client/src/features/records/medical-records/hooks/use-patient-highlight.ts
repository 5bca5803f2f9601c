import { useEffect, useMemo, useState } from 'react'
import { groupElementId } from '../lib/groups'
import { createHighlighter } from '../lib/highlight'

/**
 * ?patientId=: once the groups are on screen, scrolls that patient's card into view and
 * highlights it for 2 seconds. Returns the highlighted patient id (or null).
 */
export function usePatientHighlight(patientId: string | null, ready: boolean) {
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const highlighter = useMemo(() => createHighlighter(setHighlighted), [])

  useEffect(() => () => highlighter.dispose(), [highlighter])

  useEffect(() => {
    if (!patientId || !ready) return
    const element = document.getElementById(groupElementId(patientId))
    if (!element) return
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    element.focus({ preventScroll: true })
    highlighter.start(patientId)
  }, [patientId, ready, highlighter])

  return highlighted
}
