import { PatientsPage } from '@/features/patients/components/patients-page'

/** Spec §2 /provider/patients (inside the provider layout). */
export default function ProviderPatientsRoute() {
  return <PatientsPage />
}
