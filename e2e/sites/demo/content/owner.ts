/**
 * The tests' own site: the demo's content under another owner's name, so a test can tell the
 * fixture's build from the owner's. The unit tests and the project's Playwright specs assert
 * its exact titles, counts and durations; the owner's content/ is never asserted.
 */
import type { Owner } from '@/lib/content/schema';

/** Demo owner: replace every value with your own. */
export const owner: Owner = {
  name: 'Sam Fixture',
  locale: 'en_US',
  role: 'Software Developer',
  birthplace: 'Fixtureville',
  bio: [
    'I build fast, accessible products for the web: subscriber analytics, newsletter platforms and live data modules read by millions. The code is on [GitHub](https://github.com/sam-fixture).',
    'When the laptop closes, the synthesizer opens. I write and produce electronic music, and *the same care for detail* goes into both crafts:',
    '- **sound** you can `npm install` in your head\n- the [music page](/music), and every track on it',
  ],
  email: 'sam@example.com',
  profiles: [
    { name: 'GitHub', url: 'https://github.com/sam-fixture' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/in/sam-fixture' },
    { name: 'Mastodon', url: 'https://mastodon.social/@samfixture' },
  ],
  blueskyDid: 'did:plc:ewvi7nxzyoun6zhxrhs64oiz',
  portrait: { src: 'about/about-1.jpg', alt: 'Illustration of mountains at dawn, used as the demo portrait' },
};
