import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * True once the element has been at least `threshold` visible (docs/product.md#interface: landing reveal at 30%).
 * Without IntersectionObserver support the element is shown straight away.
 */
export function useInView<T extends Element>(threshold = 0.3): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || inView) return
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    // An element taller than the viewport can never be `threshold` visible; it then counts
    // as in view once it fills `threshold` of the viewport instead.
    const thresholds = Array.from({ length: 11 }, (_, i) => Math.min(threshold, (i / 10) * threshold))
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some(
          (entry) =>
            entry.isIntersecting &&
            (entry.intersectionRatio >= threshold ||
              entry.intersectionRect.height >= (entry.rootBounds?.height ?? window.innerHeight) * threshold)
        )
        if (visible) {
          setInView(true)
          observer.disconnect()
        }
      },
      { threshold: thresholds }
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold, inView])

  return [ref, inView]
}
