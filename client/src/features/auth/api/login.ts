import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginRequestInput } from '@modules/identity/contracts/login-request'
import { api } from '@/lib/api'

import { getUserQueryOptions } from './get-user'
import type { UserDto } from '@/api/openapi'

export function login(input: LoginRequestInput): Promise<UserDto> {
  return api.post<UserDto>('/api/login', input)
}

/** On success the returned user becomes the session; the guest guard then redirects by role. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['/api/login'],
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user)
    },
  })
}
