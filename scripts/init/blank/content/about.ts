import type { AboutContent } from '@/lib/content/schema';

export const about: AboutContent = {
  heading: 'About me',
  slides: [{ src: 'placeholder.jpg', alt: 'Placeholder picture: replace it with one of yours' }],
};
