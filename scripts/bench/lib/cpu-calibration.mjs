/**
 * CPU throttling named by the phone it makes rather than by a multiple of the host: "4×" is a
 * mid-tier phone on a fast desktop and a low-tier one on a slow machine. The tiers are Chrome
 * DevTools' calibrated presets, each the Lighthouse BenchmarkIndex of a reference phone.
 */
export const PHONE_TIERS = {
  'mid-tier': { index: 1000, phone: 'Pixel 5' },
  'low-tier': { index: 264, phone: 'Moto G4 Power 2022' },
};

/** DevTools' throttling takes its rate to the hundredth. */
const hundredths = (rate) => Math.round(rate * 100) / 100;

/**
 * The CPU slowdown under which this machine scores `target` on the BenchmarkIndex, found by
 * bisection: the index does not fall exactly in proportion to the rate. `measure(rate)` gives
 * the index at a rate (a noisy figure: the caller takes a median). The answer is the rate whose
 * index came closest to the target among those tried, so one noisy reading near the end does
 * not decide it. A machine that scores under the target as it is cannot be slowed into it:
 * `tooWeak`, at rate 1.
 */
export async function calibrateSlowdown(measure, target, { tolerance = 0.05, maxSteps = 8 } = {}) {
  const host = await measure(1);
  if (host <= target) return { rate: 1, index: host, host, tooWeak: true };
  let lower = 1;
  let upper = hundredths((host / target) * 1.5);
  let best = { rate: 1, index: host };
  const consider = (rate, index) => {
    if (Math.abs(index - target) < Math.abs(best.index - target)) best = { rate, index };
  };
  let atUpper = await measure(upper);
  consider(upper, atUpper);
  // The index still above the target at 1.5 times the proportional guess: widen until it is not.
  for (let widened = 0; atUpper > target && widened < 3; widened++) {
    lower = upper;
    upper = hundredths(upper * 2);
    atUpper = await measure(upper);
    consider(upper, atUpper);
  }
  for (let step = 0; step < maxSteps && Math.abs(best.index - target) > target * tolerance; step++) {
    const rate = hundredths((lower + upper) / 2);
    if (rate === lower || rate === upper) break;
    const index = await measure(rate);
    consider(rate, index);
    if (index > target) lower = rate;
    else upper = rate;
  }
  return { ...best, host, tooWeak: false };
}
