import type { Quiz } from '../contracts/learning-content.js'

/** BASIC: recall of the rules every telenursing provider applies daily. */
export const basicQuiz: Quiz = {
  level: 'BASIC',
  title: 'Kuis Dasar Telenursing',
  description:
    'Konsep dasar: komunikasi SBAR, tanda vital, kebersihan tangan, identitas pasien, persetujuan, ' +
    'keselamatan obat, pelindungan data, dan dokumentasi.',
  questions: [
    {
      id: 'basic-01',
      question: 'Dalam komunikasi antar tenaga kesehatan, apa kepanjangan SBAR?',
      options: [
        'Situation, Background, Assessment, Recommendation',
        'Symptom, Blood pressure, Allergy, Referral',
        'Screening, Bedside, Action, Report',
        'Status, Biodata, Anamnesis, Resep',
      ],
      correctAnswer: 0,
      explanation:
        'SBAR adalah Situation (situasi saat ini), Background (latar belakang), Assessment (penilaian) dan ' +
        'Recommendation (rekomendasi/permintaan). Format ini membuat laporan singkat dan runtut sehingga informasi penting tidak terlewat.',
    },
    {
      id: 'basic-02',
      question: 'Berapa frekuensi napas normal orang dewasa saat istirahat?',
      options: ['4–8 kali per menit', '12–20 kali per menit', '26–34 kali per menit', '40–60 kali per menit'],
      correctAnswer: 1,
      explanation:
        'Frekuensi napas normal orang dewasa saat istirahat adalah 12–20 kali per menit. Di bawah 12 disebut bradipnea, ' +
        'di atas 20 takipnea; 40–60 kali per menit adalah rentang normal bayi baru lahir.',
    },
    {
      id: 'basic-03',
      question: 'Manakah yang termasuk salah satu dari "5 Momen Kebersihan Tangan" menurut WHO?',
      options: [
        'Hanya ketika tangan tampak kotor',
        'Satu kali di akhir setiap shift kerja',
        'Sebelum melakukan tindakan aseptik/bersih',
        'Hanya sebelum makan',
      ],
      correctAnswer: 2,
      explanation:
        '5 momen WHO: sebelum menyentuh pasien, sebelum tindakan aseptik/bersih, setelah berisiko terpapar cairan tubuh, ' +
        'setelah menyentuh pasien, dan setelah menyentuh lingkungan sekitar pasien. Kebersihan tangan tidak hanya dilakukan saat tangan tampak kotor.',
    },
    {
      id: 'basic-04',
      question: 'Berapa lama waktu yang dianjurkan WHO untuk membersihkan tangan dengan cairan berbasis alkohol (handrub)?',
      options: ['3–5 detik', '2–3 menit', '5 menit', '20–30 detik'],
      correctAnswer: 3,
      explanation:
        'Handrub dilakukan 20–30 detik, menggosok seluruh permukaan tangan sampai kering. ' +
        'Mencuci tangan dengan sabun dan air mengalir memerlukan 40–60 detik.',
    },
    {
      id: 'basic-05',
      question: 'Pada awal telekonsultasi, bagaimana cara memverifikasi identitas pasien yang benar?',
      options: [
        'Cukup melihat foto profil pada akun aplikasi',
        'Meminta pasien menyebutkan nama lengkap dan tanggal lahir, lalu mencocokkannya dengan data rekam medis',
        'Bertanya "Apakah Anda Ibu Sari?" dan menerima jawaban "ya"',
        'Tidak perlu verifikasi karena pasien sudah masuk (login) ke aplikasi',
      ],
      correctAnswer: 1,
      explanation:
        'Identitas diverifikasi dengan minimal dua penanda (mis. nama lengkap dan tanggal lahir atau nomor rekam medis) ' +
        'yang disebutkan sendiri oleh pasien, lalu dicocokkan dengan rekam medis. Pertanyaan tertutup, foto profil, ' +
        'atau status login tidak cukup karena akun dapat dipakai orang lain.',
    },
    {
      id: 'basic-06',
      question: 'Berapa nomor layanan gawat darurat medis (ambulans/Public Safety Center) nasional di Indonesia?',
      options: ['110', '113', '115', '119'],
      correctAnswer: 3,
      explanation:
        '119 adalah nomor layanan kegawatdaruratan medis (PSC 119). 110 untuk kepolisian, 113 untuk pemadam kebakaran, ' +
        'dan 115 untuk Basarnas (pencarian dan pertolongan).',
    },
    {
      id: 'basic-07',
      question: 'Sebelum telekonsultasi dimulai, apa yang harus dilakukan terkait persetujuan pasien?',
      options: [
        'Menjelaskan tujuan, manfaat, keterbatasan layanan jarak jauh, dan cara data dikelola, lalu meminta persetujuan pasien dan mendokumentasikannya',
        'Langsung memulai karena pasien yang membuat janji dianggap menyetujui semua tindakan',
        'Meminta persetujuan hanya jika pasien menanyakannya',
        'Meminta persetujuan setelah konsultasi selesai',
      ],
      correctAnswer: 0,
      explanation:
        'Persetujuan diminta sebelum layanan, setelah pasien mendapat penjelasan yang cukup (termasuk keterbatasan pemeriksaan jarak jauh ' +
        'dan pengelolaan datanya), lalu dicatat. Membuat janji temu tidak sama dengan menyetujui semua tindakan.',
    },
    {
      id: 'basic-08',
      question: 'Manakah yang termasuk prinsip "benar" dalam pemberian obat?',
      options: ['Benar harga', 'Benar merek yang paling terkenal', 'Benar pasien', 'Benar warna kemasan'],
      correctAnswer: 2,
      explanation:
        'Prinsip benar pemberian obat meliputi benar pasien, benar obat, benar dosis, benar waktu, benar rute, ' +
        'dan benar dokumentasi. Harga, merek populer, dan warna kemasan bukan dasar keselamatan obat.',
    },
    {
      id: 'basic-09',
      question:
        'Menurut UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi, data dan informasi kesehatan pasien termasuk jenis data apa?',
      options: [
        'Data publik yang boleh dibagikan bebas',
        'Data pribadi yang bersifat spesifik',
        'Data anonim yang tidak perlu dilindungi',
        'Data milik tenaga kesehatan yang mencatatnya',
      ],
      correctAnswer: 1,
      explanation:
        'UU PDP menggolongkan data dan informasi kesehatan sebagai data pribadi yang bersifat spesifik, ' +
        'yang pemrosesannya menuntut perlindungan lebih ketat karena dampaknya besar bagi subjek data bila bocor.',
    },
    {
      id: 'basic-10',
      question: 'Manakah praktik dokumentasi telekonsultasi yang benar?',
      options: [
        'Mencatat data, temuan, tindakan, dan edukasi secara objektif segera setelah konsultasi',
        'Menunda pencatatan sampai akhir minggu agar dapat dikerjakan sekaligus',
        'Mencatat hanya jika pasien memiliki keluhan berat',
        'Menuliskan penilaian pribadi tentang sifat atau karakter pasien',
      ],
      correctAnswer: 0,
      explanation:
        'Dokumentasi yang baik dibuat segera, objektif, lengkap, dan menggambarkan apa yang dikaji, dilakukan, dan diedukasikan. ' +
        'Catatan yang ditunda rawan keliru, dan opini pribadi tentang karakter pasien tidak termasuk data klinis.',
    },
  ],
}
