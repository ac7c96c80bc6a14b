import { describe, expect, it } from 'vitest';
import { ElectionsSchedule, type ScheduledBatch } from '../../src/derive/elections/elections-schedule.js';

/** A batch with what the schedule looks at: its seqno and whether its masterchain block is a key block. */
function batch(seqno: number, keyBlock = false): ScheduledBatch {
  return { seqno, keyBlock };
}

function group(from: number, to: number, keyBlockAt?: number): ScheduledBatch[] {
  return Array.from({ length: to - from + 1 }, (_, index) => batch(from + index, from + index === keyBlockAt));
}

describe('when the indexer reads the elections', () => {
  it('backfilling: at the first write of the run and at writes holding a key block, never in between', () => {
    const schedule = new ElectionsSchedule({ follow: false, everyBlocks: 20, minIntervalMs: 30_000 });
    expect(schedule.take(group(1, 200), 0)).toBe(true);
    expect(schedule.take(group(201, 400), 10_000_000)).toBe(false);
    expect(schedule.take(group(401, 600, 555), 10_000_001)).toBe(true);
    expect(schedule.take(group(601, 800), 20_000_000)).toBe(false);
  });

  it('following: every `everyBlocks` masterchain blocks once the least interval has passed, and at key blocks', () => {
    const schedule = new ElectionsSchedule({ follow: true, everyBlocks: 20, minIntervalMs: 30_000 });
    expect(schedule.take([batch(100)], 0)).toBe(true);
    expect(schedule.take([batch(119)], 60_000)).toBe(false);
    expect(schedule.take([batch(120)], 60_000)).toBe(true);
    expect(schedule.take([batch(121, true)], 60_001)).toBe(true);
    expect(schedule.take([batch(141)], 60_002)).toBe(false);
    expect(schedule.take([batch(141)], 90_001)).toBe(true);
  });

  it('following while catching up deep history: the wall-time interval keeps readings sparse', () => {
    const schedule = new ElectionsSchedule({ follow: true, everyBlocks: 20, minIntervalMs: 30_000 });
    let readings = 0;
    for (let seqno = 1; seqno <= 10_000; seqno++) if (schedule.take([batch(seqno)], seqno)) readings += 1;
    expect(readings).toBe(1);
  });

  it('an empty write reads nothing', () => {
    expect(new ElectionsSchedule({ follow: true, everyBlocks: 1, minIntervalMs: 0 }).take([], 0)).toBe(false);
  });
});
