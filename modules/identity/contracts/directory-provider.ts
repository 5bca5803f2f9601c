/** GET /api/providers: a bookable provider (active account, STR verified) in the booking directory. */
export interface DirectoryProvider {
  /** provider profile id */
  id: string
  userId: string
  displayName: string
  providerRole: string
  specialization: string | null
  /** the provider's own introduction (profile), shown in the booking dialog */
  bio: string | null
  /** integer Rupiah */
  consultationFee: number
}
