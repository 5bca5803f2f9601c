/** A provider's fee: whole Rupiah in whole thousands, up to a sensible ceiling for one teleconsultation. */
export const FEE_STEP = 1000
export const FEE_MAX = 10_000_000

export type FeeProblem = 'integer' | 'range' | 'thousands'

export function feeProblem(fee: number): FeeProblem | null {
  if (!Number.isInteger(fee)) return 'integer'
  if (fee < 0 || fee > FEE_MAX) return 'range'
  if (fee % FEE_STEP !== 0) return 'thousands'
  return null
}
