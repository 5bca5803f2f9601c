import { conditionResource, goalResource, procedureResource, type ClinicalContext } from './clinical.js'
import { encounterTimes } from './encounter-times.js'
import { nameUuid, urnOf } from './ids.js'
import {
  patientIdentifiers,
  patientResource,
  practitionerIdentifiers,
  practitionerResource,
  searchToken,
  type Identifier,
} from './participants.js'
import {
  ACT_CODE_SYSTEM,
  DIAGNOSIS_ROLE_SYSTEM,
  localIdentifierSystem,
  PARTICIPATION_TYPE_SYSTEM,
  type FhirExportConfig,
} from './systems.js'
import type { BundleEntry, FhirBundle, FhirResource, VisitExportInput } from './types.js'
import { vitalSignObservations } from './vital-signs.js'

/** One entry of a visit's Bundle with the identifier a receiver can match it on (conditional create). */
export interface VisitEntryIdentity {
  /** Stable name within the visit: 'patient', 'encounter', 'observation/pulse', 'goal/2'. */
  key: string
  resourceType: string
  fullUrl: string
  identifier: Identifier
}

export interface VisitBundle {
  bundle: FhirBundle
  entries: VisitEntryIdentity[]
}

/**
 * The transaction Bundle of one finalised visit, shaped as SATUSEHAT expects (docs/satusehat.md):
 * Patient and Practitioner (conditional update on their identifier), the virtual Encounter, an
 * Observation per vital sign measured, a Condition per ICD-10 diagnosis and the nursing process
 * (SDKI Condition, SLKI Goals, SIKI Procedures), each created only if its identifier is new.
 * Pure: the same input always gives the same Bundle (fullUrls are name-based UUIDs).
 */
export function buildVisitBundle(input: VisitExportInput, config: FhirExportConfig): VisitBundle {
  const { record, patient, practitioner } = input
  const entries: BundleEntry[] = []
  const identities: VisitEntryIdentity[] = []
  const urlOf = (key: string) => urnOf(nameUuid(`record/${record.id}/${key}`))
  const local = (resourceType: string, key: string): Identifier => ({
    system: localIdentifierSystem(resourceType, config.organizationId),
    value: key === 'encounter' ? record.id : `${record.id}.${key.replace('/', '.')}`,
  })

  // the visit's own resources: created once (POST if none exists with this identifier)
  const add = (key: string, resource: FhirResource) => {
    const identifier = local(resource.resourceType, key)
    const fullUrl = urlOf(key)
    entries.push({
      fullUrl,
      resource: { ...resource, identifier: [{ use: 'official', ...identifier }] },
      request: { method: 'POST', url: resource.resourceType, ifNoneExist: searchToken(identifier) },
    })
    identities.push({ key, resourceType: resource.resourceType, fullUrl, identifier })
    return fullUrl
  }
  // the people: kept current (PUT on their first identifier: created or updated)
  const upsert = (key: string, fullUrl: string, resource: FhirResource, identifier: Identifier) => {
    entries.push({ fullUrl, resource, request: { method: 'PUT', url: `${resource.resourceType}?${searchToken(identifier)}` } })
    identities.push({ key, resourceType: resource.resourceType, fullUrl, identifier })
  }

  const patientUrl = urnOf(nameUuid(`patient/${patient.id}`))
  const practitionerUrl = urnOf(nameUuid(`practitioner/${practitioner.id}`))
  upsert('patient', patientUrl, patientResource(patient, config), patientIdentifiers(patient, config)[0]!)
  upsert(
    'practitioner',
    practitionerUrl,
    practitionerResource(practitioner, config),
    practitionerIdentifiers(practitioner, config)[0]!
  )

  const times = encounterTimes(input.session, record.visitDate)
  const encounterUrl = urlOf('encounter')
  const ctx: ClinicalContext = { subject: patientUrl, encounter: encounterUrl, practitioner: practitionerUrl, at: times.finished }
  const coding = record.coding ?? null

  const diagnoses = [...(coding?.primaryDiagnosis ? [coding.primaryDiagnosis] : []), ...(coding?.secondaryDiagnoses ?? [])]
  const encounterEntryIndex = entries.length
  // the Encounter goes before its parts (a reader meets it first); its diagnosis list is filled below
  const encounterKey = 'encounter'
  add(encounterKey, { resourceType: 'Encounter' })

  for (const [sign, observation] of vitalSignObservations(record.vitalSigns, {
    subject: patientUrl,
    encounter: encounterUrl,
    performer: practitionerUrl,
    effective: times.finished,
  })) {
    add(`observation/${sign}`, observation)
  }

  const diagnosisRefs = diagnoses.map((diagnosis, i) => ({
    condition: { reference: add(`condition/${i + 1}`, conditionResource(diagnosis, ctx, config)), display: diagnosis.display },
    use: { coding: [{ system: DIAGNOSIS_ROLE_SYSTEM, code: 'DD', display: 'Discharge diagnosis' }] },
    // rank 1 is the primary diagnosis; the secondary ones follow in the order written
    rank: coding?.primaryDiagnosis ? i + 1 : i + 2,
  }))

  const nursingUrl = coding?.nursingDiagnosis
    ? add('condition/nursing', conditionResource(coding.nursingDiagnosis, ctx, config))
    : null
  coding?.nursingOutcomes.forEach((outcome, i) => add(`goal/${i + 1}`, goalResource(outcome, nursingUrl, ctx, config)))
  coding?.nursingInterventions.forEach((intervention, i) =>
    add(`procedure/${i + 1}`, procedureResource(intervention, nursingUrl, ctx, config))
  )

  const encounterEntry = entries[encounterEntryIndex]!
  encounterEntry.resource = {
    ...encounterResource(input, config, times, { patientUrl, practitionerUrl }),
    identifier: encounterEntry.resource.identifier,
    ...(diagnosisRefs.length ? { diagnosis: diagnosisRefs } : {}),
  }

  return {
    bundle: { resourceType: 'Bundle', type: 'transaction', entry: entries },
    entries: identities,
  }
}

function encounterResource(
  input: VisitExportInput,
  config: FhirExportConfig,
  times: ReturnType<typeof encounterTimes>,
  refs: { patientUrl: string; practitionerUrl: string }
): FhirResource {
  return {
    resourceType: 'Encounter',
    status: 'finished',
    class: { system: ACT_CODE_SYSTEM, code: 'VR', display: 'virtual' },
    subject: { reference: refs.patientUrl, display: input.patient.fullName },
    participant: [
      {
        type: [{ coding: [{ system: PARTICIPATION_TYPE_SYSTEM, code: 'ATND', display: 'attender' }] }],
        individual: { reference: refs.practitionerUrl, display: input.practitioner.displayName },
      },
    ],
    period: { start: times.arrived, end: times.finished },
    statusHistory: [
      { status: 'arrived', period: { start: times.arrived, end: times.started } },
      { status: 'in-progress', period: { start: times.started, end: times.finished } },
      { status: 'finished', period: { start: times.finished, end: times.finished } },
    ],
    serviceProvider: { reference: `Organization/${config.organizationId}` },
  }
}
