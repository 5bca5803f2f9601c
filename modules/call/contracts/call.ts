import { z } from 'zod'

/**
 * The built-in video call's wire contract (docs/video.md): Socket.IO messages in the appointment's
 * consultation room and the ICE servers route. The client and the server both parse with these.
 */

/** Random per page load; a new value from the other side means it reloaded or opened a new tab. */
export const peerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)

export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(200_000).optional(),
})

export const iceCandidateSchema = z.object({
  candidate: z.string().max(2_000),
  sdpMid: z.string().max(64).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullish(),
  usernameFragment: z.string().max(256).nullish(),
})

/** 'call.signal' from a participant: an SDP description or an ICE candidate for the other one. */
export const callSignalSchema = z
  .object({
    appointmentId: z.uuid(),
    /** the other participant's user id */
    to: z.uuid(),
    peerId: peerIdSchema,
    /** the other side's page this is meant for (absent in 'hello'): a page that reloaded ignores what was meant for its predecessor */
    toPeer: peerIdSchema.optional(),
    description: sessionDescriptionSchema.optional(),
    /** null: the end of the sender's candidates */
    candidate: iceCandidateSchema.nullable().optional(),
    /** "I am here with this peerId": sent on joining and answered once by a side that did not know it */
    hello: z.literal(true).optional(),
  })
  .refine((s) => s.description !== undefined || s.candidate !== undefined || s.hello === true, {
    message: 'description, candidate or hello required',
  })
export type CallSignal = z.infer<typeof callSignalSchema>
/** As relayed: `from` is the sender's user id, set by the server. */
export type CallSignalPush = CallSignal & { from: string }

export const callQualitySchema = z.enum(['unknown', 'good', 'fair', 'poor'])
export type CallQuality = z.infer<typeof callQualitySchema>

/** 'call.state': what one side sends now (shown on the other side: muted mic, initials tile, quality). */
export const callStateSchema = z.object({
  appointmentId: z.uuid(),
  mic: z.boolean(),
  camera: z.boolean(),
  screen: z.boolean(),
  quality: callQualitySchema,
  /** the sender dropped its video because the path is very poor */
  audioOnly: z.boolean().default(false),
})
export type CallState = z.infer<typeof callStateSchema>
export type CallStatePush = CallState & { userId: string; role: 'PATIENT' | 'PROVIDER' }

/** 'call.media': the sender's media started flowing or stopped (events ConsultationMediaConnected/Ended). */
export const callMediaSchema = z.object({
  appointmentId: z.uuid(),
  state: z.enum(['connected', 'disconnected']),
})
export type CallMedia = z.infer<typeof callMediaSchema>

/** The answer to every call.* emit. */
export type CallAck = { ok: true } | { ok: false; code: string }

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
})
export type IceServer = z.infer<typeof iceServerSchema>

/** GET /api/consultations/:appointmentId/ice-servers */
export const iceServersSchema = z.object({
  iceServers: z.array(iceServerSchema),
  /** when the TURN credentials stop working (ISO); the client fetches new ones before */
  expiresAt: z.iso.datetime({ offset: true }),
  /** whether a TURN relay is configured (without one, calls work on one machine and a LAN only) */
  relay: z.boolean(),
})
export type IceServersDto = z.infer<typeof iceServersSchema>

/** One side's media in the session (the appointment's read model and the session summary). */
export const sideMediaSchema = z.object({
  firstConnectedAt: z.iso.datetime({ offset: true }).nullable(),
  connectedSeconds: z.number().int().min(0),
  reconnections: z.number().int().min(0),
})
export type SideMedia = z.infer<typeof sideMediaSchema>
export const appointmentMediaSchema = z.object({ patient: sideMediaSchema.nullable(), provider: sideMediaSchema.nullable() })
export type AppointmentMedia = z.infer<typeof appointmentMediaSchema>
