import { DEFAULT_APPOINTMENT_TYPE, type AppointmentType } from '../contracts/appointment-type.js'

/** What a provider offers: video always, chat when they turned it on, each at its own fee (whole Rupiah). */
export interface ProviderOffer {
  consultationFee: number
  offersChat: boolean
  chatFee: number
}

export type TypeDecision =
  { ok: true; type: AppointmentType; fee: number } | { ok: false; status: 422; field: 'type'; message: 'scheduling.chat_not_offered' }

/** The type a booking asked for (VIDEO when it named none) and its fee, or why this provider cannot take it. */
export function decideAppointmentType(requested: AppointmentType | undefined, provider: ProviderOffer): TypeDecision {
  const type = requested ?? DEFAULT_APPOINTMENT_TYPE
  switch (type) {
    case 'VIDEO':
      return { ok: true, type, fee: provider.consultationFee }
    case 'CHAT':
      return provider.offersChat
        ? { ok: true, type, fee: provider.chatFee }
        : { ok: false, status: 422, field: 'type', message: 'scheduling.chat_not_offered' }
    default: {
      const unknownType: never = type
      throw new Error(`unknown appointment type ${String(unknownType)}`)
    }
  }
}

/** The type an AppointmentBooked carries; one appended before the field existed was a video visit. */
export const bookedType = (payload: { type?: AppointmentType | null }): AppointmentType => payload.type ?? DEFAULT_APPOINTMENT_TYPE
