/** Who an account is: the role every authorisation check reads. The kernel's routes and contexts speak it; identity owns the accounts. */
export const roles = ['PATIENT', 'PROVIDER', 'ADMIN'] as const
export type Role = (typeof roles)[number]
