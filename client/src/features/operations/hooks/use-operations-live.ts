import { useQueryClient } from '@tanstack/react-query'
import { OPERATIONS_ROOM, type OperationsPush } from '@modules/operations/contracts/operations'
import { useSocketConnected, useSocketEvent, useSocketRooms } from '@/lib/socket'
import { setReplay } from '../api/replays'
import { invalidateOperations } from '../lib/invalidate-operations'
import { getConsumersQueryOptions } from '../api/get-consumers'

const ROOMS = [OPERATIONS_ROOM] as const

/** Joins the admin-only room and applies its pushes: replay progress in place, dead letters and states by refetch. */
export function useOperationsLive() {
  const queryClient = useQueryClient()
  useSocketRooms(ROOMS)
  useSocketEvent<OperationsPush>('operations.changed', (push) => {
    if (push.kind === 'replay' && push.replay) setReplay(queryClient, push.replay)
    if (push.kind === 'dead-letter') void invalidateOperations(queryClient)
    if (push.kind === 'consumers') void queryClient.invalidateQueries({ queryKey: getConsumersQueryOptions().queryKey })
  })
  return useSocketConnected()
}
