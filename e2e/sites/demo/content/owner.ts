import type { Owner } from '@/content/types';

/** Demo owner: replace every value with your own. */
export const owner: Owner = {
  name: 'Sam Fixture',
  locale: 'en_US',
  role: 'Software Developer',
  birthplace: 'Fixtureville',
  bio: [
    'I build fast, accessible products for the web: subscriber analytics, newsletter platforms and live data modules read by millions.',
    'When the laptop closes, the synthesizer opens. I write and produce electronic music, and the same care for detail goes into both crafts.',
  ],
  email: 'sam@example.com',
  codeProfileUrl: 'https://github.com/sam-fixture',
  networkProfileUrl: 'https://www.linkedin.com/in/sam-fixture',
  resumePath: '/resume.pdf',
  portrait: { src: 'about/about-1.jpg', alt: 'Illustration of mountains at dawn, used as the demo portrait' },
};
