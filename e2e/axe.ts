import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every WCAG 2.x A/AA rule, plus "label in name" (WCAG 2.5.3), which axe ships as experimental
 * and so leaves out unless asked: a voice-control user says what a control shows.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_22_AA);

/** Each violation as one line: the rule and the elements it found. */
export const violationsOf = ({ violations }: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
