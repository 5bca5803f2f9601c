/**
 * SATUSEHAT's rules checked here before a Bundle leaves, each with the platform document it comes
 * from (copies in 200dollarbill/radar-fhir docs/reference/raw/satusehat/; docs/satusehat.md#rules).
 * A Bundle that breaks one is never sent: the queue shows the rule. The platform checks more than
 * this (its rule numbers, api-kamus-validasi); these are the ones a visit of TeleRawat can break.
 */
export interface RuleFailure {
  rule: string
  /** the platform document the rule is read from */
  source: string
  /** where in the Bundle, e.g. 'Encounter.location' */
  path: string
}

/** Code systems the platform validates terminology against (term-standar.md, term-icd-10.md, term-loinc.md, term-snomed-ct.md, term-icd-9-cm.md; FHIR's own code systems). */
export const ACCEPTED_CODE_SYSTEMS = [
  'http://hl7.org/fhir/sid/icd-10',
  'http://hl7.org/fhir/sid/icd-9-cm',
  'http://loinc.org',
  'http://snomed.info/sct',
  'http://unitsofmeasure.org',
]
const HL7_TERMINOLOGY = 'http://terminology.hl7.org/CodeSystem/'

/** The rules, by id; the message of each is in the module's messages (satusehat.rule.<id>). */
export const RULES = {
  encounterRequired: { source: 'res-encounter.md (elemen bertanda *); api-kamus-validasi.md' },
  statusHistory: { source: 'res-encounter.md (*Encounter.statusHistory: arrived, in-progress, finished)' },
  ihsReference: {
    source: 'res-encounter.md (Patient/{patient-ihs-number}, Practitioner/{practitioner-ihs-number}); mpi-pasien-nik.md',
  },
  location: {
    source: 'res-encounter.md (*Encounter.location: Location/{id}); interop-rme-rawat-jalan.md (Registrasi Struktur Lokasi)',
  },
  oneOrganization: {
    source: 'res-encounter.md (sys-ids.kemkes.go.id/encounter/{organization-ihs-number}); api-kamus-validasi.md (rule 10117)',
  },
  codeSystem: { source: 'term-standar.md; api-validasi.md (terminologi divalidasi)' },
  utcTime: { source: 'res-encounter.md (catatan 2: UTC +00, 2023-08-23T10:35:00+00:00; catatan 3: tidak sebelum 3 Juni 2014)' },
  peopleNotWritten: { source: 'res-practitioner.md (hanya baca); mpi-pasien-nik.md (pasien dicari dengan NIK)' },
} as const
export type RuleId = keyof typeof RULES

type Json = Record<string, any>
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/
const EARLIEST = Date.parse('2014-06-03T00:00:00Z')

/** Every rule the Bundle breaks (empty: it may be sent), checked against the one configured organization. */
export function checkPlatformRules(bundle: Json, organizationId: string): RuleFailure[] {
  const failures: RuleFailure[] = []
  const fail = (rule: RuleId, path: string) => failures.push({ rule, source: RULES[rule].source, path })
  const resources: Json[] = (bundle.entry ?? []).map((e: Json) => e.resource ?? {})

  for (const r of resources) {
    if (r.resourceType === 'Patient' || r.resourceType === 'Practitioner') fail('peopleNotWritten', r.resourceType)
  }
  const encounters = resources.filter((r) => r.resourceType === 'Encounter')
  if (encounters.length !== 1) fail('encounterRequired', 'Encounter')
  for (const enc of encounters) checkEncounter(enc, organizationId, fail)
  for (const r of resources) {
    for (const id of r.identifier ?? []) {
      const match = /^http:\/\/sys-ids\.kemkes\.go\.id\/[a-z]+\/(.+)$/.exec(id.system ?? '')
      if (match && match[1] !== organizationId) fail('oneOrganization', `${r.resourceType}.identifier`)
    }
    if (r.subject && !/^Patient\/[^/?]+$/.test(r.subject.reference ?? '')) fail('ihsReference', `${r.resourceType}.subject`)
    walk(r, r.resourceType, (path, value) => {
      if (path.endsWith('.coding') && Array.isArray(value)) {
        for (const c of value) if (!codeSystemAccepted(c.system)) fail('codeSystem', `${path} ${c.system}`)
      }
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !timeAccepted(value)) fail('utcTime', path)
    })
  }
  return dedupe(failures)
}

function checkEncounter(enc: Json, org: string, fail: (rule: RuleId, path: string) => void) {
  const required = ['identifier', 'status', 'class', 'subject', 'participant', 'period', 'serviceProvider', 'classHistory']
  for (const key of required) if (enc[key] === undefined) fail('encounterRequired', `Encounter.${key}`)
  const statuses = (enc.statusHistory ?? []).map((s: Json) => s.status)
  if (!['arrived', 'in-progress', 'finished'].every((s) => statuses.includes(s))) fail('statusHistory', 'Encounter.statusHistory')
  for (const p of enc.participant ?? []) {
    if (!/^Practitioner\/[^/?]+$/.test(p.individual?.reference ?? '')) fail('ihsReference', 'Encounter.participant.individual')
  }
  if (!(enc.location ?? []).some((l: Json) => /^Location\/[^/?]+$/.test(l.location?.reference ?? '')))
    fail('location', 'Encounter.location')
  if (enc.serviceProvider && enc.serviceProvider.reference !== `Organization/${org}`)
    fail('oneOrganization', 'Encounter.serviceProvider')
}

function codeSystemAccepted(system: unknown): boolean {
  return typeof system === 'string' && (ACCEPTED_CODE_SYSTEMS.includes(system) || system.startsWith(HL7_TERMINOLOGY))
}

function timeAccepted(value: string): boolean {
  return DATE_TIME.test(value) && Date.parse(value) >= EARLIEST
}

function walk(value: unknown, path: string, visit: (path: string, value: unknown) => void) {
  visit(path, value)
  if (Array.isArray(value)) value.forEach((v) => walk(v, path, visit))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, visit)
  }
}

function dedupe(failures: RuleFailure[]): RuleFailure[] {
  const seen = new Set<string>()
  return failures.filter((f) => !seen.has(`${f.rule} ${f.path}`) && seen.add(`${f.rule} ${f.path}`))
}
