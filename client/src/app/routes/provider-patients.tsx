import { PatientsPage } from '@/features/records/patients/components/patients-page'

/** /provider/patients, docs/product.md#provider-patients (inside the provider layout). */
export default function ProviderPatientsRoute() {
  return <PatientsPage />
}
