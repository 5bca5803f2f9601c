/** The server's minimum (modules/identity/http/schemas.ts), checked before the form is sent. */
export const MIN_PASSWORD_LENGTH = 6
