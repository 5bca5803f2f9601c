import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** `npm run api:types`: writes client/src/api/openapi.d.ts from the API document (docs/api.md). */
export default class ApiTypes extends BaseCommand {
  static commandName = 'api:types'
  static description = "Generate the client's request/response types from the OpenAPI document (client/src/api/openapi.d.ts)"
  static options: CommandOptions = { startApp: false }

  async run() {
    const { openApiDocument } = await import('#server/app/openapi/document')
    const { clientTypesSource, clientTypesPath, CLIENT_TYPES_FILE } = await import('#server/app/openapi/client-types')
    const file = clientTypesPath()
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, await clientTypesSource(await openApiDocument()))
    this.logger.success(`${CLIENT_TYPES_FILE} ditulis / written`)
  }
}
