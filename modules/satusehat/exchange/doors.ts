import { hasActiveConsent } from '#modules/consent/index'
import { assertValidBundle, buildSatusehatBundle, InvalidFhirError, visitInputForRecord } from '#modules/fhir/index'
import { DomainError } from '#modules/kernel/index'
import { checkPlatformRules } from '../domain/platform-rules.js'
import { RulesFailed } from './rules-failed.js'
import type { ExchangePorts, PrepareContext, PreparedVisit } from './ports.js'
import { ExchangeError } from './fhir-client.js'
import { BUNDLE_INVALID_REASON, RECORD_GONE_REASON, RECORD_NOT_FINAL_REASON } from './names.js'

/**
 * The visit as SATUSEHAT takes it: what the record is made of (fhir's door), the patient's and the
 * health worker's IHS numbers from the national indexes, the playbook's Bundle (fhir's
 * buildSatusehatBundle) with the registered Location and the one organization, validated against
 * R4 and checked against the platform's rules. What retrying cannot change ends the row at once
 * (DEAD): a record that no longer exists (404), one that is not FINAL (409), a Bundle that fails
 * R4 validation. Anything else (the database briefly away) is retried with back-off.
 */
export async function preparedSatusehatVisit(recordId: string, ctx: PrepareContext): Promise<PreparedVisit> {
  let input
  try {
    input = await visitInputForRecord(recordId)
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw new ExchangeError(RECORD_GONE_REASON, false)
    if (error instanceof DomainError && error.status === 409) throw new ExchangeError(RECORD_NOT_FINAL_REASON, false)
    throw error
  }
  const patientIhs = await ctx.ihsNumber('Patient', { id: input.patient.id, nik: input.patient.nik })
  const practitionerIhs = await ctx.ihsNumber('Practitioner', { id: input.practitioner.id, nik: input.practitioner.nik })
  const visit = buildSatusehatBundle(
    input,
    { patientIhs, practitionerIhs, location: ctx.config.location, organizationId: ctx.config.organizationId },
    ctx.sent
  )
  try {
    assertValidBundle(visit.bundle)
  } catch (error) {
    if (error instanceof InvalidFhirError) throw new ExchangeError(`${BUNDLE_INVALID_REASON}: ${error.message}`.slice(0, 500), false)
    throw error
  }
  const failures = checkPlatformRules(visit.bundle, ctx.config.organizationId)
  if (failures.length) throw new RulesFailed(failures, visit.localOnly)
  return { bundle: visit.bundle, entries: visit.entries, localOnly: visit.localOnly }
}

/**
 * The exchange's ports wired to the other modules' doors: the patient's SATUSEHAT consent from
 * the consent ledger, and the visit's SATUSEHAT Bundle from the fhir module.
 */
export const doorPorts: ExchangePorts = {
  visitBundle: preparedSatusehatVisit,
  consentActive: ({ patientUserId }) => hasActiveConsent(patientUserId, 'SATUSEHAT'),
}
