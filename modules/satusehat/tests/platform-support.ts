import { fhirBaseUrl, NIK_SYSTEM } from './support.js'

/**
 * The local HAPI server seeded as SATUSEHAT's side of the exchange: the national patient and
 * practitioner indexes (a Patient or Practitioner with the NIK identifier and an IHS number as its
 * id, as mpi-pasien-nik.md and res-practitioner.md answer them), the clinic's Organization and
 * its registered Location. Ids are client-assigned (HAPI wants a letter in them: 'P…', 'N…').
 */
async function put(path: string, resource: Record<string, unknown>) {
  const res = await fetch(`${fhirBaseUrl}/${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/fhir+json', accept: 'application/fhir+json' },
    body: JSON.stringify(resource),
  })
  if (res.status !== 200 && res.status !== 201) throw new Error(`PUT ${path}: ${res.status} ${await res.text()}`)
}

const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0')

/** An IHS number in the shape the platform gives (P + 11 digits for patients, N + 8 for health workers). */
export const newIhs = (kind: 'Patient' | 'Practitioner') => (kind === 'Patient' ? `P${digits(11)}` : `N${digits(8)}`)

/** Puts a person into the local "national index" under their NIK; returns their IHS number. */
export async function seedIndex(kind: 'Patient' | 'Practitioner', nik: string, name: string): Promise<string> {
  const ihs = newIhs(kind)
  await put(`${kind}/${ihs}`, {
    resourceType: kind,
    id: ihs,
    identifier: [{ use: 'official', system: NIK_SYSTEM, value: nik }],
    active: true,
    name: [{ use: 'official', text: name }],
  })
  return ihs
}

/** The clinic as the platform registered it: its Organization and the telehealth Location it manages. */
export async function seedClinic(org: string, location: string, locationName: string) {
  await put(`Organization/${org}`, { resourceType: 'Organization', id: org, active: true, name: 'Klinik Uji TeleRawat' })
  await put(`Location/${location}`, {
    resourceType: 'Location',
    id: location,
    identifier: [{ system: `http://sys-ids.kemkes.go.id/location/${org}`, value: location }],
    status: 'active',
    name: locationName,
    mode: 'instance',
    managingOrganization: { reference: `Organization/${org}` },
  })
}
