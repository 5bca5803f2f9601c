import { channel } from 'node:diagnostics_channel'

/**
 * Told `{ kind }` each time the worker handed a mail to the mail server; the server's metrics
 * count e-mails sent from it (telerawat_mails_sent_total). Costs nothing while nobody subscribes.
 */
export const mailSent = channel('telerawat.notification.mail-sent')
