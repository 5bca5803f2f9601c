/** Server push 'intake.submitted' (to the appointment's provider): the patient saved a new version. */
export interface IntakeSubmittedPush {
  appointmentId: string
  /** the version just submitted (1, 2, …) */
  version: number
  /** event_log position of the submission (a bigint, as text) */
  position: string
}
