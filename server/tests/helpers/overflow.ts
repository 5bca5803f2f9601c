import type { Locator } from 'playwright-core'

/**
 * The parts of a card (or any box) that stick out past its right edge — long names, dates, buttons
 * that do not wrap — as "tag.class text" lines; [] when everything stays inside.
 */
export async function overflowingParts(box: Locator): Promise<string[]> {
  await box.waitFor()
  // typed loosely: no DOM types in the server's test code
  return box.evaluate((element: any) => {
    const edge = element.getBoundingClientRect().right + 1
    const out: string[] = []
    for (const part of Array.from<any>(element.querySelectorAll('*'))) {
      const right = part.getBoundingClientRect().right
      if (right > edge)
        out.push(
          `${part.tagName.toLowerCase()}.${part.className} "${(part.textContent ?? '').slice(0, 40)}" +${Math.round(right - edge)}px`
        )
    }
    return out
  })
}
