import { SERVICE_TYPE_SYSTEM } from './systems.js'

interface ServiceType {
  code: string
  display: string
}

const NURSING: ServiceType = { code: '59', display: 'Nursing' }
const MEDICAL_SPECIALISTS: ServiceType = { code: '383', display: 'Medical Specialists' }
/** A profession without a service type of its own (Bidan, Laboran, Lainnya): an outpatient service. */
const OUTPATIENTS: ServiceType = { code: '397', display: 'Outpatients' }

/** The health worker's profession (identity's provider roles) -> the service the visit gave. */
const BY_PROFESSION: Readonly<Record<string, ServiceType>> = {
  Perawat: NURSING,
  'Perawat Spesialis': NURSING,
  Dokter: { code: '124', display: 'General Practice' },
  'Dokter Spesialis': MEDICAL_SPECIALISTS,
  'Dokter Sub Spesialis': MEDICAL_SPECIALISTS,
  Apoteker: { code: '64', display: 'Pharmacy' },
  Dietisian: { code: '53', display: 'Dietetics' },
}

/**
 * Encounter.serviceType, the outpatient playbook's "Tipe Pelayanan" (interop-rme-rawat-jalan.md
 * v6.3, Pendaftaran Kunjungan, row 4: `Encounter.serviceType.coding`), coded in HL7's ServiceType
 * code system as res-encounter.md names it. The service is that of the health worker who held the
 * visit (docs/satusehat.md#encounterservicetype).
 */
export function serviceTypeOf(profession: string | null | undefined) {
  const type = (profession ? BY_PROFESSION[profession] : undefined) ?? OUTPATIENTS
  return { coding: [{ system: SERVICE_TYPE_SYSTEM, code: type.code, display: type.display }] }
}
