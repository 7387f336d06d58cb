import type { Translation } from '@/lib/content/schema';
import { es } from './es';

/**
 * The site's other languages, after the first (owner.locale, at the root): each is served under
 * its language's code (/es/…), with a language switcher in the menu and the footer. Leave the
 * list empty for a site in one language. See content/translations/es.ts for the shape.
 */
export const translations: Translation[] = [es];
