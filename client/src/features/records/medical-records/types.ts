import type { MedicalRecordDto, ProviderRecordItem } from '@/api/openapi'

/** A group's patient header: the page item's patient without the record total. */
export type RecordGroupPatient = Omit<ProviderRecordItem['patient'], 'recordCount'>

/** A record inside its patient's group: the patient moved to the group header. */
export type GroupedRecord = Omit<MedicalRecordDto, 'patient'>

/** One patient's records on the page (the loaded ones), with the patient's total. */
export type PatientRecordGroup = {
  patient: RecordGroupPatient
  lastVisit: string | null
  /** All of the patient's records; `records` holds the ones loaded so far. */
  recordCount: number
  records: GroupedRecord[]
}
