import type { ApplicationService } from '@adonisjs/core/types'

export interface BootedApp {
  app: ApplicationService
  db: any
  url: string
  events: () => Promise<any>
  import: (specifier: string) => Promise<any>
  stop: () => Promise<void>
}

export function bootApp(): Promise<BootedApp>
export function resetDatabase(db: any): Promise<void>
