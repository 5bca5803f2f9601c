import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from '@/lib/api'
import { beginSignOut } from '../lib/sign-out-intent'
import { getUserQueryOptions } from './get-user'

export async function logout(): Promise<void> {
  await api.post<unknown>('/api/logout')
}

/** Clears the session and returns to '/' (docs/product.md#screens-and-routes: logout returns to the landing page). */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationKey: ['/api/logout'],
    mutationFn: logout,
    onSuccess: () => {
      beginSignOut()
      const sessionKey = getUserQueryOptions().queryKey
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] })
      queryClient.setQueryData(sessionKey, null)
      void navigate('/', { replace: true })
    },
  })
}
