/** The standard's own package ships no types: what lib/resume/check.ts uses of it. */
declare module '@jsonresume/schema' {
  /** Validates a resume against the standard's schema (jsonschema underneath); `errors` is null when valid. */
  export function validate(resume: unknown, callback: (errors: unknown[] | null, valid: boolean) => void): void;
  /** The standard's JSON Schema. */
  export const schema: {
    properties: Record<
      string,
      { type?: string; properties?: Record<string, unknown>; items?: { properties?: Record<string, unknown> } }
    >;
  };
}
