import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

const DEMO_PATIENT = 'andi@contoh.id'
const DEMO_PROVIDER = 'perawat.sari@telerawat.id'

export default class SeedDemo extends BaseCommand {
  static commandName = 'db:seed-demo'
  static description =
    'Seed demo accounts and appointments into an empty database (skipped when any user exists); on every run, a demo consultation open now'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { seedDemoAccounts, demoAccounts, User } = await import('#modules/identity/index')
    const { seedDemoAppointments, seedOpenDemoConsultation } = await import('#modules/scheduling/index')
    const created = await seedDemoAccounts()
    if (created.length > 0) {
      const id = (email: string) => created.find((a) => a.email === email)!.userId
      await seedDemoAppointments([
        {
          patientUserId: id('andi@contoh.id'),
          providerUserId: id('perawat.sari@telerawat.id'),
          daysAhead: 1,
          time: '09:00',
          complaint: 'Kontrol luka pasca operasi kecil',
        },
        {
          patientUserId: id('andi@contoh.id'),
          providerUserId: id('dr.budi@telerawat.id'),
          daysAhead: 2,
          time: '14:00',
          complaint: 'Tekanan darah sering tinggi',
        },
        {
          patientUserId: id('dewi@contoh.id'),
          providerUserId: id('bidan.rina@telerawat.id'),
          daysAhead: 1,
          time: '10:30',
          complaint: 'Konsultasi kehamilan trimester pertama',
        },
      ])
    }
    this.logger.info(created.length ? 'Akun demo dibuat (dengan 3 janji temu):' : 'Database sudah berisi pengguna; akun demo:')
    for (const a of demoAccounts) this.logger.log(`  ${a.role.padEnd(8)} ${a.email.padEnd(28)} ${a.password}`)

    // On every start: one consultation open now, to try the built-in call in two browser windows (README)
    if (this.app.inProduction) return
    const [andi, sari] = await Promise.all([User.findBy('email', DEMO_PATIENT), User.findBy('email', DEMO_PROVIDER)])
    const open = andi && sari ? await seedOpenDemoConsultation(andi.id, sari.id) : null
    if (open) {
      this.logger.info(`Konsultasi demo terbuka sekarang / demo consultation open now: ${open.meetLink}`)
      this.logger.log(
        `  masuk sebagai ${DEMO_PATIENT} dan ${DEMO_PROVIDER} di dua jendela peramban / sign in as both in two browser windows`
      )
    }
  }
}
