/** Where a field is, as the content check's lines name it: cover.src, releases[0].tracks[2], tags[1]. */
export const fieldPath = (parts: readonly PropertyKey[]) =>
  parts.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    '',
  );
