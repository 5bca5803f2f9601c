export const ACCESS_ACTIONS = ['READ', 'CREATE', 'UPDATE', 'DOWNLOAD', 'UPLOAD', 'HIDE', 'SHOW'] as const
export type AccessAction = (typeof ACCESS_ACTIONS)[number]

/** 'resume': a visit's Resume Medis PDF; 'fhir_bundle': the whole record as a FHIR Bundle (downloads). */
export const RESOURCE_TYPES = ['record', 'document', 'resume', 'fhir_bundle'] as const
export type ResourceType = (typeof RESOURCE_TYPES)[number]

/** One line of a patient's access trail: one request's accesses of one kind, grouped. */
export interface AccessLogItem {
  at: string
  actor: { userId: string; name: string; role: string }
  action: AccessAction
  resourceType: ResourceType
  /** How many records or documents this one access touched. */
  count: number
  resourceIds: string[]
  description: string
}
