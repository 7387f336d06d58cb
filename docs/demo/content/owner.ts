/**
 * Everything the owner personalises is in this folder: edit the files beside this one (and swap
 * the files in `public/`). Each file is one part of the site (owner.ts, home.ts, music.ts, …); the
 * engine reads each by its name (lib/content/recordFiles.cjs), and leaves out a section whose file
 * you delete (projects.ts, music.ts, services.ts). Beside them: translations/, pictures/, writing/.
 *
 * The records' shape is written once, in lib/content/schema.ts: each field's rule with the comment
 * your editor shows when you hover it, and the types these files import (Owner, Project, Track, …).
 * The content check that runs before every build (`npm run check-content`) names any mistake in one
 * line; the site's own words in each language are lib/i18n/dictionaries/ (change any in wording.ts).
 */
import type { Owner } from '@/lib/content/schema';

/** Demo owner: replace every value with your own. */
export const owner: Owner = {
  name: 'Alex Example',
  locale: 'en_US',
  role: 'Software Developer',
  birthplace: 'Example City',
  bio: [
    'I build fast, accessible products for the web: subscriber analytics, newsletter platforms and live data modules read by millions. The code is on [GitHub](https://github.com/alex-example).',
    'When the laptop closes, the synthesizer opens. I write and produce electronic music, and *the same care for detail* goes into both crafts.',
  ],
  email: 'alex@example.com',
  profiles: [
    { name: 'GitHub', url: 'https://github.com/alex-example' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/in/alex-example' },
    { name: 'Mastodon', url: 'https://mastodon.social/@alexexample' },
  ],
  portrait: { src: 'about/about-1.jpg', alt: 'Illustration of mountains at dawn, used as the demo portrait' },
};
