/** A key written as code writes it: `cover`, or `["2024 Night Lines"]` where it is no plain name. */
const key = (out: string, part: string) =>
  /^[A-Za-z_$][\w$]*$/.test(part) ? (out ? `${out}.${part}` : part) : `${out}[${JSON.stringify(part)}]`;

/**
 * Where a field is, as the content check's lines name it: cover.src, releases[0].tracks[2], tags[1],
 * releaseFolders["2024 Night Lines"].kind.
 */
export const fieldPath = (parts: readonly PropertyKey[]) =>
  parts.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : key(out, String(part))), '');
