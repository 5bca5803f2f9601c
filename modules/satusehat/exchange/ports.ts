import type { ActiveExchange } from '../settings.js'
import type { IndexKind } from './ihs-index.js'

/** What the worker hands the Bundle's maker for one attempt. */
export interface PrepareContext {
  config: ActiveExchange
  /** The IHS number of a person in SATUSEHAT's index (throws PersonNotRegistered when absent). */
  ihsNumber(kind: IndexKind, person: { id: string; nik: string | null | undefined }): Promise<string>
  /** Server ids by entry key from the previous send: a correction updates these resources. */
  sent: ReadonlyMap<string, string>
}

/** A visit ready to send: the transaction Bundle, its entries' keys in order, what stays local. */
export interface PreparedVisit {
  bundle: unknown
  entries?: Array<{ key: string }>
  localOnly?: Array<{ kind: 'SDKI' | 'SLKI' | 'SIKI'; code: string; display: string }>
}

/**
 * What the exchange needs from other modules, as functions the module wires to their doors
 * (doors.ts): the visit's SATUSEHAT Bundle of a finalised record (fhir) and the patient's consent (consent).
 */
export interface ExchangePorts {
  /** The record's SATUSEHAT transaction Bundle (IHS references looked up, platform rules checked). */
  visitBundle(recordId: string, ctx: PrepareContext): Promise<PreparedVisit>
  /** Whether the patient's consent to send data to SATUSEHAT is active now. */
  consentActive(patient: { patientId: string; patientUserId: string }): Promise<boolean>
}
