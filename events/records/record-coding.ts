import { z } from 'zod'

/**
 * The codes a medical-record event carries (issue 13): the same shape as RecordCoding in
 * modules/records/contracts/record-coding.ts (events/ imports no module, so it is restated here;
 * modules/records/domain/record-coding-event.unit.spec.ts checks the two agree). Codes and their
 * catalogue names only, never the free text beside them.
 */
const coded = <S extends string>(system: S) => z.object({ system: z.literal(system), code: z.string(), display: z.string() })

export const eventRecordCoding = z.object({
  primaryDiagnosis: coded('icd10').nullable(),
  secondaryDiagnoses: z.array(coded('icd10')),
  nursingDiagnosis: coded('sdki').nullable(),
  nursingOutcomes: z.array(
    coded('slki').extend({
      expectation: z.enum(['MENINGKAT', 'MENURUN', 'MEMBAIK']),
      targetScore: z.number().int().min(1).max(5).nullable(),
    })
  ),
  nursingInterventions: z.array(coded('siki')),
})
export type EventRecordCoding = z.infer<typeof eventRecordCoding>
