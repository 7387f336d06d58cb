import type { Translation } from '../schema';

/** No content/translations/: the site is in its one language (owner.locale). */
export const translations: Translation[] = [];
