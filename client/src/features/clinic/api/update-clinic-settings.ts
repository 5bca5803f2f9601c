import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClinicSettingsPatch } from '@modules/clinic/contracts/clinic-settings'
import { api } from '@/lib/api'
import { getClinicSettingsQueryOptions } from '@/lib/clinic-settings'
import type { ClinicSettingsDto } from '@/api/openapi'

/** PATCH /api/admin/settings ('Pengaturan Sistem'): any subset of the settings; answers the new DTO. */
export function updateClinicSettings(patch: ClinicSettingsPatch) {
  return api.patch<ClinicSettingsDto>('/api/admin/settings', patch)
}

export function useUpdateClinicSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateClinicSettings,
    // every screen of this tab reads the settings through this key
    onSuccess: (dto) => queryClient.setQueryData(getClinicSettingsQueryOptions().queryKey, dto),
  })
}
