export type ServiceGroup = 'kafka' | 'redis' | 'redis-restart' | 'postgres-restart' | 'fhir' | 'turn'
export const SERVICE_GROUPS: Record<ServiceGroup, { label: string; needs: string[]; how: string }>
/** True when a setting of `group` is missing (skip the tests); notes the skip for npm test's summary. */
export function missingService(group: ServiceGroup, env?: NodeJS.ProcessEnv): boolean
/** One line per group skipped in this run, each with how to run it. */
export function skipSummary(dir: string): string[]
