import { z } from 'zod'
import { videoSchema, type Video } from '../contracts/learning-content.js'

const thumbnailOf = (youtubeId: string) => `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`

/**
 * Public health-education videos (docs/product.md#learning-content).
 * Ids were checked against several independent public references; the WHO
 * playlist is the channel's uploads list (UU + channel id), which lives as long
 * as the channel does.
 */
const rawVideos: Video[] = [
  {
    id: 'who-cuci-tangan-sabun',
    title: 'Cara Mencuci Tangan dengan Sabun dan Air (WHO)',
    description:
      'Video resmi WHO tentang langkah mencuci tangan dengan sabun dan air mengalir selama 40–60 detik ' +
      'hingga seluruh permukaan tangan bersih.',
    type: 'video',
    youtubeId: '3PmVJQUCm4E',
    thumbnailUrl: thumbnailOf('3PmVJQUCm4E'),
  },
  {
    id: 'who-handrub-alkohol',
    title: 'Cara Membersihkan Tangan dengan Cairan Berbasis Alkohol (WHO)',
    description: 'Video resmi WHO tentang teknik handrub: gosok seluruh permukaan tangan selama 20–30 detik hingga kering.',
    type: 'video',
    youtubeId: 'ZnSjFr6J9HI',
    thumbnailUrl: thumbnailOf('ZnSjFr6J9HI'),
  },
  {
    id: 'jhm-teknik-handrub',
    title: 'Demonstrasi Langkah Handrub Sesuai Teknik WHO (Johns Hopkins Medicine)',
    description:
      'Demonstrasi di lingkungan rumah sakit tentang urutan gerakan handrub agar tidak ada bagian tangan yang terlewat ' +
      'sebelum dan sesudah kontak dengan pasien.',
    type: 'video',
    youtubeId: 'B3eq5fLzAOo',
    thumbnailUrl: thumbnailOf('B3eq5fLzAOo'),
  },
  {
    id: 'aha-rjp-kompresi-dada',
    title: 'RJP Hanya Kompresi Dada / Hands-Only CPR (American Heart Association)',
    description:
      'Dua langkah bagi penolong awam saat remaja atau orang dewasa tiba-tiba kolaps: panggil bantuan darurat ' +
      '(di Indonesia 119), lalu tekan kuat dan cepat di tengah dada.',
    type: 'video',
    youtubeId: 'zSgmledxFe8',
    thumbnailUrl: thumbnailOf('zSgmledxFe8'),
  },
  {
    id: 'demonstrasi-rjp',
    title: 'Demonstrasi Resusitasi Jantung Paru (RJP) bagi Penolong',
    description:
      'Peragaan posisi tangan, kedalaman dan kecepatan kompresi dada 100–120 kali per menit, ' +
      'serta pentingnya tidak berhenti sampai bantuan datang.',
    type: 'video',
    youtubeId: 'M4ACYp75mjU',
    thumbnailUrl: thumbnailOf('M4ACYp75mjU'),
  },
  {
    id: 'who-video-terbaru',
    title: 'Daftar Putar Video Terbaru WHO',
    description:
      'Kumpulan video terbaru dari kanal resmi World Health Organization: kebersihan tangan, keselamatan pasien, ' +
      'kesehatan ibu dan anak, serta informasi kesehatan masyarakat.',
    type: 'playlist',
    youtubeId: 'UU07-dOwgza1IguKA86jqxNA',
    thumbnailUrl: thumbnailOf('3PmVJQUCm4E'),
  },
]

export const videos: readonly Video[] = z.array(videoSchema).length(6).parse(rawVideos)

/**
 * Player URL for the dialog's iframe; a playlist plays through YouTube's `videoseries` embed.
 * The privacy-enhanced host sets no tracking cookies until the provider presses play (UU PDP).
 */
export function youtubeEmbedUrl(video: Pick<Video, 'type' | 'youtubeId'>): string {
  switch (video.type) {
    case 'video':
      return `https://www.youtube-nocookie.com/embed/${video.youtubeId}`
    case 'playlist':
      return `https://www.youtube-nocookie.com/embed/videoseries?list=${video.youtubeId}`
    default: {
      const unreachable: never = video.type
      throw new Error(`Jenis video tidak dikenal: ${String(unreachable)}`)
    }
  }
}
