import { apiSchemas, route, type ModuleRoutes } from '#modules/kernel/index'
import { clinicSettingsDtoSchema, clinicSettingsPatchSchema } from '../contracts/clinic-settings.js'

const SettingsController = () => import('./settings-controller.js')

const schemas = apiSchemas({ ClinicSettingsDto: clinicSettingsDtoSchema })

export const clinicRoutes: ModuleRoutes = {
  schemas,
  routes: [
    route.get('/api/admin/settings', [SettingsController, 'show'], {
      summary: 'Pengaturan Sistem / Clinic settings',
      auth: ['ADMIN'],
      response: { schema: schemas.ClinicSettingsDto },
    }),
    route.patch('/api/admin/settings', [SettingsController, 'update'], {
      summary: 'Ubah pengaturan / Change clinic settings',
      auth: ['ADMIN'],
      body: clinicSettingsPatchSchema,
      response: { schema: schemas.ClinicSettingsDto },
    }),
    // Every signed-in screen reads them: slots, cut-off, hold and join times shown to users.
    route.get('/api/clinic/settings', [SettingsController, 'show'], {
      summary: 'Pengaturan klinik untuk layar pengguna / Clinic settings for every signed-in screen',
      auth: 'signed-in',
      response: { schema: schemas.ClinicSettingsDto },
    }),
  ],
}
