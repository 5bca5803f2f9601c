import { OwnerAnswers, type Page } from '#modules/kernel/index'
import type { WaitlistEntryDto } from '../contracts/waitlist.js'

/** The name the waitlist tables' triggers announce under (migration 0992): always everyone. */
export const WAITLIST_SOURCE = 'scheduling.waitlist-entries'

/**
 * The waitlist pages a node keeps per patient (ADR 0025), keyed by the clinic day they were read
 * on. Any change of any entry or offer forgets them all (a place in line moves with others'
 * entries); a joining, leaving or answering patient's own request answers after the node's
 * listener barrier, so it reads its change.
 */
export const waitlistAnswers = new OwnerAnswers<Page<WaitlistEntryDto>>({ sources: [WAITLIST_SOURCE] })
