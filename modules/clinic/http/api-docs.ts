import type { ApiDocs } from '#modules/kernel/index'
import { clinicSettingsDtoSchema, clinicSettingsPatchSchema } from '../contracts/clinic-settings.js'

/** The API document's entries for routes.ts (docs/api.md): one `api.route` per route. */
export function documentClinicApi(api: ApiDocs) {
  const dto = api.schema('ClinicSettingsDto', clinicSettingsDtoSchema)
  api.route({
    method: 'get',
    path: '/api/admin/settings',
    summary: 'Pengaturan Sistem / Clinic settings',
    auth: ['ADMIN'],
    response: { schema: dto },
  })
  api.route({
    method: 'patch',
    path: '/api/admin/settings',
    summary: 'Ubah pengaturan / Change clinic settings',
    auth: ['ADMIN'],
    body: clinicSettingsPatchSchema,
    response: { schema: dto },
  })
  api.route({
    method: 'get',
    path: '/api/clinic/settings',
    summary: 'Pengaturan klinik untuk layar pengguna / Clinic settings for every signed-in screen',
    auth: 'signed-in',
    response: { schema: dto },
  })
}
