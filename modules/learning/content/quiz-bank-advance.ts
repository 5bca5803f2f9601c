import type { Quiz } from '../contracts/learning-content.js'

/** ADVANCE: clinical judgement — recognising red flags, escalating, and protecting data under pressure. */
export const advanceQuiz: Quiz = {
  level: 'ADVANCE',
  title: 'Kuis Lanjutan Telenursing',
  description:
    'Penilaian klinis dalam kasus: kegawatan jantung, stroke, sepsis, kegawatan maternal dan neonatal, ' +
    'keselamatan obat berisiko tinggi, kebocoran data, dan prioritas triase.',
  questions: [
    {
      id: 'advance-01',
      question:
        'Tn. B, 55 tahun, perokok, melapor lewat video: nyeri dada seperti ditekan sejak 20 menit, menjalar ke lengan kiri, disertai keringat dingin. Apa tindakan yang paling tepat?',
      options: [
        'Menyarankan istirahat setengah duduk dan kompres hangat, lalu mengevaluasi ulang lewat video 1 jam lagi',
        'Mengarahkan pasien atau pendamping segera menghubungi 119 atau ke IGD terdekat tanpa menyetir sendiri, tetap mendampingi lewat panggilan sampai bantuan datang, lalu mendokumentasikannya',
        'Menjadwalkan pemeriksaan EKG di poliklinik besok pagi karena pasien masih dapat berbicara dengan jelas',
        'Menyarankan minum obat maag karena keluhan mungkin berasal dari asam lambung, dan kembali menghubungi bila tidak membaik',
      ],
      correctAnswer: 1,
      explanation:
        'Nyeri dada tipe tekan >15–20 menit yang menjalar dengan keringat dingin pada pasien berisiko adalah tanda sindrom koroner akut. ' +
        'Setiap menit keterlambatan memperluas kerusakan otot jantung, sehingga pasien harus langsung ke layanan gawat darurat; ' +
        'evaluasi ulang, penjadwalan besok, atau obat maag menunda pertolongan.',
    },
    {
      id: 'advance-02',
      question:
        'Keluarga melaporkan Ny. C, 68 tahun, mendadak bicara pelo dan lengan kanannya lemah sejak 40 menit lalu. Apa tindakan yang paling tepat?',
      options: [
        'Memberi obat penurun tekanan darah dosis ganda, lalu menunggu apakah gejala membaik',
        'Memberi minum air gula agar pasien bertenaga sebelum berangkat ke rumah sakit',
        'Menunggu sampai besok pagi untuk memastikan gejalanya menetap sebelum dirujuk',
        'Segera membawa ke IGD rumah sakit yang mampu menangani stroke (hubungi 119), mencatat jam mulai gejala, dan tidak memberi makan, minum, atau obat lewat mulut',
      ],
      correctAnswer: 3,
      explanation:
        'Bicara pelo dan kelemahan satu sisi yang mendadak adalah tanda stroke (SeGeRa Ke RS). Terapi reperfusi bergantung pada waktu sejak gejala mulai, ' +
        'sehingga jam awitan harus dicatat. Pasien berisiko gangguan menelan dan aspirasi, dan penurunan tekanan darah mandiri dapat memperluas kerusakan otak.',
    },
    {
      id: 'advance-03',
      question:
        'Ny. D, 72 tahun, pasien home care: suhu 38,9 °C, sejak pagi tampak bingung (sebelumnya tidak), napas 24 kali/menit, tekanan darah 95/60 mmHg. Apa interpretasi dan tindakan yang tepat?',
      options: [
        'Memenuhi ≥2 kriteria qSOFA sehingga dicurigai sepsis; segera rujuk ke IGD',
        'Demam biasa pada lansia; cukup kompres dan parasetamol, lalu evaluasi 3 hari lagi',
        'Kebingungan wajar pada lansia yang demam; jadwalkan konsultasi neurologi rawat jalan',
        'Tekanan darah rendah menguntungkan pada lansia; lanjutkan perawatan rutin',
      ],
      correctAnswer: 0,
      explanation:
        'qSOFA: napas ≥22 kali/menit, perubahan status mental, dan tekanan sistolik ≤100 mmHg. Ketiganya ada pada pasien ini ' +
        'sehingga risiko sepsis dengan luaran buruk tinggi dan pasien perlu penanganan gawat darurat segera.',
    },
    {
      id: 'advance-04',
      question:
        'Ibu hamil 34 minggu melapor sakit kepala hebat, pandangan kabur, dan wajah bengkak; tekanan darah di rumah 165/112 mmHg setelah istirahat dan diulang. Apa tindakan yang tepat?',
      options: [
        'Minum parasetamol, berbaring miring kiri, dan mengukur ulang tekanan darah 2 hari lagi',
        'Mengurangi garam dan memeriksakan diri pada jadwal pemeriksaan kehamilan berikutnya',
        'Mencurigai preeklamsia dengan gejala berat; merujuk segera ke IGD rumah sakit dengan layanan obstetri emergensi (PONEK) dan memastikan transportasi tersedia',
        'Menenangkan ibu bahwa bengkak dan sakit kepala umum terjadi pada trimester ketiga',
      ],
      correctAnswer: 2,
      explanation:
        'Tekanan sistolik ≥160 atau diastolik ≥110 mmHg setelah usia kehamilan 20 minggu disertai sakit kepala hebat dan gangguan penglihatan menandakan preeklamsia berat, ' +
        'yang berisiko eklamsia, solusio plasenta, dan kematian ibu-janin. Penanganan harus di rumah sakit, bukan ditunda.',
    },
    {
      id: 'advance-05',
      question:
        'Ibu nifas hari ke-3 melapor darah dari jalan lahir membasahi penuh satu pembalut dalam kurang dari 1 jam, disertai pusing dan jantung berdebar. Apa tindakan yang tepat?',
      options: [
        'Menjelaskan bahwa itu lokia normal pada minggu pertama setelah melahirkan',
        'Menyarankan minum tablet tambah darah dan kontrol nifas minggu depan',
        'Menyarankan kompres hangat pada perut lalu beristirahat tidur',
        'Menangani sebagai perdarahan pascapersalinan: segera ke IGD atau hubungi 119, berbaring, dan tidak ditinggal sendirian',
      ],
      correctAnswer: 3,
      explanation:
        'Pembalut penuh dalam kurang dari 1 jam disertai pusing dan berdebar menunjukkan perdarahan aktif dengan tanda awal syok. ' +
        'Lokia normal tidak sebanyak itu; tablet tambah darah dan kompres tidak menghentikan perdarahan.',
    },
    {
      id: 'advance-06',
      question:
        'Bidan menerima panggilan video: bayi usia 5 hari tidak mau menyusu sejak pagi, tampak lemas, napas 64 kali/menit dengan tarikan dinding dada ke dalam. Apa tindakan yang tepat?',
      options: [
        'Mengajarkan posisi dan pelekatan menyusui yang benar, lalu mengevaluasi lagi besok',
        'Mengenali tanda bahaya bayi baru lahir (kemungkinan infeksi berat): merujuk segera ke fasilitas kesehatan, menjaga bayi tetap hangat, dan tetap menyusui selama perjalanan bila bayi mampu',
        'Memberi air putih atau sedikit madu agar bayi tidak dehidrasi',
        'Menunggu sampai bayi demam sebelum memutuskan rujukan',
      ],
      correctAnswer: 1,
      explanation:
        'Tidak mau menyusu, letargi, napas ≥60 kali/menit, dan tarikan dinding dada adalah tanda bahaya neonatus yang menunjukkan kemungkinan infeksi berat; ' +
        'bayi harus segera dirujuk. Bayi dengan infeksi berat dapat tidak demam (bahkan hipotermia), dan air putih atau madu tidak boleh diberikan pada neonatus.',
    },
    {
      id: 'advance-07',
      question:
        'Laptop kerja berisi data pasien yang tidak terenkripsi hilang dicuri. Menurut UU No. 27 Tahun 2022, paling lambat kapan pengendali data pribadi (fasyankes) wajib menyampaikan pemberitahuan tertulis kepada subjek data dan lembaga pelindungan data?',
      options: ['3 × 24 jam', '7 × 24 jam', '30 hari kalender', 'Tidak wajib selama belum terbukti ada penyalahgunaan data'],
      correctAnswer: 0,
      explanation:
        'UU PDP mewajibkan pemberitahuan tertulis paling lambat 3 × 24 jam kepada subjek data dan lembaga bila terjadi kegagalan pelindungan data pribadi, ' +
        'tanpa menunggu bukti penyalahgunaan. Karena itu tenaga kesehatan harus segera melaporkan kehilangan ke atasan/tim keamanan informasi.',
    },
    {
      id: 'advance-08',
      question: 'Mengapa singkatan "U" untuk "unit" harus dihindari saat menuliskan dosis insulin dalam instruksi atau edukasi?',
      options: [
        'Karena satuan dosis insulin yang benar adalah miligram',
        'Karena singkatan "U" hanya boleh dipakai untuk insulin kerja panjang',
        'Karena "U" dapat terbaca sebagai angka 0 atau 4 sehingga dosis bisa terbaca berlipat (mis. 10 menjadi 100); tuliskan "unit" secara lengkap',
        'Karena singkatan membuat catatan terlalu pendek untuk diaudit',
      ],
      correctAnswer: 2,
      explanation:
        'Insulin adalah obat berisiko tinggi (high-alert). Singkatan "U" termasuk daftar singkatan yang tidak boleh digunakan karena dapat dibaca sebagai 0 atau 4 ' +
        'dan menyebabkan kelebihan dosis yang fatal. Dosis insulin dinyatakan dalam unit, bukan miligram.',
    },
    {
      id: 'advance-09',
      question:
        'Suami pasien bergabung ke sesi telekonsultasi memakai akun istrinya dan meminta hasil laboratorium sang istri; pasien tidak ikut dalam panggilan. Apa tindakan yang tepat?',
      options: [
        'Membacakan hasil karena ia suami sah dan sesi dibuka dari akun pasien sendiri',
        'Tidak membuka hasil; menjelaskan bahwa informasi hanya diberikan kepada pasien setelah verifikasi identitas atau kepada pihak yang mendapat persetujuan/kuasa pasien, lalu menjadwalkan ulang dan mendokumentasikannya',
        'Mengirim hasil ke nomor WhatsApp suami agar pasien dapat membacanya nanti',
        'Meminta suami menyebutkan tanggal lahir istrinya sebagai bukti, lalu memberikan hasilnya',
      ],
      correctAnswer: 1,
      explanation:
        'Pasangan tidak otomatis berhak atas informasi kesehatan pasien dewasa. Akses akun dan pengetahuan tentang tanggal lahir pasien ' +
        'tidak membuktikan identitas maupun persetujuan pasien. Informasi diberikan kepada pasien yang identitasnya terverifikasi atau kepada pihak yang diberi kuasa.',
    },
    {
      id: 'advance-10',
      question: 'Anda menerima empat pesan bersamaan di layanan telenursing. Pasien mana yang harus dihubungi pertama kali?',
      options: [
        'Pasien diabetes yang menanyakan menu sarapan; gula darah puasanya 130 mg/dL',
        'Pasien hipertensi yang ingin memperpanjang resep; obatnya habis 5 hari lagi',
        'Ibu menyusui yang menanyakan posisi menyusui yang nyaman',
        'Pasien asma yang tidak mampu menyelesaikan satu kalimat utuh walaupun sudah memakai inhaler pelega',
      ],
      correctAnswer: 3,
      explanation:
        'Prioritas mengikuti ancaman terhadap jalan napas, pernapasan, dan sirkulasi. Tidak mampu berbicara satu kalimat walau sudah memakai pelega ' +
        'adalah tanda serangan asma berat yang memerlukan penanganan gawat darurat; pesan lainnya stabil dan dapat ditangani setelahnya.',
    },
  ],
}
