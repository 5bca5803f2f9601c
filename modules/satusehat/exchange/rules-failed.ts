import type { RuleFailure } from '../domain/platform-rules.js'
import type { PreparedVisit } from './ports.js'
import { RULES_FAILED_REASON } from './names.js'

/** The Bundle broke platform rules checked before sending: it never leaves (REFUSED). */
export class RulesFailed extends Error {
  constructor(
    readonly failures: RuleFailure[],
    readonly localOnly: PreparedVisit['localOnly']
  ) {
    super(`${RULES_FAILED_REASON}: ${failures.map((f) => `${f.rule} (${f.path})`).join('; ')}`.slice(0, 500))
  }
}
