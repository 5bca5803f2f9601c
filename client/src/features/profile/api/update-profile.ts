import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { PatientProfilePatchInput } from '@modules/identity/contracts/patient-profile-request'
import type { ProviderOwnProfilePatchInput } from '@modules/identity/contracts/provider-own-profile-request'
import { api } from '@/lib/api'
import { getProfileQueryOptions } from './get-profile'
import type { OwnProfileDto } from '@/api/openapi'

export type ProfilePatch = PatientProfilePatchInput | ProviderOwnProfilePatchInput

/** PATCH /api/profile — the answer is the saved profile. */
export function updateProfile(input: ProfilePatch): Promise<OwnProfileDto> {
  return api.patch<OwnProfileDto>('/api/profile', input)
}

/** Saves the profile; the header's name (the session user) and the booking directory read it too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['/api/profile'],
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(getProfileQueryOptions().queryKey, profile),
    // the header's name (auth's session user, GET /api/user) and the booking directory (scheduling's
    // GET /api/providers) show the profile too; features do not import each other, so their keys are named here
    onSettled: () => {
      for (const queryKey of [['/api/user'], ['/api/providers']]) void queryClient.invalidateQueries({ queryKey })
    },
  })
}
