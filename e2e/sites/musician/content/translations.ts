import type { Translation } from '@/lib/content/schema';
import { translations as demoTranslations } from '../../demo/content/translations';

export const translations: Translation[] = demoTranslations.map((translation) => ({
  ...translation,
  projects: undefined,
  services: undefined,
  resume: undefined,
  music: translation.music && {
    releases: [
      {
        ...(translation.locale === 'es_ES'
          ? { title: 'Líneas nocturnas', description: 'Dos canciones escritas en el **autobús nocturno**.' }
          : {}),
        tracks: translation.music.tracks?.slice(0, 2),
      },
    ],
  },
}));
