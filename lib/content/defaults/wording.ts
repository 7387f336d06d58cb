import type { Wording } from '../../i18n/interfaceText';

/** No content/wording.ts: the site's own words are its language's dictionary's (lib/i18n/dictionaries/). */
export const wording: Wording = {};
