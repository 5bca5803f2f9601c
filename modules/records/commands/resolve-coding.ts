import { findConcepts } from '#modules/terminology/index'
import { DomainError } from '#modules/kernel/index'
import type { RecordCoding } from '../contracts/record-coding.js'
import { applyCatalogue, codesBySystem, CODING_INVALID, type CatalogueLookup } from '../domain/record-coding.js'

/** The catalogue entries of the codes a coding names (terminology's door, findConcepts); empty without coding. */
export async function loadCatalogue(coding: RecordCoding | null | undefined): Promise<CatalogueLookup> {
  const catalogue: CatalogueLookup = {}
  if (!coding) return catalogue
  for (const [system, codes] of codesBySystem(coding)) {
    const found = await findConcepts(system, codes)
    catalogue[system] = new Map([...found].map(([code, c]) => [code, { display: c.display, active: c.active }]))
  }
  return catalogue
}

/**
 * The input with its coding checked against the terminology catalogue: each code exists in its
 * own system and is active, and the names stored are the catalogue's. 422 naming the field
 * (e.g. coding.nursingOutcomes.1.code) otherwise. An input without coding, or with
 * `coding: null`, passes unchanged.
 */
export async function withCheckedCoding<I extends { coding?: RecordCoding | null }>(input: I): Promise<I> {
  if (!input.coding) return input
  const result = applyCatalogue(input.coding, await loadCatalogue(input.coding))
  if (!result.ok) throw new DomainError(422, CODING_INVALID, result.errors)
  return { ...input, coding: result.coding }
}
