/** FHIR / SATUSEHAT export: the admin's settings section (docs/satusehat.md#configuration). */
export const fhirExportId = {
  settings: {
    section: 'Ekspor FHIR / SATUSEHAT',
    help: 'Dipakai saat rekam medis final diekspor sebagai Bundle FHIR R4. Isi ID organisasi dari SATUSEHAT sebelum mengirim data.',
    fhirOrganizationId: {
      label: 'ID organisasi SATUSEHAT',
      help: 'Organization id klinik di SATUSEHAT (Encounter.serviceProvider dan sistem identifier lokal).',
    },
    satusehatLocationId: {
      label: 'ID Location SATUSEHAT',
      help: 'Location layanan telekonsultasi yang didaftarkan klinik di SATUSEHAT (Encounter.location, wajib). Kosong: pertukaran tidak berjalan.',
    },
    satusehatLocationName: {
      label: 'Nama Location SATUSEHAT',
      help: 'Nama Location seperti terdaftar, misalnya "Layanan Telekonsultasi".',
    },
    fhirPractitionerSystem: {
      label: 'Sistem identifier STR',
      help: 'URI sistem identifier untuk nomor STR tenaga kesehatan.',
    },
    sdkiSystemUri: { label: 'URI sistem kode SDKI', help: 'Diagnosis keperawatan (Condition).' },
    slkiSystemUri: { label: 'URI sistem kode SLKI', help: 'Luaran keperawatan (Goal).' },
    sikiSystemUri: { label: 'URI sistem kode SIKI', help: 'Intervensi keperawatan (Procedure).' },
  },
}
