import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { LoadMore } from '@/components/ui/load-more'
import { toast } from '@/components/ui/use-toast'
import { ApiError, getErrorMessage } from '@/lib/api'
import { useCreateAppointment } from '../../api/create-appointment'
import { useProviders } from '../../api/get-providers'
import { useProviderAvailability } from '../../api/get-provider-availability'
import { useAvailabilityRoom } from '../../hooks/use-availability-room'
import { BOOKING_STEPS, bookingReducer, canAdvance, initialBookingDraft } from '../../lib/booking-wizard'
import { useBookingFocus } from '../../hooks/use-booking-focus'
import { tomorrowKey } from '../../lib/clinic-calendar'
import { bookableType } from '../../lib/consultation-type'
import { ProviderStep } from './provider-step'
import { ScheduleStep } from './schedule-step'
import { StepBar } from './step-bar'
import { SummaryStep } from './summary-step'
import { JoinWaitlistButton } from '../waitlist/join-waitlist-button'

type BookingDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * A step shown before the wizard while it is set: the route passes what booking needs first — a
   * verified e-mail, then a profile with NIK, date of birth, gender and phone — and null once all is there.
   */
  profileStep?: ReactNode
}

/**
 * docs/product.md#booking-wizard: the 4-step booking wizard (confirmed from step 3). Closing it
 * (Escape, the corner button, a click outside) keeps the choices for the next opening; 'Batal'
 * and a booking made clear them. Focus: docs/accessibility.md#booking-dialog.
 */
export function BookingDialog({ open, onOpenChange, profileStep = null }: BookingDialogProps) {
  const { t } = useTranslation()
  const [draft, dispatch] = useReducer(bookingReducer, initialBookingDraft)
  const [conflict, setConflict] = useState<string | null>(null)
  const minDate = tomorrowKey()

  const providersQuery = useProviders({ enabled: open })
  const providers = (providersQuery.data?.pages.flatMap((page) => page.items) ?? []).filter((provider) => provider.displayName?.trim())
  const provider = providers.find((candidate) => candidate.id === draft.providerId) ?? null
  const availability = useProviderAvailability(open ? draft.providerId : null, draft.date && draft.date >= minDate ? draft.date : null)
  useAvailabilityRoom(open ? draft.providerId : null)
  const createMutation = useCreateAppointment()
  const pending = createMutation.isPending
  const incompleteToast = useRef<ReturnType<typeof toast> | null>(null)
  const focus = useBookingFocus({
    open,
    step: draft.step,
    wizard: !profileStep,
    providersReady: !providersQuery.isPending,
  })
  // the 'Informasi Belum Lengkap' toast goes once the patient changes what it was about
  useEffect(() => incompleteToast.current?.dismiss(), [draft.providerId, draft.date, draft.scheduledAt, draft.step])

  function reset() {
    dispatch({ type: 'reset' })
    setConflict(null)
  }

  function handleOpenChange(next: boolean) {
    if (!next && pending) return
    onOpenChange(next)
  }

  function cancel() {
    reset()
    onOpenChange(false)
  }

  function warnIncomplete() {
    incompleteToast.current = toast({
      variant: 'destructive',
      title: t('scheduling.booking.incompleteTitle'),
      description: t('scheduling.booking.incompleteDescription'),
    })
  }

  function handleNext() {
    if (!canAdvance(draft, minDate)) return warnIncomplete()
    dispatch({ type: 'next', minDate })
  }

  function handleConfirm() {
    if (!provider || !draft.scheduledAt) return warnIncomplete()
    createMutation.mutate(
      {
        providerId: provider.id,
        scheduledAt: draft.scheduledAt,
        complaint: draft.complaint,
        type: bookableType(provider, draft.consultationType),
      },
      {
        onSuccess: () => {
          toast({ title: t('scheduling.booking.successTitle'), description: t('scheduling.booking.successDescription') })
          reset()
          onOpenChange(false)
        },
        onError: (error) => {
          const message = getErrorMessage(error)
          toast({ variant: 'destructive', title: t('scheduling.booking.failedTitle'), description: message })
          if (error instanceof ApiError && error.status === 409) {
            // the slot went to someone else: pick again from the refreshed availability
            setConflict(message)
            dispatch({ type: 'slotTaken' })
          }
        },
      }
    )
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        ref={focus.contentRef}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        className="max-h-[calc(100svh-2rem)] max-w-xl overflow-y-auto"
        closeLabel={t('common.close')}
        data-testid="booking-dialog"
      >
        <DialogHeader className="pr-8">
          <DialogTitle>{t('scheduling.booking.title')}</DialogTitle>
          <DialogDescription>
            {profileStep ? null : `${t('scheduling.booking.stepOf', { current: draft.step, total: 4 })} · `}
            {t('scheduling.booking.description')}
          </DialogDescription>
        </DialogHeader>

        {profileStep ? (
          profileStep
        ) : (
          <>
            <StepBar current={draft.step} />

            <div className="grid min-h-56 content-start gap-3">
              {/* each step's heading takes the focus when the step opens (the summary must be read before 'Konfirmasi') */}
              <h3
                ref={focus.headingRef}
                tabIndex={-1}
                data-testid="booking-step-heading"
                className="rounded-sm text-base font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t(`scheduling.booking.steps.${BOOKING_STEPS[draft.step - 1] ?? 'provider'}`)}
              </h3>
              {draft.step === 1 ? (
                <ProviderStep
                  providers={providers}
                  isLoading={providersQuery.isPending}
                  error={providersQuery.error}
                  value={draft.providerId}
                  onChange={(providerId) => dispatch({ type: 'selectProvider', providerId })}
                  more={
                    <LoadMore
                      hasNextPage={providersQuery.hasNextPage}
                      isFetchingNextPage={providersQuery.isFetchingNextPage}
                      fetchNextPage={providersQuery.fetchNextPage}
                    />
                  }
                />
              ) : draft.step === 2 ? (
                <ScheduleStep
                  minDate={minDate}
                  date={draft.date}
                  onDateChange={(date) => {
                    setConflict(null)
                    dispatch({ type: 'setDate', date })
                  }}
                  slots={availability.data?.slots}
                  dayOff={availability.data?.dayOff}
                  slotsLoading={availability.isPending || (availability.isFetching && !!conflict)}
                  slotsError={availability.error}
                  scheduledAt={draft.scheduledAt}
                  onSlotChange={(scheduledAt) => {
                    setConflict(null)
                    dispatch({ type: 'selectSlot', scheduledAt })
                  }}
                  complaint={draft.complaint}
                  onComplaintChange={(complaint) => dispatch({ type: 'setComplaint', complaint })}
                  conflict={conflict}
                  whenFull={
                    provider ? (
                      <JoinWaitlistButton
                        provider={provider}
                        date={draft.date}
                        consultationType={draft.consultationType}
                        onConsultationTypeChange={(consultationType) => dispatch({ type: 'setConsultationType', consultationType })}
                        onJoined={cancel}
                      />
                    ) : null
                  }
                />
              ) : provider && draft.scheduledAt ? (
                <SummaryStep
                  provider={provider}
                  scheduledAt={draft.scheduledAt}
                  complaint={draft.complaint}
                  consultationType={draft.consultationType}
                  onConsultationTypeChange={(consultationType) => dispatch({ type: 'setConsultationType', consultationType })}
                />
              ) : null}
            </div>

            <DialogFooter>
              {draft.step === 1 ? (
                <Button key="cancel" variant="outline" onClick={cancel}>
                  {t('scheduling.booking.cancel')}
                </Button>
              ) : (
                <Button key="back" variant="outline" onClick={() => dispatch({ type: 'back' })} disabled={pending}>
                  {t('scheduling.booking.back')}
                </Button>
              )}
              {draft.step === 3 ? (
                <SubmitButton
                  pending={pending}
                  pendingLabel={t('scheduling.booking.confirming')}
                  type="button"
                  key="confirm"
                  onClick={handleConfirm}
                >
                  {t('scheduling.booking.confirm')}
                </SubmitButton>
              ) : (
                <Button key="next" onClick={handleNext}>
                  {t('scheduling.booking.next')}
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
