import { Message } from '@adonisjs/mail'
import { describe, expect, it } from 'vitest'
import { composeMail, type AppointmentFacts } from '../domain/messages.js'
import { appointmentViews } from './views.js'

const facts: AppointmentFacts = {
  appointmentId: '6f1c2c4e-3b9a-4d5e-8f00-000000000001',
  scheduledAt: '2026-11-23T02:00:00.000Z',
  durationMinutes: 30,
  timezone: 'Asia/Jakarta',
  meetLink: 'https://video.klinik.id/TeleRawat-abc?jwt=a.b.c&x="y"',
  reason: 'Kontrol luka',
  complaint: 'Luka <kaki> belum kering & "perih"',
  consultationFee: 75000,
  patientName: 'Siti Aminah',
  providerName: 'Ns. Rahmat',
  providerRole: 'Perawat',
  providerSpecialization: 'Perawatan Luka',
}

/** Renders the templates the way @adonisjs/mail does when it sends. */
async function render(mail: ReturnType<typeof composeMail>) {
  const message = new Message().htmlView(appointmentViews.html, mail.content).textView(appointmentViews.text, mail.content)
  await message.computeContents()
  const { html, text } = message.toObject().message
  return { html: String(html), text: String(text) }
}

describe('e-mail templates', () => {
  it('the plain-text part: greeting, aligned details, raw characters, sign-off', async () => {
    const { text } = await render(composeMail('CONFIRMATION', 'PATIENT', facts, 'Siti <Aminah>'))
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Halo Siti <Aminah>,',
      '',
      'Janji temu konsultasi Anda telah dikonfirmasi. Berikut rinciannya:',
      '',
    ])
    expect(text).toContain('Tenaga kesehatan : Ns. Rahmat (Perawat, Perawatan Luka)')
    expect(text).toContain('Tanggal          : Senin, 23 November 2026')
    expect(text).toContain('Keluhan          : Luka <kaki> belum kering & "perih"')
    expect(text).toContain('Biaya konsultasi : Rp75.000')
    expect(text).toContain(`Tautan video     : ${facts.meetLink}`)
    expect(text.trimEnd().endsWith('Salam sehat,\nTeleRawat')).toBe(true)
  })

  it('the HTML part escapes what users typed and links the meeting', async () => {
    const { html } = await render(composeMail('CONFIRMATION', 'PATIENT', facts, 'Siti <Aminah>'))
    expect(html).toContain('<html lang="id">')
    expect(html).toContain('Halo Siti &lt;Aminah&gt;,')
    expect(html).toContain('Luka &lt;kaki&gt; belum kering &amp; &quot;perih&quot;')
    expect(html).not.toContain('<kaki>')
    const escapedLink = 'https://video.klinik.id/TeleRawat-abc?jwt=a.b.c&amp;x=&quot;y&quot;'
    expect(html).toContain(`<a href="${escapedLink}">${escapedLink}</a>`)
  })

  it('the meeting-link e-mail puts the link after its sentence in both parts', async () => {
    const { html, text } = await render(composeMail('MEETING_LINK', 'PATIENT', facts, 'Siti Aminah'))
    expect(text).toContain(`Bergabunglah melalui tautan berikut: ${facts.meetLink}`)
    expect(text).toContain('Pastikan kamera, mikrofon, dan koneksi internet Anda siap.')
    expect(html).toMatch(
      /<p>Bergabunglah melalui tautan berikut:\s*<a href="https:\/\/video\.klinik\.id\/TeleRawat-abc\?jwt=a\.b\.c&amp;x=&quot;y&quot;">/
    )
  })
})
