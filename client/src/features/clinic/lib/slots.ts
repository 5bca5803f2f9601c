/** Adds a slot time ('HH:MM') in order; null when it is already there. */
export function addSlot(slots: readonly string[], time: string): string[] | null {
  if (slots.includes(time)) return null
  return [...slots, time].sort()
}

export function removeSlot(slots: readonly string[], time: string): string[] {
  return slots.filter((slot) => slot !== time)
}
