import { describe, expect, it } from 'vitest'
import { OffsetCommits, type PartitionOffset } from './offset-commits.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('OffsetCommits', () => {
  it('commits at once after a quiet interval, and gathers what follows into the next due commit', async () => {
    const commits: PartitionOffset[][] = []
    const offsets = new OffsetCommits(async (o) => void commits.push(o), 40)
    await offsets.applied('t', 0, '4')
    expect(commits).toEqual([[{ topic: 't', partition: 0, offset: '5' }]])
    await offsets.applied('t', 0, '5')
    await offsets.applied('t', 1, '9')
    await offsets.applied('t', 0, '6')
    expect(commits).toHaveLength(1) // not due yet: nothing is committed outside a batch
    await sleep(60)
    await offsets.applied('t', 1, '10')
    expect(commits[1]).toEqual([
      { topic: 't', partition: 0, offset: '7' },
      { topic: 't', partition: 1, offset: '11' },
    ])
  })

  it('keeps a failed commit pending unless newer offsets came meanwhile, and commits nothing once discarded', async () => {
    const commits: PartitionOffset[][] = []
    let fail = true
    const offsets = new OffsetCommits(async (o) => {
      if (fail) throw new Error('rebalance in progress')
      commits.push(o)
    }, 10_000)
    await expect(offsets.applied('t', 0, '1')).rejects.toThrow('rebalance')
    fail = false
    await offsets.flush()
    expect(commits).toEqual([[{ topic: 't', partition: 0, offset: '2' }]])
    await offsets.applied('t', 0, '2')
    offsets.discard()
    await offsets.flush()
    expect(commits).toHaveLength(1)
  })
})
