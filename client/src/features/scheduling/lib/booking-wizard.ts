/**
 * The booking wizard as a pure reducer (docs/product.md#booking-wizard): 1 provider -> 2 date, time and complaint ->
 * 3 payment summary, confirmed from step 3. Step 4 ('Konfirmasi') only appears in the step bar.
 */
import type { ConsultationType } from './consultation-type'

export const BOOKING_STEPS = ['provider', 'schedule', 'summary', 'confirmation'] as const
export type BookingStep = 1 | 2 | 3

export type BookingDraft = {
  step: BookingStep
  providerId: string | null
  /** clinic-zone day 'YYYY-MM-DD', '' until chosen */
  date: string
  /** the chosen slot's scheduledAt */
  scheduledAt: string | null
  complaint: string
  /** VIDEO unless the patient chose CHAT with a provider who offers it (step 3) */
  consultationType: ConsultationType
}

export const initialBookingDraft: BookingDraft = {
  step: 1,
  providerId: null,
  date: '',
  scheduledAt: null,
  complaint: '',
  consultationType: 'VIDEO',
}

export type BookingAction =
  | { type: 'selectProvider'; providerId: string }
  | { type: 'setDate'; date: string }
  | { type: 'selectSlot'; scheduledAt: string }
  | { type: 'setComplaint'; complaint: string }
  | { type: 'setConsultationType'; consultationType: ConsultationType }
  | { type: 'next'; minDate: string }
  | { type: 'back' }
  /** the server refused the slot (409): choose another time */
  | { type: 'slotTaken' }
  | { type: 'reset' }

/** Step 1 needs a provider; step 2 a date (tomorrow or later) and a time. */
export function canAdvance(draft: BookingDraft, minDate: string): boolean {
  switch (draft.step) {
    case 1:
      return draft.providerId !== null
    case 2:
      return draft.providerId !== null && draft.date >= minDate && draft.scheduledAt !== null
    case 3:
      return false
    default: {
      const unreachable: never = draft.step
      return unreachable
    }
  }
}

export function bookingReducer(draft: BookingDraft, action: BookingAction): BookingDraft {
  switch (action.type) {
    case 'selectProvider':
      // slots and the offered types are per provider
      return action.providerId === draft.providerId
        ? draft
        : { ...draft, providerId: action.providerId, scheduledAt: null, consultationType: 'VIDEO' }
    case 'setDate':
      return action.date === draft.date ? draft : { ...draft, date: action.date, scheduledAt: null }
    case 'selectSlot':
      return { ...draft, scheduledAt: action.scheduledAt }
    case 'setComplaint':
      return { ...draft, complaint: action.complaint }
    case 'setConsultationType':
      return { ...draft, consultationType: action.consultationType }
    case 'next':
      return canAdvance(draft, action.minDate) ? { ...draft, step: (draft.step + 1) as BookingStep } : draft
    case 'back':
      return draft.step > 1 ? { ...draft, step: (draft.step - 1) as BookingStep } : draft
    case 'slotTaken':
      return { ...draft, step: 2, scheduledAt: null }
    case 'reset':
      return initialBookingDraft
    default: {
      const unreachable: never = action
      return unreachable
    }
  }
}
