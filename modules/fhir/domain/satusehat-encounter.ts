import type { EncounterTimes } from './encounter-times.js'
import { serviceTypeOf } from './satusehat-service-type.js'
import { satusehatTime } from './satusehat-time.js'
import { ACT_CODE_SYSTEM, DISCHARGE_DISPOSITION_SYSTEM, PARTICIPATION_TYPE_SYSTEM } from './systems.js'
import type { FhirResource } from './types.js'

/** Where the platform already knows the people, the place and the clinic (IHS numbers, ids). */
export interface SatusehatRefs {
  /** The patient's IHS number in SATUSEHAT's patient index (looked up by NIK). */
  patientIhs: string
  /** The health worker's IHS number in SATUSEHAT's practitioner index (looked up by NIK). */
  practitionerIhs: string
  /** The Location the clinic registered at SATUSEHAT for its telehealth service. */
  location: { id: string; name: string }
  /** The clinic's Organization id at SATUSEHAT (one organization: the configured client's). */
  organizationId: string
}

/**
 * The outpatient playbook's class (interop-rme-rawat-jalan.md, Pendaftaran Kunjungan; the example
 * Bundle RME Rawat Jalan): AMB. A TeleRawat visit is an outpatient consultation held over video;
 * SATUSEHAT's outpatient use case has no virtual class, so the visit goes out as AMB
 * (docs/satusehat.md#telemedicine-class).
 */
export const OUTPATIENT_CLASS = { system: ACT_CODE_SYSTEM, code: 'AMB', display: 'ambulatory' } as const

/** The visit ends at home: a telehealth patient never leaves a ward (discharge-disposition `home`). */
export const DISCHARGED_HOME = {
  coding: [{ system: DISCHARGE_DISPOSITION_SYSTEM, code: 'home', display: 'Home' }],
  text: 'Pasien di rumah setelah konsultasi daring',
}

/** The Encounter's period: arrival to finish, in SATUSEHAT's time format. */
export function satusehatPeriod(times: EncounterTimes) {
  return { start: satusehatTime(times.arrived), end: satusehatTime(times.finished) }
}

/**
 * The visit's Encounter as the playbook's "Pembaharuan Data Kunjungan" (finished) shows it:
 * the three mandatory statuses with their periods, the class and its history, the service type
 * (v6.3), the registered Location, the organization, the IHS references, and the discharge
 * disposition.
 */
export function satusehatEncounter(
  input: { patientName: string; practitionerName: string; practitionerRole?: string | null; times: EncounterTimes },
  refs: SatusehatRefs
): FhirResource {
  const t = (iso: string) => satusehatTime(iso)
  const period = satusehatPeriod(input.times)
  return {
    resourceType: 'Encounter',
    status: 'finished',
    class: OUTPATIENT_CLASS,
    classHistory: [{ class: { ...OUTPATIENT_CLASS }, period: { ...period } }],
    serviceType: serviceTypeOf(input.practitionerRole),
    subject: { reference: `Patient/${refs.patientIhs}`, display: input.patientName },
    participant: [
      {
        type: [{ coding: [{ system: PARTICIPATION_TYPE_SYSTEM, code: 'ATND', display: 'attender' }] }],
        individual: { reference: `Practitioner/${refs.practitionerIhs}`, display: input.practitionerName },
      },
    ],
    period,
    location: [{ location: { reference: `Location/${refs.location.id}`, display: refs.location.name } }],
    statusHistory: [
      { status: 'arrived', period: { start: t(input.times.arrived), end: t(input.times.started) } },
      { status: 'in-progress', period: { start: t(input.times.started), end: t(input.times.finished) } },
      { status: 'finished', period: { start: t(input.times.finished), end: t(input.times.finished) } },
    ],
    hospitalization: { dischargeDisposition: DISCHARGED_HOME },
    serviceProvider: { reference: `Organization/${refs.organizationId}` },
  }
}
