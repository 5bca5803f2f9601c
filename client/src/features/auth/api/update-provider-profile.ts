import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProviderProfileRequestInput } from '@modules/identity/contracts/provider-profile-request'

import { api } from '@/lib/api'
import { getUserQueryOptions } from './get-user'
import type { UserDto } from '@/api/openapi'

/** PATCH /api/provider/profile — the provider enters or changes the STR number an admin verifies. */
export function updateProviderProfile(input: ProviderProfileRequestInput): Promise<UserDto> {
  return api.patch<UserDto>('/api/provider/profile', input)
}

/** The answer is the updated session user (a changed STR number withdraws the verification). */
export function useUpdateProviderProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['/api/provider/profile'],
    mutationFn: updateProviderProfile,
    onSuccess: (user) => queryClient.setQueryData(getUserQueryOptions().queryKey, user),
  })
}
