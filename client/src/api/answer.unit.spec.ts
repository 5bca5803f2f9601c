import { describe, expectTypeOf, it } from 'vitest'
import type { ApiAnswer } from './answer'
import type { AppointmentDto } from './openapi'

describe('ApiAnswer', () => {
  it('is the success answer of the generated document’s route', () => {
    expectTypeOf<ApiAnswer<'/api/patients/{patientId}/records/count', 'get'>>().toEqualTypeOf<{ count: number }>()
    expectTypeOf<ApiAnswer<'/api/password/forgot', 'post'>>().toEqualTypeOf<{ message: string }>()
    expectTypeOf<ApiAnswer<'/api/appointments', 'post'>>().toEqualTypeOf<AppointmentDto>()
  })
})
