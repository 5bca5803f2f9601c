import { RecordsPage } from '@/features/records/medical-records/components/records-page'

/** /provider/medical-records, docs/product.md#provider-medical-records (inside the provider layout); ?patientId= highlights a patient. */
export default function ProviderMedicalRecordsRoute() {
  return <RecordsPage />
}
