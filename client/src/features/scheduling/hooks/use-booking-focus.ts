import { useCallback, useEffect, useRef } from 'react'

type BookingFocusOptions = {
  open: boolean
  step: number
  /** false while a precondition step (e-mail, profile) stands before the wizard */
  wizard: boolean
  /** the provider list of step 1 has loaded (or failed) */
  providersReady: boolean
}

/**
 * The booking dialog's focus, as the WAI-ARIA dialog pattern has it (docs/accessibility.md#booking-dialog):
 * on opening, the step's heading, then the chosen (or first) provider once the list has loaded; on each
 * step change, the new step's heading — so on the summary an Enter meant for 'Lanjut' cannot confirm.
 * Radix traps the focus inside; on close the focus goes back to the opener (Radix alone left it on
 * <body> when the dialog was opened from a state change rather than its own trigger).
 */
export function useBookingFocus({ open, step, wizard, providersReady }: BookingFocusOptions) {
  const contentRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const waitingForProviders = useRef(false)
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)
  if (open !== wasOpen.current) {
    // read while rendering the opening: by the time effects run, the focus is inside the dialog
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    wasOpen.current = open
  }

  const focusFirstProvider = useCallback(() => {
    waitingForProviders.current = false
    // the patient moved on while the list loaded: leave the focus where they put it
    if (document.activeElement !== headingRef.current) return
    const content = contentRef.current
    const radio =
      content?.querySelector<HTMLElement>('[role="radio"][data-state="checked"]') ??
      content?.querySelector<HTMLElement>('[role="radio"]')
    radio?.focus()
  }, [])

  const focusStart = useCallback(() => {
    headingRef.current?.focus()
    if (step !== 1) return
    if (providersReady) focusFirstProvider()
    else waitingForProviders.current = true
  }, [step, providersReady, focusFirstProvider])

  const onOpenAutoFocus = (event: Event) => {
    if (!wizard) return // a precondition step: its first control takes the focus
    event.preventDefault()
    focusStart()
  }

  const onCloseAutoFocus = (event: Event) => {
    if (!opener.current?.isConnected) return
    event.preventDefault()
    opener.current.focus()
  }

  useEffect(() => {
    if (open && wizard && step === 1 && providersReady && waitingForProviders.current) focusFirstProvider()
  }, [open, wizard, step, providersReady, focusFirstProvider])

  // a step change, or the wizard appearing once its precondition is met
  const shown = useRef({ step, wizard })
  useEffect(() => {
    const before = shown.current
    shown.current = { step, wizard }
    if (!open || !wizard || (before.step === step && before.wizard)) return
    if (before.wizard) headingRef.current?.focus()
    else focusStart()
  }, [open, step, wizard, focusStart])

  return { contentRef, headingRef, onOpenAutoFocus, onCloseAutoFocus }
}
