/**
 * What the exchange needs from other modules, as functions the module wires to their doors
 * (index.ts): the visit Bundle of a finalised record (fhir) and the patient's consent (consent).
 */
export interface ExchangePorts {
  /** The record's FHIR R4 transaction Bundle (conditional creates on identifiers). */
  visitBundle(recordId: string): Promise<unknown>
  /** Whether the patient's consent to send data to SATUSEHAT is active now. */
  consentActive(patient: { patientId: string; patientUserId: string }): Promise<boolean>
}
