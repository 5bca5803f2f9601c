/** The consent ledger (profile) and the telemedicine consent (waiting room): issue 13. */
export const consentId = {
  title: 'Persetujuan Saya',
  description:
    'Setiap persetujuan yang Anda berikan atau tarik tercatat permanen beserta versinya (UU 27/2022). Penarikan berlaku seketika.',
  kinds: {
    TERMS_PRIVACY: 'Syarat & Kebijakan Privasi',
    TELEMEDICINE: 'Konsultasi telemedisin',
    SATUSEHAT: 'Pengiriman data ke SATUSEHAT',
  },
  active: 'Berlaku',
  inactive: 'Tidak berlaku',
  version: 'Versi dokumen {{version}}',
  give: 'Berikan persetujuan',
  withdraw: 'Tarik persetujuan',
  cancel: 'Batal',
  notWithdrawable: 'Tidak dapat ditarik selama akun masih ada.',
  history: 'Riwayat persetujuan',
  actions: { GIVEN: 'Diberikan', WITHDRAWN: 'Ditarik' },
  withdrawn: 'Persetujuan "{{kind}}" ditarik',
  failed: 'Persetujuan gagal diubah',
  confirmTitle: 'Tarik persetujuan "{{kind}}"?',
  confirmEffect: {
    TERMS_PRIVACY: '',
    TELEMEDICINE: 'Anda perlu memberikannya lagi sebelum konsultasi berikutnya.',
    SATUSEHAT: 'Rekam medis kunjungan Anda tidak lagi dikirim ke SATUSEHAT mulai sekarang. Data yang sudah terkirim tidak terhapus.',
  },
  telemedicine: {
    title: 'Persetujuan konsultasi telemedisin',
    agree: 'Saya telah membaca dan menyetujui konsultasi jarak jauh ini.',
    submit: 'Setuju',
  },
}
