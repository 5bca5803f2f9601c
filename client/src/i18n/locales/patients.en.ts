import type { Catalogue } from './id'

/** Provider patient list, English (mirrors patients.id.ts; the shape is typechecked). */
export const patientsEn: Catalogue['patients'] = {
  title: 'Patients',
  subtitle: 'Patients who have booked an appointment with you.',
  searchLabel: 'Search patients',
  searchPlaceholder: 'Search name, medical record number or contact...',
  loading: 'Loading patients...',
  loadFailed: 'The patient list failed to load: {{message}}',
  empty: 'No patients yet. Patients appear here once they book an appointment with you.',
  noMatch: 'No patient matches "{{query}}".',
  resultCount: '{{count}} patients shown',
  stats: {
    patients: 'Total Patients',
    patientsHint: 'patients with appointments',
    appointments: 'Total Appointments',
    appointmentsHint: 'all statuses',
    records: 'Total Medical Records',
    recordsHint: 'visit records',
  },
  card: {
    recordNumber: 'MRN {{number}}',
    noRecordNumber: 'No MRN yet',
    gender: 'Gender',
    age: 'Age',
    ageValue: '{{count}} years',
    contact: 'Contact',
    occupation: 'Occupation',
    address: 'Address',
    appointments: 'Appointments',
    records: 'Medical records',
    lastVisit: 'Last visit',
    noVisit: 'None yet',
    unknown: '—',
    viewRecords: 'View Medical Records',
    viewRecordsLabel: 'View medical records of {{name}}',
    genders: {
      male: 'Male',
      female: 'Female',
    },
  },
}
