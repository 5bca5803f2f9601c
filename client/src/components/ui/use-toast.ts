import type * as React from 'react'
import { useSyncExternalStore } from 'react'
import type { ToastVariant } from './toast'

/** docs/product.md#interface: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY = 1_000_000

export type ToastInput = {
  title?: React.ReactNode
  description?: React.ReactNode
  variant?: ToastVariant
  duration?: number
}

export type ToasterToast = ToastInput & {
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

let toasts: ToasterToast[] = []
let counter = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function emit(next: ToasterToast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      emit(toasts.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY)
  )
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id)
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)))
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  const entry: ToasterToast = {
    ...input,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dismissToast(id)
    },
  }
  emit([entry, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, () => toasts)
  return { toasts: current, toast, dismiss: dismissToast }
}
