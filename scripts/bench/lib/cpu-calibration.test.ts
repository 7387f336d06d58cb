/** @jest-environment node */
import { calibrateSlowdown, PHONE_TIERS } from './cpu-calibration.mjs';

/**
 * A machine scoring `host` as it is, whose index falls less than in proportion to the rate (as
 * real ones do: not all of a page's work is slowed), with a reading's noise given by `noise`.
 */
const machine = (host: number, noise: (rate: number) => number = () => 0) => {
  const rates: number[] = [];
  const measure = async (rate: number) => {
    rates.push(rate);
    return host / rate ** 0.9 + noise(rate);
  };
  return { measure, rates };
};

describe('calibrateSlowdown', () => {
  it('finds the rate at which a fast machine scores a mid-tier phone', async () => {
    const { measure } = machine(2000);
    const { rate, index, tooWeak } = await calibrateSlowdown(measure, PHONE_TIERS['mid-tier'].index);
    expect(tooWeak).toBe(false);
    expect(Math.abs(index - 1000)).toBeLessThanOrEqual(50);
    // 2000 / rate^0.9 = 1000 at rate 2^(1/0.9) ≈ 2.16, not the proportional 2.
    expect(rate).toBeGreaterThan(2.05);
    expect(rate).toBeLessThan(2.3);
  });

  it('gives a slow machine a smaller rate for the same phone than a fast one', async () => {
    const slow = await calibrateSlowdown(machine(1100).measure, PHONE_TIERS['low-tier'].index);
    const fast = await calibrateSlowdown(machine(1800).measure, PHONE_TIERS['low-tier'].index);
    expect(slow.rate).toBeLessThan(fast.rate);
    expect(Math.abs(slow.index - 264)).toBeLessThanOrEqual(264 * 0.05);
    expect(Math.abs(fast.index - 264)).toBeLessThanOrEqual(264 * 0.05);
  });

  it('does not slow a machine that already scores under the phone, and says so', async () => {
    const { measure, rates } = machine(900);
    expect(await calibrateSlowdown(measure, PHONE_TIERS['mid-tier'].index)).toEqual({
      rate: 1,
      index: 900,
      host: 900,
      tooWeak: true,
    });
    expect(rates).toEqual([1]);
  });

  it('widens its range when the machine slows less than the first guess assumes', async () => {
    // Index falls with the square root of the rate: 1.5 times host/target is far too little.
    const measure = async (rate: number) => 4000 / Math.sqrt(rate);
    const { rate, index } = await calibrateSlowdown(measure, 1000);
    expect(Math.abs(index - 1000)).toBeLessThanOrEqual(50);
    // 4000 / √rate = 1000 at rate 16, beyond the first range's end of 6.
    expect(rate).toBeGreaterThan(14);
    expect(rate).toBeLessThan(18);
  });

  it('keeps the closest reading among those taken when one late reading is off', async () => {
    // Every reading at one rate near the answer comes out 30% high.
    const { measure, rates } = machine(2000, (rate) => (Math.abs(rate - 2.16) < 0.08 ? 300 : 0));
    const { rate, index } = await calibrateSlowdown(measure, 1000, { maxSteps: 8 });
    expect(rates.length).toBeLessThanOrEqual(1 + 1 + 8);
    expect(Math.abs(rate - 2.16)).toBeGreaterThanOrEqual(0.08);
    expect(Math.abs(index - 1000)).toBeLessThanOrEqual(100);
  });
});
