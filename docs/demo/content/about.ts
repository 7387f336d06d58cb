import type { AboutContent } from '@/lib/content/schema';

export const about: AboutContent = {
  heading: 'About me',
  lead: 'I am Alex Example, born in Example City: a software developer and musician.',
  slides: [
    { src: 'about/about-1.jpg', alt: 'Illustration of mountains at dawn' },
    { src: 'about/about-2.jpg', alt: 'Illustration of a stage with spotlights' },
    { src: 'about/about-3.jpg', alt: 'Illustration of headphones on a purple background' },
    { src: 'about/about-4.jpg', alt: 'Illustration of a laptop on a desk' },
    { src: 'about/about-5.jpg', alt: 'Illustration of a guitar neck with strings' },
    { src: 'about/about-6.jpg', alt: 'Illustration of a night sky full of stars' },
    { src: 'about/about-7.jpg', alt: 'Illustration of a cassette tape' },
    { src: 'about/about-8.jpg', alt: 'Illustration of a cup of coffee next to a notebook' },
    { src: 'about/about-9.jpg', alt: 'Illustration of an audio equaliser with coloured bars' },
  ],
};
