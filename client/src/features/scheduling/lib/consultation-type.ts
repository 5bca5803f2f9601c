import type { AppointmentType } from '@modules/scheduling/contracts/appointment-type'

export type ConsultationType = AppointmentType

/** What a provider offers (the directory's fields). */
type Offer = { consultationFee: number; offersChat: boolean; chatFee: number }

/** The types a patient may book with this provider: video always, chat where offered. */
export const offeredTypes = (provider: Offer): ConsultationType[] => (provider.offersChat ? ['VIDEO', 'CHAT'] : ['VIDEO'])

/** The fee of a type with this provider (whole Rupiah); a type not offered books as video. */
export const feeOf = (provider: Offer, type: ConsultationType): number =>
  type === 'CHAT' && provider.offersChat ? provider.chatFee : provider.consultationFee

/** The type the wizard sends: chat only where the provider still offers it. */
export const bookableType = (provider: Offer, type: ConsultationType): ConsultationType =>
  offeredTypes(provider).includes(type) ? type : 'VIDEO'
