import type { Locator, Page } from '@playwright/test';
import { expect, type LayoutShift } from './fixtures';

interface MomentRow {
  /** The track's row, and the one after it (if any). */
  row: Locator;
  next?: Locator;
  /** The row's plain Share button, its Play and Pause, and its Share at the moment. */
  share: Locator;
  play: Locator;
  pause: Locator;
  moment: Locator;
}

/**
 * Plays a row's track until its Share at the moment has appeared and has said a second time,
 * then pauses it: the row, the row after it, the plain Share and the moment's button are where
 * they were, and nothing moved but right after a click. `shifts` lists the page's layout shifts
 * (recordLayoutShifts, set up before the page was opened).
 */
export async function expectMomentShareMovesNothing(
  page: Page,
  shifts: (since?: number) => Promise<LayoutShift[]>,
  { row, next, share, play, pause, moment }: MomentRow,
) {
  const places = async () => [await row.boundingBox(), await next?.boundingBox(), await share.boundingBox()];
  // In view before it is measured: the click scrolls nothing.
  await play.scrollIntoViewIfNeeded();
  const before = await places();
  const started = await page.evaluate(() => performance.now());
  await play.click();
  await expect(moment).toBeVisible();
  const momentBox = await moment.boundingBox();
  const said = await moment.innerText();
  await expect(moment).not.toHaveText(said);
  await pause.click();
  expect(await moment.boundingBox()).toEqual(momentBox);
  expect(await places()).toEqual(before);
  expect((await shifts(started)).filter((shift) => !shift.afterInput)).toEqual([]);
}
