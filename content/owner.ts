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
