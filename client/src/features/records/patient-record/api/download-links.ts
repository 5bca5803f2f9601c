/** GET /api/medical-records/:id/resume.pdf: the visit's Resume Medis (the server records the download). */
export const resumePdfUrl = (recordId: string) => `/api/medical-records/${encodeURIComponent(recordId)}/resume.pdf`

/** GET /api/patients/:patientId/fhir: the whole record as a FHIR R4 Bundle (JSON), the right of access (UU 27/2022). */
export const fhirBundleUrl = (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/fhir`
