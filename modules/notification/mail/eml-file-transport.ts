import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'
import type { Logger } from '@adonisjs/core/logger'

export interface EmlSendConfig {
  /** Stable per reminder, so a re-send overwrites the file instead of adding a second one. */
  fileName: string
}

/**
 * An @adonisjs/mail transport for machines without SMTP: each message becomes one .eml file a
 * newcomer can open (the package ships no file transport; its JSON one keeps nothing readable).
 */
export class EmlFileTransport implements MailTransportContract {
  readonly #builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  constructor(
    private readonly mailDir: string,
    private readonly logger: Logger
  ) {}

  async send(message: NodeMailerMessage, config?: EmlSendConfig): Promise<MailResponse<{ file: string }>> {
    if (!config?.fileName) throw new Error('EmlFileTransport needs a fileName per message')
    const info = await this.#builder.sendMail(message)
    await mkdir(this.mailDir, { recursive: true })
    const file = path.join(this.mailDir, config.fileName)
    await writeFile(file, info.message as Buffer)
    this.logger.info({ file, to: message.to, subject: message.subject }, 'e-mail ditulis sebagai .eml (SMTP_URL tidak diatur)')
    return new MailResponse(info.messageId, info.envelope, { file })
  }

  close() {
    this.#builder.close()
  }
}
