import { Message } from '@adonisjs/mail'
import edge from 'edge.js'

/**
 * The e-mail templates of this module (mail/views/*.edge), on the shared Edge instance under
 * the `notification` disk. @adonisjs/mail's provider wires Message.templateEngine only for apps
 * that serve Edge pages; this API does not, so the module wires it the same way, once.
 */
edge.mount('notification', new URL('./views/', import.meta.url))
// Compiled once per process: without it every mail re-read and re-parsed its template (a booking
// day's profile: a sixth of the mail worker's time in readFileSync and acorn, docs/performance.md).
edge.configure({ cache: true })

Message.templateEngine ??= {
  render: (template, helpers, data) => edge.createRenderer().share(helpers).render(template, data),
}

export const appointmentViews = {
  html: 'notification::appointment',
  text: 'notification::appointment-text',
} as const
