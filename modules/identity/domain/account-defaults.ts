/** The privacy notice and terms version a new account consents to (UU 27/2022). */
export const CONSENT_VERSION = '2026-11-v1'

export const DEFAULT_CONSULTATION_FEE = 75000
