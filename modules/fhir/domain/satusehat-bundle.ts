import type { CodedConcept } from '#modules/records/index'
import { encounterTimes } from './encounter-times.js'
import { nameUuid, urnOf } from './ids.js'
import { searchToken, type Identifier } from './participants.js'
import { satusehatEncounter, type SatusehatRefs } from './satusehat-encounter.js'
import { satusehatVitalSigns } from './satusehat-observations.js'
import { satusehatTime } from './satusehat-time.js'
import {
  CONDITION_CATEGORY_SYSTEM,
  CONDITION_CLINICAL_SYSTEM,
  DIAGNOSIS_ROLE_SYSTEM,
  ICD10_SYSTEM,
  localIdentifierSystem,
} from './systems.js'
import type { BundleEntry, FhirBundle, FhirResource, VisitExportInput } from './types.js'
import type { VisitEntryIdentity } from './visit-bundle.js'

export type { SatusehatRefs } from './satusehat-encounter.js'

/** A part of the visit that stays in TeleRawat: the platform takes no code system for it. */
export interface LocalOnlyItem {
  kind: 'SDKI' | 'SLKI' | 'SIKI'
  code: string
  display: string
}

export interface SatusehatVisit {
  bundle: FhirBundle
  entries: VisitEntryIdentity[]
  /** Nursing diagnoses, outcomes and interventions: no code system SATUSEHAT accepts (docs/satusehat.md). */
  localOnly: LocalOnlyItem[]
}

/** Server ids of a visit sent before, by entry key: the resend updates these resources. */
export type SentIds = ReadonlyMap<string, string>

/**
 * The visit as SATUSEHAT's outpatient playbook takes it (interop-rme-rawat-jalan.md v6.3): the
 * finished Encounter, the vital signs, one Condition per ICD-10 diagnosis. Patient, Practitioner,
 * Location and Organization are not in the Bundle: the platform holds them and the Bundle refers
 * to them by their ids (`Patient/<ihs>`, `Practitioner/<ihs>`). The nursing process (SDKI, SLKI,
 * SIKI) has no code system the platform validates and stays local (`localOnly`).
 *
 * First send: each entry is a POST created only if its identifier is new (ifNoneExist). A record
 * corrected after it was sent goes again with `sent` (the server ids of the first send): the same
 * resources are updated (PUT Type/id), same identifiers; an entry the first send did not have is
 * created. Pure: the same input always gives the same Bundle.
 */
export function buildSatusehatBundle(input: VisitExportInput, refs: SatusehatRefs, sent: SentIds = new Map()): SatusehatVisit {
  const { record, patient, practitioner } = input
  const entries: BundleEntry[] = []
  const identities: VisitEntryIdentity[] = []
  const add = (key: string, resource: FhirResource) => {
    const identifier: Identifier = {
      system: localIdentifierSystem(resource.resourceType, refs.organizationId),
      value: key === 'encounter' ? record.id : `${record.id}.${key.replace('/', '.')}`,
    }
    const fullUrl = urnOf(nameUuid(`satusehat/${record.id}/${key}`))
    const id = sent.get(key)
    const body = {
      ...resource,
      ...(id ? { id } : {}),
      identifier: [{ system: identifier.system, use: 'official', value: identifier.value }],
    }
    entries.push({
      fullUrl,
      resource: body,
      request: id
        ? { method: 'PUT', url: `${resource.resourceType}/${id}` }
        : { method: 'POST', url: resource.resourceType, ifNoneExist: searchToken(identifier) },
    })
    identities.push({ key, resourceType: resource.resourceType, fullUrl, identifier })
    return fullUrl
  }

  const times = encounterTimes(input.session, record.visitDate)
  const patientRef = `Patient/${refs.patientIhs}`
  const practitionerRef = `Practitioner/${refs.practitionerIhs}`
  const encounterIndex = entries.length
  const encounterUrl = add('encounter', { resourceType: 'Encounter' })

  for (const [sign, observation] of satusehatVitalSigns(record.vitalSigns, {
    patient: patientRef,
    practitioner: practitionerRef,
    encounter: encounterUrl,
    at: times.finished,
  })) {
    add(`observation/${sign}`, observation)
  }

  const coding = record.coding ?? null
  const diagnoses = [...(coding?.primaryDiagnosis ? [coding.primaryDiagnosis] : []), ...(coding?.secondaryDiagnoses ?? [])]
  const diagnosisRefs = diagnoses.map((diagnosis, i) => ({
    condition: {
      reference: add(
        `condition/${i + 1}`,
        icd10Condition(diagnosis, { patientRef, practitionerRef, encounterUrl, at: times.finished })
      ),
      display: diagnosis.display,
    },
    use: { coding: [{ system: DIAGNOSIS_ROLE_SYSTEM, code: 'DD', display: 'Discharge diagnosis' }] },
    rank: coding?.primaryDiagnosis ? i + 1 : i + 2,
  }))

  const encounter = entries[encounterIndex]!
  encounter.resource = {
    ...satusehatEncounter(
      { patientName: patient.fullName, practitionerName: practitioner.displayName, practitionerRole: practitioner.role, times },
      refs
    ),
    ...(encounter.resource.id ? { id: encounter.resource.id } : {}),
    identifier: encounter.resource.identifier,
    ...(diagnosisRefs.length ? { diagnosis: diagnosisRefs } : {}),
  }

  return { bundle: { resourceType: 'Bundle', type: 'transaction', entry: entries }, entries: identities, localOnly: localOnly(input) }
}

function icd10Condition(
  diagnosis: CodedConcept,
  ctx: { patientRef: string; practitionerRef: string; encounterUrl: string; at: string }
): FhirResource {
  return {
    resourceType: 'Condition',
    clinicalStatus: { coding: [{ system: CONDITION_CLINICAL_SYSTEM, code: 'active', display: 'Active' }] },
    category: [{ coding: [{ system: CONDITION_CATEGORY_SYSTEM, code: 'encounter-diagnosis', display: 'Encounter Diagnosis' }] }],
    // one code per CodeableConcept, ICD-10 (res-condition.md; term-icd-10.md)
    code: { coding: [{ system: ICD10_SYSTEM, code: diagnosis.code, display: diagnosis.display }] },
    subject: { reference: ctx.patientRef },
    encounter: { reference: ctx.encounterUrl },
    recordedDate: satusehatTime(ctx.at),
    recorder: { reference: ctx.practitionerRef },
  }
}

/** What the visit holds in the nursing standards: kept in TeleRawat, listed on the record detail. */
function localOnly(input: VisitExportInput): LocalOnlyItem[] {
  const coding = input.record.coding
  if (!coding) return []
  const item = (kind: LocalOnlyItem['kind'], c: { code: string; display: string }): LocalOnlyItem => ({
    kind,
    code: c.code,
    display: c.display,
  })
  return [
    ...(coding.nursingDiagnosis ? [item('SDKI', coding.nursingDiagnosis)] : []),
    ...coding.nursingOutcomes.map((o) => item('SLKI', o)),
    ...coding.nursingInterventions.map((i) => item('SIKI', i)),
  ]
}
