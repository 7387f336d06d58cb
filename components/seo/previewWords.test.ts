import type { Picture } from '@/lib/content/schema';
import { ogAlt } from './previewWords';
import type { SharedPage } from './sharedPages';

const portrait: Picture = { src: 'me.jpg', alt: 'Hanako at the piano' };
const cover: Picture = { src: 'cover.jpg', alt: 'Night buses on a snowy street' };
const page = (heading: string, siteName: string, picture?: Picture): SharedPage => ({
  path: '/x',
  pagePath: '/x',
  title: `${heading} · Projects`,
  description: '',
  ogName: 'x',
  ogImage: '/og/x.png',
  heading,
  subheading: '',
  siteName,
  picture,
  portrait,
});

describe('the link-preview image’s alt text', () => {
  it('says what the image says: the page’s title and the site’s name', () => {
    expect(ogAlt(page('Night Bus', 'Hanako Yamada', cover))).toBe('Night Bus · Projects: Hanako Yamada');
    // The title cannot be drawn, the site's name can: the image still has words.
    expect(ogAlt(page('深夜バス', 'Hanako Yamada', cover))).toBe('深夜バス · Projects: Hanako Yamada');
  });

  it('is the alt text of the picture the image shows alone, where it can draw no words', () => {
    expect(ogAlt(page('深夜バス', '山田 花子', cover))).toBe('Night buses on a snowy street');
    // A page without a picture of its own shows the portrait.
    expect(ogAlt(page('お問い合わせ', '山田 花子'))).toBe('Hanako at the piano');
  });
});
