import type { Quiz } from '../contracts/learning-content.js'

/** INTERMEDIATE: applying regulations and protocols to ordinary teleconsultation situations. */
export const intermediateQuiz: Quiz = {
  level: 'INTERMEDIATE',
  title: 'Kuis Menengah Telenursing',
  description:
    'Penerapan aturan rekam medis elektronik, kerahasiaan, edukasi hipertensi dan diabetes, SBAR, ' +
    'tanda bahaya kehamilan, dan penanganan koneksi yang terputus.',
  questions: [
    {
      id: 'intermediate-01',
      question:
        'Berdasarkan Permenkes No. 24 Tahun 2022 tentang Rekam Medis, rekam medis elektronik wajib disimpan paling singkat berapa lama?',
      options: [
        '5 tahun sejak pasien terakhir berobat',
        '10 tahun sejak rekam medis pertama kali dibuat',
        '25 tahun sejak tanggal kunjungan terakhir pasien',
        'Selama pasien masih terdaftar sebagai peserta jaminan kesehatan',
      ],
      correctAnswer: 2,
      explanation:
        'Permenkes 24/2022 menetapkan rekam medis elektronik disimpan paling singkat 25 tahun sejak tanggal kunjungan terakhir pasien. ' +
        'Ketentuan 5 tahun berasal dari aturan lama (Permenkes 269/2008) yang sudah dicabut.',
    },
    {
      id: 'intermediate-02',
      question:
        'Anak dewasa seorang pasien lansia (pasien sadar dan mampu mengambil keputusan) meminta salinan rekam medis ayahnya melalui chat. Apa tindakan yang tepat?',
      options: [
        'Tidak memberikan isi rekam medis sebelum ada persetujuan atau kuasa dari pasien, lalu menjelaskan prosedur permintaan resmi di fasyankes',
        'Mengirim foto layar rekam medis karena peminta adalah keluarga inti yang ikut merawat pasien',
        'Membacakan ringkasan diagnosis lewat telepon agar lebih cepat tanpa mengirim dokumen',
        'Meminta anak tersebut masuk memakai akun ayahnya agar dapat melihat sendiri',
      ],
      correctAnswer: 0,
      explanation:
        'Isi rekam medis milik pasien dan bersifat rahasia. Pasien dewasa yang cakap berhak memutuskan kepada siapa isinya dibuka; ' +
        'tanpa persetujuan atau kuasanya, isi rekam medis hanya dapat dibuka dalam keadaan yang diatur peraturan (mis. perintah pengadilan). ' +
        'Membacakan lewat telepon atau berbagi akun tetap merupakan pembukaan rahasia.',
    },
    {
      id: 'intermediate-03',
      question:
        'Anda menyadari salah mengetik dosis obat pada catatan telekonsultasi di rekam medis elektronik kemarin. Bagaimana cara koreksi yang benar?',
      options: [
        'Menghapus catatan lama sepenuhnya, lalu menulis ulang dengan tanggal kemarin agar catatan tampak rapi',
        'Meminta rekan yang sedang bertugas mengubahnya memakai akun Anda',
        'Membiarkannya karena dosis yang benar sudah disampaikan secara lisan kepada pasien',
        'Melakukan pembetulan sendiri dengan catatan asli tetap tersimpan dalam jejak audit, disertai identitas dan waktu pembetulan',
      ],
      correctAnswer: 3,
      explanation:
        'Pembetulan rekam medis dilakukan oleh tenaga kesehatan yang bersangkutan tanpa menghilangkan catatan yang dibetulkan; ' +
        'pada RME hal ini terekam dalam jejak audit lengkap dengan identitas dan waktu. Menghapus jejak, memakai akun orang lain, ' +
        'atau membiarkan kesalahan membahayakan pasien dan melanggar ketentuan rekam medis.',
    },
    {
      id: 'intermediate-04',
      question:
        'Pasien diabetes pengguna insulin melapor lewat video: gemetar dan berkeringat dingin, masih sadar penuh dan dapat menelan; gula darah 60 mg/dL. Apa edukasi awal yang tepat?',
      options: [
        'Menyuntikkan tambahan insulin kerja cepat agar gula darah lebih terkontrol',
        'Segera mengonsumsi 15–20 gram gula cepat serap (mis. gula pasir yang dilarutkan dalam air), lalu memeriksa ulang gula darah setelah 15 menit',
        'Berjalan kaki 15 menit supaya tubuh memakai gula dengan lebih baik',
        'Tidur sebentar dan memeriksa gula darah lagi besok pagi sebelum sarapan',
      ],
      correctAnswer: 1,
      explanation:
        'Gula darah di bawah 70 mg/dL dengan gejala adalah hipoglikemia. Pasien sadar yang dapat menelan diberi 15–20 gram karbohidrat cepat serap ' +
        'lalu diperiksa ulang setelah 15 menit (ulangi bila masih rendah). Bila pasien menurun kesadarannya, jangan beri apa pun lewat mulut dan hubungi 119.',
    },
    {
      id: 'intermediate-05',
      question: 'Apa edukasi yang benar tentang cara mengukur tekanan darah sendiri di rumah?',
      options: [
        'Mengukur segera setelah naik tangga atau minum kopi agar terlihat tekanan darah saat beraktivitas',
        'Duduk tenang sekitar 5 menit dengan punggung bersandar dan kaki menapak lantai, lengan ditopang setinggi jantung, tanpa kafein atau rokok 30 menit sebelumnya',
        'Memasang manset di atas lengan baju yang tebal sambil mengobrol agar pasien tetap rileks',
        'Mengukur sambil berdiri dengan lengan tergantung lurus di samping badan',
      ],
      correctAnswer: 1,
      explanation:
        'Pengukuran di rumah yang akurat dilakukan setelah istirahat duduk ±5 menit, punggung bersandar, kaki tidak disilangkan, ' +
        'manset pada lengan telanjang setinggi jantung, tidak berbicara, dan tanpa kafein/rokok/olahraga 30 menit sebelumnya. ' +
        'Aktivitas, kafein, bicara, dan lengan yang menggantung membuat hasil tidak akurat.',
    },
    {
      id: 'intermediate-06',
      question:
        'Menurut anjuran Kementerian Kesehatan tentang batas konsumsi gula, garam, dan lemak (GGL), berapa batas konsumsi garam per orang per hari?',
      options: [
        '3 sendok makan',
        '1 sendok makan',
        'Tidak ada batas selama tekanan darah sudah terkontrol dengan obat',
        '1 sendok teh (±5 gram)',
      ],
      correctAnswer: 3,
      explanation:
        'Anjuran GGL Kemenkes: gula 4 sendok makan, garam 1 sendok teh (±5 gram, setara ±2.000 mg natrium), dan lemak 5 sendok makan per hari. ' +
        'Pembatasan garam tetap dianjurkan walaupun tekanan darah sudah terkontrol dengan obat.',
    },
    {
      id: 'intermediate-07',
      question: 'Dalam laporan SBAR kepada dokter, manakah pernyataan yang termasuk komponen Assessment?',
      options: [
        'Saya perawat Rina, melaporkan Tn. A yang mengeluh sesak napas sejak 1 jam lalu.',
        'Tn. A, 60 tahun, memiliki riwayat gagal jantung dan rutin minum furosemid.',
        'Menurut penilaian saya, kondisi Tn. A memburuk dan mengarah ke perburukan gagal jantung.',
        'Mohon dokter menilai Tn. A dalam 30 menit atau menyetujui rujukan ke IGD.',
      ],
      correctAnswer: 2,
      explanation:
        'Assessment berisi penilaian/kesimpulan klinis pelapor tentang masalah pasien. Pilihan pertama adalah Situation, ' +
        'kedua Background, dan keempat Recommendation.',
    },
    {
      id: 'intermediate-08',
      question:
        'Dalam telekonsultasi kebidanan, keluhan ibu hamil manakah yang merupakan tanda bahaya sehingga perlu segera ke fasilitas kesehatan?',
      options: [
        'Keluar darah dari jalan lahir',
        'Mual ringan di pagi hari pada trimester pertama',
        'Lebih sering buang air kecil pada trimester ketiga',
        'Pegal punggung ringan setelah berdiri lama',
      ],
      correctAnswer: 0,
      explanation:
        'Perdarahan dari jalan lahir adalah tanda bahaya kehamilan (Buku KIA) yang memerlukan pemeriksaan segera. ' +
        'Mual ringan pada trimester pertama, sering berkemih, dan pegal punggung ringan adalah keluhan fisiologis yang umum.',
    },
    {
      id: 'intermediate-09',
      question:
        'Saat telekonsultasi dengan pasien yang mengeluh sesak napas, koneksi video terputus dan pasien tidak kembali masuk. Apa langkah yang tepat?',
      options: [
        'Menutup sesi dan menandainya selesai karena pasien meninggalkan panggilan',
        'Menunggu pasien membuat janji temu ulang bila masih membutuhkan bantuan',
        'Menghubungi pasien melalui nomor telepon cadangan yang dicatat di awal sesi; bila tidak dapat dihubungi, menjalankan prosedur eskalasi (kontak darurat atau 119 ke lokasi pasien) dan mendokumentasikannya',
        'Mengirim ringkasan saran lewat e-mail, lalu menganggap konsultasi selesai',
      ],
      correctAnswer: 2,
      explanation:
        'Pasien dengan keluhan berisiko yang terputus harus segera dihubungi ulang; bila tidak dapat dihubungi, lakukan eskalasi sesuai prosedur dan catat semua upaya. ' +
        'Untuk situasi seperti ini, lokasi pasien saat itu, nomor telepon cadangan, dan kontak darurat dicatat di awal setiap telekonsultasi.',
    },
    {
      id: 'intermediate-10',
      question: 'Manakah tindakan yang menjaga privasi pasien selama telekonsultasi video?',
      options: [
        'Melakukan panggilan dari ruang perawat yang ramai menggunakan pengeras suara agar rekan dapat membantu',
        'Merekam sesi untuk bahan dokumentasi tanpa memberi tahu pasien',
        'Membagikan tangkapan layar kasus menarik ke grup percakapan alumni untuk diskusi',
        'Memakai ruangan tertutup dan headset, serta memastikan pasien berada di tempat yang privat sebelum membahas keluhan',
      ],
      correctAnswer: 3,
      explanation:
        'Privasi dijaga di kedua sisi: tenaga kesehatan di ruangan tertutup dengan headset, pasien ditanya apakah ia di tempat yang aman dan siapa yang ada di dekatnya. ' +
        'Merekam memerlukan persetujuan eksplisit, dan berbagi tangkapan layar pasien di luar keperluan layanan melanggar kerahasiaan.',
    },
  ],
}
