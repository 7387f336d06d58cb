import type { ServicesContent } from '@/lib/content/schema';

/** No services: `items: []` leaves the Services page out. */
export const services: ServicesContent = { heading: 'Services', intro: 'None offered.', items: [] };
