import { z } from 'zod'
import { materialSchema, type Material } from '../contracts/learning-content.js'

/**
 * Reading materials for providers (docs/product.md#learning-content).
 * Links point to the publishers' own landing pages (WHO publication page, the
 * BPK legal database), which are more stable than direct PDF links.
 */
const rawMaterials: Material[] = [
  {
    id: 'who-telemedicine-guide',
    title: 'Panduan Implementasi Telemedisin Terkonsolidasi (Consolidated Telemedicine Implementation Guide)',
    author: 'World Health Organization (WHO), 2022',
    description:
      'Panduan WHO tentang langkah merencanakan, menjalankan, dan mengevaluasi layanan telemedisin: ' +
      'alur layanan, keselamatan pasien dan tenaga kesehatan, privasi data, persetujuan, serta prosedur operasional standar.',
    link: 'https://www.who.int/publications/i/item/9789240059184',
  },
  {
    id: 'permenkes-24-2022-rekam-medis',
    title: 'Peraturan Menteri Kesehatan Nomor 24 Tahun 2022 tentang Rekam Medis',
    author: 'Kementerian Kesehatan Republik Indonesia',
    description:
      'Dasar hukum penyelenggaraan rekam medis elektronik di fasilitas pelayanan kesehatan: isi rekam medis, ' +
      'hak akses, keamanan dan kerahasiaan, pembetulan catatan, serta masa penyimpanan.',
    link: 'https://peraturan.bpk.go.id/Details/245544/permenkes-no-24-tahun-2022',
  },
  {
    id: 'uu-27-2022-pelindungan-data-pribadi',
    title: 'Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi',
    author: 'Pemerintah Republik Indonesia',
    description:
      'Mengatur data pribadi termasuk data kesehatan sebagai data yang bersifat spesifik, dasar pemrosesan dan persetujuan, ' +
      'hak subjek data, serta kewajiban pemberitahuan bila terjadi kegagalan pelindungan data.',
    link: 'https://peraturan.bpk.go.id/Details/229798/uu-no-27-tahun-2022',
  },
]

export const materials: readonly Material[] = z.array(materialSchema).length(3).parse(rawMaterials)
