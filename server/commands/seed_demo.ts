import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class SeedDemo extends BaseCommand {
  static commandName = 'db:seed-demo'
  static description = 'Seed demo accounts into an empty database (skipped when any user exists)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { seedDemoAccounts, demoAccounts } = await import('#modules/identity/index')
    const created = await seedDemoAccounts()
    this.logger.info(created.length ? 'Akun demo dibuat:' : 'Database sudah berisi pengguna; akun demo:')
    for (const a of demoAccounts) this.logger.log(`  ${a.role.padEnd(8)} ${a.email.padEnd(28)} ${a.password}`)
  }
}
