import type { ServicesContent } from '../schema';

/** No content/services.ts: no services, and no Services page. */
export const services: ServicesContent = { heading: 'Services', intro: 'Services', items: [] };
