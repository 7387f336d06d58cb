import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data for search engines, in the pre-rendered HTML. `<` is escaped so that
 * no content value can close the script element.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
