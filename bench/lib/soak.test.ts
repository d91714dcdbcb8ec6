import { describe, expect, it } from 'vitest';
import { SOAK_BUDGET_PERCENT, soakGrowth } from './soak.ts';

/** Readings every 10 s from 10 s to `seconds`, `mb(at)` each. */
const readings = (seconds: number, mb: (at: number) => number) =>
  Array.from({ length: seconds / 10 }, (_, i) => ({ atSeconds: (i + 1) * 10, mb: mb((i + 1) * 10) }));

describe("the soak's memory growth", () => {
  it('passes a heap that reaches its working size late in the warm-up and then stays flat', () => {
    // the quick bench's run that reported 15.4 %: 677 MB early in the first third, then flat at 781–782 MB
    const late = readings(180, (at) => (at < 80 ? 600 + at : at < 90 ? 740 : 781 + (at % 20 === 0 ? 1 : 0)));
    const g = soakGrowth(late);
    expect(g.floorsMb).toEqual([660, 781, 781]);
    expect(g.risePercent).toBeCloseTo(18.3, 1);
    expect(g.growthPercent).toBe(0);
    expect(g.growthPercent).toBeLessThanOrEqual(SOAK_BUDGET_PERCENT);
  });

  it('fails a steady leak as much as counting from the first third to the last', () => {
    // 1 MB every 10 s from 500 MB: the 13 readings from 60 s are split 4, 5, 4
    const leak = soakGrowth(readings(180, (at) => 500 + at / 10));
    expect(leak.floorsMb).toEqual([506, 510, 515]);
    expect(leak.growthPercent).toBeCloseTo(((515 - 510) / 510) * 200, 6);
    expect(leak.growthPercent).toBeGreaterThanOrEqual(leak.risePercent);
    // a leak of 40 MB a third on a 500 MB heap is over budget by either measure
    const fast = soakGrowth(readings(180, (at) => 500 + at * 2));
    expect(fast.risePercent).toBeGreaterThan(SOAK_BUDGET_PERCENT);
    expect(fast.growthPercent).toBeGreaterThan(SOAK_BUDGET_PERCENT);
  });

  it('compares floors, not the saw-tooth of the collector', () => {
    // garbage lifts every other reading by 100 MB; the floor stays at 700
    const saw = soakGrowth(readings(300, (at) => (at % 20 === 0 ? 800 : 700)));
    expect(saw.floorsMb).toEqual([700, 700, 700]);
    expect(saw.growthPercent).toBe(0);
  });

  it('uses every reading when the soak is shorter than its warm-up', () => {
    const short = soakGrowth([
      { atSeconds: 10, mb: 100 },
      { atSeconds: 20, mb: 110 },
    ]);
    expect(short.floorsMb).toEqual([100, 100, 110]);
    expect(short.growthPercent).toBe(20);
    expect(() => soakGrowth([])).toThrow(/no memory/);
  });
});
