import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { ADMIN_ACTIVITY_QUERY_KEY } from '@/features/admin/api/get-admin-activity'
import { activityPositions } from '@/features/admin/lib/activity-positions'
import { adminPositions } from '@/features/admin/lib/event-position'
import { invalidateAdminQueries } from '@/features/admin/lib/invalidate-admin-queries'
import { getUserQueryOptions, useUser } from '@/features/auth/api/get-user'
import { appointmentPositions } from '@/features/scheduling/lib/event-position'
import { messagePositions } from '@/features/messaging/lib/event-position'
import { notificationPositions } from '@/features/notifications/lib/event-position'
import { getProviderScheduleQueryOptions } from '@/features/scheduling/api/get-provider-schedule'
import { invalidateAppointmentQueries, invalidateAvailability } from '@/features/scheduling/lib/invalidate-appointment-queries'
import { useSocketConnection, useSocketEvent, useSocketReconnect } from '@/lib/socket'
import { CONVERSATIONS_QUERY_KEY } from '@/features/messaging/api/get-conversations'
import { getIntakeQueryOptions, isIntakeQueryKey } from '@/features/intake/api/get-intake'
import type { IntakeSubmittedPush } from '@modules/intake/contracts/intake-pushes'
import type { AdminActivityPush } from '@modules/identity/contracts/admin-activity'
import type { UserChangedPush } from '@modules/identity/contracts/user-changed-push'
import type { AppointmentChangedPush } from '@modules/scheduling/contracts/appointment-changed-push'
import type { AvailabilityChangedPush } from '@modules/scheduling/contracts/availability-changed-push'
import { invalidateWaitlistQueries } from '@/features/scheduling/lib/invalidate-waitlist-queries'
import type { WaitlistChangedPush } from '@modules/scheduling/contracts/waitlist'

/**
 * Maps server pushes onto the same query keys the mutations invalidate (docs/adr/0005-realtime-rooms-and-presence.md).
 * Mounted once, in the root layout; the socket lives while a user is signed in.
 */
export function useRealtimeInvalidation() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { t } = useTranslation()
  const user = useUser().data ?? null
  const sessionKey = getUserQueryOptions().queryKey

  useSocketConnection(user?.id)

  useEffect(() => {
    // a different (or no) user: the previous user's feed and positions do not apply
    adminPositions.reset()
    activityPositions.reset()
    appointmentPositions.reset()
    messagePositions.reset()
    notificationPositions.reset()
  }, [user?.id])

  useSocketEvent<UserChangedPush>('user.changed', (push) => {
    adminPositions.record(push.position)
    void invalidateAdminQueries(queryClient)
    if (push.userId === user?.id) void queryClient.invalidateQueries({ queryKey: sessionKey })
  })

  // 'Aktivitas Terkini': a new entry (admins only); the refetch waits for it (X-Min-Position)
  useSocketEvent<AdminActivityPush>('activity.added', (push) => {
    activityPositions.record(push.position)
    void queryClient.invalidateQueries({ queryKey: ADMIN_ACTIVITY_QUERY_KEY })
  })

  // a booking, cancellation or session end of one of this user's appointments
  useSocketEvent<AppointmentChangedPush>('appointment.changed', (push) => {
    appointmentPositions.record(push.position)
    void invalidateAppointmentQueries(queryClient, { appointmentId: push.appointmentId })
    // a first booking opens a conversation
    if (push.type === 'AppointmentBooked') void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY })
  })

  // a provider changed their schedule: the slots shown for them, and their own 'Jadwal Praktik' elsewhere
  useSocketEvent<AvailabilityChangedPush>('availability.changed', (push) => {
    void invalidateAvailability(queryClient, push.providerId)
    if (user?.role === 'PROVIDER') void queryClient.invalidateQueries({ queryKey: getProviderScheduleQueryOptions().queryKey })
  })

  // the patient's waitlist: joined or left elsewhere, a freed slot offered to them (docs/waitlist.md), an offer ended
  useSocketEvent<WaitlistChangedPush>('waitlist.changed', (push) => {
    void invalidateWaitlistQueries(queryClient)
    if (push.type === 'WaitlistSlotOffered') {
      toast({ title: t('waitlist.offerArrivedTitle'), description: t('waitlist.offerArrivedDescription') })
    }
  })

  // 'Pesan': a message sent, read or withdrawn in one of my conversations (any tab, either side)
  const refreshConversations = (push?: { position?: unknown }) => {
    messagePositions.record(push?.position)
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY })
  }
  useSocketEvent('message.created', refreshConversations)
  useSocketEvent('message.read', refreshConversations)
  useSocketEvent('message.withdrawn', refreshConversations)

  // the patient saved their pre-visit intake: the provider's waiting room and consultation screen show the new version
  useSocketEvent<IntakeSubmittedPush>('intake.submitted', (push) => {
    void queryClient.invalidateQueries({ queryKey: getIntakeQueryOptions(push.appointmentId).queryKey })
  })

  useSocketEvent('session.revoked', () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] })
    queryClient.setQueryData(sessionKey, null)
    toast({ title: t('shell.sessionEndedTitle'), description: t('shell.sessionEndedDescription') })
    void navigate('/auth', { replace: true })
  })

  // pushes sent while disconnected are lost: refresh what they would have refreshed
  useSocketReconnect(() => {
    void invalidateAdminQueries(queryClient)
    void queryClient.invalidateQueries({ queryKey: ADMIN_ACTIVITY_QUERY_KEY })
    void invalidateAppointmentQueries(queryClient)
    void invalidateWaitlistQueries(queryClient)
    refreshConversations()
    void queryClient.invalidateQueries({ predicate: (query) => isIntakeQueryKey(query.queryKey) })
  })
}
