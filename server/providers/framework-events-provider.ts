import type { ApplicationService } from '@adonisjs/core/types'
import { skipEmitsWithoutListeners } from '#server/http/quiet-emitter'

/** The framework's emitter skips the events nobody listens to (server/http/quiet-emitter.ts). */
export default class FrameworkEventsProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    skipEmitsWithoutListeners(await this.app.container.make('emitter'))
  }
}
