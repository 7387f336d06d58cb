import type { Translation } from '@/lib/content/schema';
import { translations as testSiteTranslations } from '../../demo/content/translations';

/** The tests' site's translations, without the music, owner and CV this developer does not have. */
export const translations: Translation[] = testSiteTranslations.map((translation) => ({
  ...translation,
  music: undefined,
  owner: undefined,
  resume: undefined,
}));
