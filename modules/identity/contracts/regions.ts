/**
 * Indonesia's 38 provinces and, for each, its cities (kota) and main regencies (kabupaten), for the
 * address on the patient profile. Names as written in Kepmendagri No. 100.1.1-6117 Tahun 2022
 * (Pemberian dan Pemutakhiran Kode, Data Wilayah Administrasi Pemerintahan dan Pulau) and, for the
 * four Papua provinces formed in 2022, UU 14, 15, 16 and 29 Tahun 2022.
 *
 * Every province is listed; every kota of each province is listed; the kabupaten are the main ones
 * (the province's most populous and the capitals' regencies), not all 416. A clinic that needs a
 * missing kabupaten adds it here: the server accepts exactly the names in this list.
 */
export interface Province {
  name: string
  cities: readonly string[]
}

export const provinces: readonly Province[] = [
  {
    name: 'Aceh',
    cities: ['Kota Banda Aceh', 'Kota Langsa', 'Kota Lhokseumawe', 'Kota Sabang', 'Kota Subulussalam', 'Kabupaten Aceh Besar', 'Kabupaten Aceh Utara', 'Kabupaten Aceh Timur', 'Kabupaten Bireuen', 'Kabupaten Pidie'],
  },
  {
    name: 'Sumatera Utara',
    cities: ['Kota Medan', 'Kota Binjai', 'Kota Gunungsitoli', 'Kota Padangsidimpuan', 'Kota Pematangsiantar', 'Kota Sibolga', 'Kota Tanjungbalai', 'Kota Tebing Tinggi', 'Kabupaten Deli Serdang', 'Kabupaten Langkat', 'Kabupaten Simalungun', 'Kabupaten Asahan', 'Kabupaten Karo', 'Kabupaten Toba'],
  },
  {
    name: 'Sumatera Barat',
    cities: ['Kota Padang', 'Kota Bukittinggi', 'Kota Padang Panjang', 'Kota Pariaman', 'Kota Payakumbuh', 'Kota Sawahlunto', 'Kota Solok', 'Kabupaten Agam', 'Kabupaten Padang Pariaman', 'Kabupaten Pesisir Selatan', 'Kabupaten Tanah Datar'],
  },
  {
    name: 'Riau',
    cities: ['Kota Pekanbaru', 'Kota Dumai', 'Kabupaten Kampar', 'Kabupaten Bengkalis', 'Kabupaten Indragiri Hilir', 'Kabupaten Rokan Hilir', 'Kabupaten Siak', 'Kabupaten Pelalawan'],
  },
  {
    name: 'Jambi',
    cities: ['Kota Jambi', 'Kota Sungai Penuh', 'Kabupaten Muaro Jambi', 'Kabupaten Batang Hari', 'Kabupaten Bungo', 'Kabupaten Kerinci', 'Kabupaten Merangin'],
  },
  {
    name: 'Sumatera Selatan',
    cities: ['Kota Palembang', 'Kota Lubuklinggau', 'Kota Pagar Alam', 'Kota Prabumulih', 'Kabupaten Banyuasin', 'Kabupaten Muara Enim', 'Kabupaten Ogan Komering Ilir', 'Kabupaten Ogan Ilir', 'Kabupaten Musi Banyuasin', 'Kabupaten Lahat'],
  },
  {
    name: 'Bengkulu',
    cities: ['Kota Bengkulu', 'Kabupaten Bengkulu Utara', 'Kabupaten Bengkulu Selatan', 'Kabupaten Rejang Lebong', 'Kabupaten Seluma', 'Kabupaten Mukomuko'],
  },
  {
    name: 'Lampung',
    cities: ['Kota Bandar Lampung', 'Kota Metro', 'Kabupaten Lampung Selatan', 'Kabupaten Lampung Tengah', 'Kabupaten Lampung Timur', 'Kabupaten Lampung Utara', 'Kabupaten Pesawaran', 'Kabupaten Pringsewu', 'Kabupaten Tanggamus'],
  },
  {
    name: 'Kepulauan Bangka Belitung',
    cities: ['Kota Pangkalpinang', 'Kabupaten Bangka', 'Kabupaten Bangka Barat', 'Kabupaten Bangka Tengah', 'Kabupaten Bangka Selatan', 'Kabupaten Belitung', 'Kabupaten Belitung Timur'],
  },
  {
    name: 'Kepulauan Riau',
    cities: ['Kota Batam', 'Kota Tanjungpinang', 'Kabupaten Bintan', 'Kabupaten Karimun', 'Kabupaten Kepulauan Anambas', 'Kabupaten Lingga', 'Kabupaten Natuna'],
  },
  {
    name: 'DKI Jakarta',
    cities: ['Kota Jakarta Pusat', 'Kota Jakarta Utara', 'Kota Jakarta Barat', 'Kota Jakarta Selatan', 'Kota Jakarta Timur', 'Kabupaten Kepulauan Seribu'],
  },
  {
    name: 'Jawa Barat',
    cities: ['Kota Bandung', 'Kota Banjar', 'Kota Bekasi', 'Kota Bogor', 'Kota Cimahi', 'Kota Cirebon', 'Kota Depok', 'Kota Sukabumi', 'Kota Tasikmalaya', 'Kabupaten Bandung', 'Kabupaten Bandung Barat', 'Kabupaten Bekasi', 'Kabupaten Bogor', 'Kabupaten Ciamis', 'Kabupaten Cianjur', 'Kabupaten Cirebon', 'Kabupaten Garut', 'Kabupaten Indramayu', 'Kabupaten Karawang', 'Kabupaten Kuningan', 'Kabupaten Majalengka', 'Kabupaten Pangandaran', 'Kabupaten Purwakarta', 'Kabupaten Subang', 'Kabupaten Sukabumi', 'Kabupaten Sumedang', 'Kabupaten Tasikmalaya'],
  },
  {
    name: 'Jawa Tengah',
    cities: ['Kota Semarang', 'Kota Magelang', 'Kota Pekalongan', 'Kota Salatiga', 'Kota Surakarta', 'Kota Tegal', 'Kabupaten Banyumas', 'Kabupaten Boyolali', 'Kabupaten Brebes', 'Kabupaten Cilacap', 'Kabupaten Demak', 'Kabupaten Jepara', 'Kabupaten Kendal', 'Kabupaten Klaten', 'Kabupaten Kudus', 'Kabupaten Magelang', 'Kabupaten Pati', 'Kabupaten Semarang', 'Kabupaten Sukoharjo', 'Kabupaten Tegal'],
  },
  {
    name: 'DI Yogyakarta',
    cities: ['Kota Yogyakarta', 'Kabupaten Bantul', 'Kabupaten Gunungkidul', 'Kabupaten Kulon Progo', 'Kabupaten Sleman'],
  },
  {
    name: 'Jawa Timur',
    cities: ['Kota Surabaya', 'Kota Batu', 'Kota Blitar', 'Kota Kediri', 'Kota Madiun', 'Kota Malang', 'Kota Mojokerto', 'Kota Pasuruan', 'Kota Probolinggo', 'Kabupaten Banyuwangi', 'Kabupaten Gresik', 'Kabupaten Jember', 'Kabupaten Jombang', 'Kabupaten Kediri', 'Kabupaten Lamongan', 'Kabupaten Malang', 'Kabupaten Mojokerto', 'Kabupaten Pasuruan', 'Kabupaten Sidoarjo', 'Kabupaten Tuban'],
  },
  {
    name: 'Banten',
    cities: ['Kota Serang', 'Kota Cilegon', 'Kota Tangerang', 'Kota Tangerang Selatan', 'Kabupaten Lebak', 'Kabupaten Pandeglang', 'Kabupaten Serang', 'Kabupaten Tangerang'],
  },
  {
    name: 'Bali',
    cities: ['Kota Denpasar', 'Kabupaten Badung', 'Kabupaten Bangli', 'Kabupaten Buleleng', 'Kabupaten Gianyar', 'Kabupaten Jembrana', 'Kabupaten Karangasem', 'Kabupaten Klungkung', 'Kabupaten Tabanan'],
  },
  {
    name: 'Nusa Tenggara Barat',
    cities: ['Kota Mataram', 'Kota Bima', 'Kabupaten Lombok Barat', 'Kabupaten Lombok Tengah', 'Kabupaten Lombok Timur', 'Kabupaten Lombok Utara', 'Kabupaten Sumbawa', 'Kabupaten Dompu', 'Kabupaten Bima'],
  },
  {
    name: 'Nusa Tenggara Timur',
    cities: ['Kota Kupang', 'Kabupaten Kupang', 'Kabupaten Belu', 'Kabupaten Ende', 'Kabupaten Flores Timur', 'Kabupaten Manggarai', 'Kabupaten Sikka', 'Kabupaten Sumba Barat Daya', 'Kabupaten Sumba Timur', 'Kabupaten Timor Tengah Selatan'],
  },
  {
    name: 'Kalimantan Barat',
    cities: ['Kota Pontianak', 'Kota Singkawang', 'Kabupaten Kubu Raya', 'Kabupaten Mempawah', 'Kabupaten Ketapang', 'Kabupaten Sambas', 'Kabupaten Sanggau', 'Kabupaten Sintang'],
  },
  {
    name: 'Kalimantan Tengah',
    cities: ['Kota Palangka Raya', 'Kabupaten Kotawaringin Barat', 'Kabupaten Kotawaringin Timur', 'Kabupaten Kapuas', 'Kabupaten Barito Selatan', 'Kabupaten Pulang Pisau', 'Kabupaten Katingan'],
  },
  {
    name: 'Kalimantan Selatan',
    cities: ['Kota Banjarbaru', 'Kota Banjarmasin', 'Kabupaten Banjar', 'Kabupaten Barito Kuala', 'Kabupaten Hulu Sungai Selatan', 'Kabupaten Kotabaru', 'Kabupaten Tabalong', 'Kabupaten Tanah Laut'],
  },
  {
    name: 'Kalimantan Timur',
    cities: ['Kota Samarinda', 'Kota Balikpapan', 'Kota Bontang', 'Kabupaten Kutai Kartanegara', 'Kabupaten Kutai Timur', 'Kabupaten Berau', 'Kabupaten Paser', 'Kabupaten Penajam Paser Utara'],
  },
  {
    name: 'Kalimantan Utara',
    cities: ['Kota Tarakan', 'Kabupaten Bulungan', 'Kabupaten Malinau', 'Kabupaten Nunukan', 'Kabupaten Tana Tidung'],
  },
  {
    name: 'Sulawesi Utara',
    cities: ['Kota Manado', 'Kota Bitung', 'Kota Kotamobagu', 'Kota Tomohon', 'Kabupaten Minahasa', 'Kabupaten Minahasa Utara', 'Kabupaten Minahasa Selatan', 'Kabupaten Bolaang Mongondow', 'Kabupaten Kepulauan Sangihe'],
  },
  {
    name: 'Sulawesi Tengah',
    cities: ['Kota Palu', 'Kabupaten Donggala', 'Kabupaten Sigi', 'Kabupaten Parigi Moutong', 'Kabupaten Poso', 'Kabupaten Banggai', 'Kabupaten Tolitoli', 'Kabupaten Morowali'],
  },
  {
    name: 'Sulawesi Selatan',
    cities: ['Kota Makassar', 'Kota Palopo', 'Kota Parepare', 'Kabupaten Gowa', 'Kabupaten Maros', 'Kabupaten Bone', 'Kabupaten Bulukumba', 'Kabupaten Pinrang', 'Kabupaten Sidenreng Rappang', 'Kabupaten Takalar', 'Kabupaten Wajo'],
  },
  {
    name: 'Sulawesi Tenggara',
    cities: ['Kota Kendari', 'Kota Baubau', 'Kabupaten Konawe', 'Kabupaten Konawe Selatan', 'Kabupaten Kolaka', 'Kabupaten Muna', 'Kabupaten Buton'],
  },
  {
    name: 'Gorontalo',
    cities: ['Kota Gorontalo', 'Kabupaten Gorontalo', 'Kabupaten Gorontalo Utara', 'Kabupaten Bone Bolango', 'Kabupaten Boalemo', 'Kabupaten Pohuwato'],
  },
  {
    name: 'Sulawesi Barat',
    cities: ['Kabupaten Mamuju', 'Kabupaten Majene', 'Kabupaten Mamasa', 'Kabupaten Polewali Mandar', 'Kabupaten Pasangkayu', 'Kabupaten Mamuju Tengah'],
  },
  {
    name: 'Maluku',
    cities: ['Kota Ambon', 'Kota Tual', 'Kabupaten Maluku Tengah', 'Kabupaten Seram Bagian Barat', 'Kabupaten Seram Bagian Timur', 'Kabupaten Buru', 'Kabupaten Kepulauan Aru', 'Kabupaten Maluku Tenggara'],
  },
  {
    name: 'Maluku Utara',
    cities: ['Kota Ternate', 'Kota Tidore Kepulauan', 'Kabupaten Halmahera Barat', 'Kabupaten Halmahera Tengah', 'Kabupaten Halmahera Utara', 'Kabupaten Halmahera Selatan', 'Kabupaten Kepulauan Sula', 'Kabupaten Pulau Morotai'],
  },
  {
    name: 'Papua',
    cities: ['Kota Jayapura', 'Kabupaten Jayapura', 'Kabupaten Biak Numfor', 'Kabupaten Keerom', 'Kabupaten Kepulauan Yapen', 'Kabupaten Sarmi', 'Kabupaten Waropen', 'Kabupaten Supiori', 'Kabupaten Mamberamo Raya'],
  },
  {
    name: 'Papua Barat',
    cities: ['Kabupaten Manokwari', 'Kabupaten Manokwari Selatan', 'Kabupaten Pegunungan Arfak', 'Kabupaten Teluk Bintuni', 'Kabupaten Teluk Wondama', 'Kabupaten Fakfak', 'Kabupaten Kaimana'],
  },
  {
    name: 'Papua Barat Daya',
    cities: ['Kota Sorong', 'Kabupaten Sorong', 'Kabupaten Sorong Selatan', 'Kabupaten Raja Ampat', 'Kabupaten Maybrat', 'Kabupaten Tambrauw'],
  },
  {
    name: 'Papua Selatan',
    cities: ['Kabupaten Merauke', 'Kabupaten Asmat', 'Kabupaten Boven Digoel', 'Kabupaten Mappi'],
  },
  {
    name: 'Papua Tengah',
    cities: ['Kabupaten Nabire', 'Kabupaten Mimika', 'Kabupaten Paniai', 'Kabupaten Dogiyai', 'Kabupaten Deiyai', 'Kabupaten Intan Jaya', 'Kabupaten Puncak', 'Kabupaten Puncak Jaya'],
  },
  {
    name: 'Papua Pegunungan',
    cities: ['Kabupaten Jayawijaya', 'Kabupaten Lanny Jaya', 'Kabupaten Mamberamo Tengah', 'Kabupaten Nduga', 'Kabupaten Pegunungan Bintang', 'Kabupaten Tolikara', 'Kabupaten Yahukimo', 'Kabupaten Yalimo'],
  },
]

export const provinceNames: readonly string[] = provinces.map((p) => p.name)

/** The cities and regencies of a province (empty for an unknown province). */
export function citiesOf(province: string | null | undefined): readonly string[] {
  return provinces.find((p) => p.name === province)?.cities ?? []
}
