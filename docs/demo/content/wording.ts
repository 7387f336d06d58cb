import type { Wording } from '@/lib/i18n/interfaceText';

/**
 * The site's own words (labels, messages, accessible names) come from the dictionary of your
 * `locale`'s language (lib/i18n/dictionaries/). Change any of them here, group by group, keeping
 * each text's `{placeholders}`; e.g.
 *
 *   contact: { allRequired: 'Every field is needed.' },
 *   services: { callToAction: 'Book a call' },
 *
 * The content check names any text whose placeholders differ from the dictionary's.
 */
export const wording: Wording = {};
