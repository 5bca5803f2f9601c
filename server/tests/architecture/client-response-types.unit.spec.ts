import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root })

/** The lint's verdict (eslint.config.js) on a client file that is not on disk: the messages of the response-type rule. */
async function responseTypeErrors(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('client response types come from the generated file (npm run lint, docs/adr/0023)', () => {
  const file = 'client/src/features/messaging/api/fixture.ts'

  it('fails on a response DTO taken from a module contract, by alias or by relative path', async () => {
    const errors = await responseTypeErrors(
      file,
      [
        `import type { MessageDto } from '@modules/messaging/contracts/messaging-dto'`,
        `import type { ConversationDto } from '../../../../../modules/messaging/contracts/messaging-dto'`,
        `export type Both = [MessageDto, ConversationDto]`,
      ].join('\n')
    )
    expect(errors).toHaveLength(2)
    expect(errors[0]).toMatch(/generated '@\/api\/openapi'/)
  }, 60_000)

  it('fails on a type the generated file names, even without the Dto suffix', async () => {
    const errors = await responseTypeErrors(
      'client/src/components/record-coding/fixture.ts',
      `import type { SdkiDetail } from '@modules/terminology/contracts/sdki-detail'\nexport type Detail = SdkiDetail\n`
    )
    expect(errors).toHaveLength(1)
  }, 60_000)

  it('passes the generated types, and request schemas, pushes and vocabulary from the contracts', async () => {
    const errors = await responseTypeErrors(
      file,
      [
        `import type { Message } from '@/api/openapi'`,
        `import { sendMessageRequestSchema, type TypingPush } from '@modules/messaging/contracts/messaging-dto'`,
        `import type { AppointmentStatus } from '@modules/scheduling/contracts/appointment-status'`,
        `export type Used = [Message, TypingPush, AppointmentStatus, typeof sendMessageRequestSchema]`,
      ].join('\n')
    )
    expect(errors).toEqual([])
  }, 60_000)
})
