import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterRequestInput } from '@modules/identity/contracts/register-request'
import { api } from '@/lib/api'

import { getUserQueryOptions } from './get-user'
import type { UserDto } from '@/api/openapi'

export function register(input: RegisterRequestInput): Promise<UserDto> {
  return api.post<UserDto>('/api/register', input)
}

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['/api/register'],
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user)
    },
  })
}
