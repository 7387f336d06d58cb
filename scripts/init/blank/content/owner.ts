/**
 * Your site starts here: edit the files beside this one. Each file is one part of the site; the
 * engine reads each by its name, and a part you add later (projects.ts, music.ts, services.ts,
 * translations/, writing/, resume.json) shows up as its section. The demo (docs/demo/content/)
 * shows every one of them filled in; lib/content/schema.ts says what each field is, and the
 * content check that runs before every build (`npm run check-content`) names any mistake in one line.
 */
import type { Owner } from '@/lib/content/schema';

export const owner: Owner = {
  name: 'Your Name',
  locale: 'en_US',
  role: 'Software Developer',
  birthplace: 'Your City',
  bio: ['A sentence or two about you, your work and your music, in Markdown.'],
  /** Where the contact form's messages go, unless the e-mail service is set up (.env.local). */
  email: 'you@example.com',
  portrait: { src: 'placeholder.jpg', alt: 'Placeholder picture: replace it with your portrait' },
};
