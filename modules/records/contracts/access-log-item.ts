import { z } from 'zod'

export const ACCESS_ACTIONS = ['READ', 'CREATE', 'UPDATE', 'DOWNLOAD', 'UPLOAD', 'HIDE', 'SHOW'] as const
export type AccessAction = (typeof ACCESS_ACTIONS)[number]

/**
 * 'resume': a visit's Resume Medis PDF; 'fhir_bundle': the whole record as a FHIR Bundle (downloads);
 * 'conversation': the messages between the patient and a health worker (modules/messaging).
 * 'event': an admin revealed the patient fields of one system event (issue 24).
 * 'intake': a provider read the pre-visit intake of an appointment (modules/intake, issue 22).
 */
export const RESOURCE_TYPES = ['record', 'document', 'resume', 'fhir_bundle', 'conversation', 'event', 'intake'] as const
export type ResourceType = (typeof RESOURCE_TYPES)[number]

/** One line of a patient's access trail: one request's accesses of one kind, grouped. */
export const accessLogItemSchema = z.object({
  at: z.string(),
  actor: z.object({ userId: z.string(), name: z.string(), role: z.string() }),
  action: z.enum(ACCESS_ACTIONS),
  resourceType: z.enum(RESOURCE_TYPES),
  /** How many records or documents this one access touched. */
  count: z.number(),
  resourceIds: z.array(z.string()),
  description: z.string(),
})
export type AccessLogItem = z.infer<typeof accessLogItemSchema>
