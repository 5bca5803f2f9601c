/**
 * The outpatient playbook's finished Encounter, as our own fixture written from the public
 * examples (sid-indonesia/fhir-specification Conformance-resources/satusehat-usecase/example/
 * Example-Bundle-RME-Rawat-Jalan.json; res-encounter.md's "Contoh JSON" of each element; the
 * statusHistory and classHistory res-encounter.md marks mandatory; the serviceType playbook v6.3
 * added, as res-encounter.md's example codes it). Values are placeholders:
 * the unit spec compares the shape, element by element, with the Bundle TeleRawat sends.
 */
export const PLAYBOOK_ENCOUNTER = {
  resourceType: 'Encounter',
  identifier: [{ system: 'http://sys-ids.kemkes.go.id/encounter/10000004', use: 'official', value: 'R001' }],
  status: 'finished',
  class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
  classHistory: [
    {
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
      period: { start: '2022-06-14T00:00:00+00:00', end: '2022-06-14T01:00:00+00:00' },
    },
  ],
  serviceType: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/service-type', code: '7', display: 'Friendly Visiting' }] },
  subject: { reference: 'Patient/100000030009', display: 'Budi Santoso' },
  participant: [
    {
      type: [
        { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType', code: 'ATND', display: 'attender' }] },
      ],
      individual: { reference: 'Practitioner/N10000001', display: 'Dokter Bronsig' },
    },
  ],
  period: { start: '2022-06-14T00:00:00+00:00', end: '2022-06-14T01:00:00+00:00' },
  location: [{ location: { reference: 'Location/b017aa54-f1df-4ec2-9d84-8823815d7228', display: 'Ruang 1A, IRJT' } }],
  diagnosis: [
    {
      condition: { reference: 'urn:uuid:560a749f-2475-44d8-bf7e-435ceef0ee49', display: 'Malignant neoplasm' },
      use: {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/diagnosis-role', code: 'DD', display: 'Discharge diagnosis' }],
      },
      rank: 1,
    },
  ],
  statusHistory: [
    { status: 'arrived', period: { start: '2022-06-14T00:00:00+00:00', end: '2022-06-14T00:10:00+00:00' } },
    { status: 'in-progress', period: { start: '2022-06-14T00:10:00+00:00', end: '2022-06-14T01:00:00+00:00' } },
    { status: 'finished', period: { start: '2022-06-14T01:00:00+00:00', end: '2022-06-14T01:00:00+00:00' } },
  ],
  hospitalization: {
    dischargeDisposition: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/discharge-disposition', code: 'home', display: 'Home' }],
      text: 'Anjuran dokter untuk pulang dan kontrol kembali',
    },
  },
  serviceProvider: { reference: 'Organization/10000004' },
}

/** The playbook's vital-sign Observation (the example's diastolic blood pressure), same use. */
export const PLAYBOOK_OBSERVATION = {
  resourceType: 'Observation',
  status: 'final',
  category: [
    {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs', display: 'Vital Signs' }],
    },
  ],
  code: { coding: [{ system: 'http://loinc.org', code: '8462-4', display: 'Diastolic blood pressure' }] },
  subject: { reference: 'Patient/P00030004' },
  encounter: { reference: 'urn:uuid:10494a2e-0410-4ec7-834d-bd7f77de4ebd' },
  effectiveDateTime: '2021-07-02T00:00:00+00:00',
  valueQuantity: { value: 60, unit: 'mm[Hg]', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
}

/** The shape of a JSON value: objects by key, arrays by their first item, strings by a pattern class. */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : []
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]))
  }
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/.test(value)) return 'time+00:00'
    const ref = /^(Patient|Practitioner|Location|Organization)\/[^/]+$/.exec(value)
    if (ref) return `${ref[1]}/<id>`
    if (value.startsWith('urn:uuid:')) return 'urn:uuid'
    if (value.startsWith('http://sys-ids.kemkes.go.id/')) return value.replace(/[^/]+$/, '<org>')
    return typeof value
  }
  return typeof value
}
