import { RecordsPage } from '@/features/medical-records/components/records-page'

/** Spec §2 /provider/medical-records (inside the provider layout); ?patientId= highlights a patient. */
export default function ProviderMedicalRecordsRoute() {
  return <RecordsPage />
}
