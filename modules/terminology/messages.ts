import type { Catalogue } from '#modules/kernel/index'

/** What the terminology service tells users and the import command's operator. */
const id = {
  'terminology.sdki_not_found': 'Diagnosis keperawatan tidak ada di katalog SDKI',
  'terminology.import_bad_version': 'Versi katalog harus 1-40 karakter: huruf, angka, titik, garis bawah atau tanda hubung',
  'terminology.import_bad_file': 'Berkas katalog ditolak: perbaiki baris yang disebutkan lalu impor ulang. Tidak ada yang diubah.',
  'terminology.import_version_taken':
    'Versi ini sudah diimpor dengan isi yang berbeda. Versi yang sudah terbit tidak diubah: impor dengan nomor versi baru.',
  'terminology.import_unknown_codes': 'Tautan menyebut kode yang tidak ada di katalog: impor katalognya dulu. Tidak ada yang diubah.',
}

// typed by the Indonesian keys: a key missing (or extra) here fails the build
const en: Record<keyof typeof id, string> = {
  'terminology.sdki_not_found': 'This nursing diagnosis is not in the SDKI catalogue',
  'terminology.import_bad_version': 'The catalogue version must be 1-40 characters: letters, digits, dots, underscores or hyphens',
  'terminology.import_bad_file': 'The catalogue file was refused: fix the lines named and import again. Nothing was changed.',
  'terminology.import_version_taken':
    'This version was already imported with different content. A published version does not change: import it under a new version.',
  'terminology.import_unknown_codes':
    'The links name codes that are not in the catalogue: import the catalogue first. Nothing was changed.',
}

export const terminologyMessages: Catalogue = { id, en }
