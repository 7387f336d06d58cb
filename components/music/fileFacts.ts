/** What a download link says of its file: its format and its size, read at build time. */

/** 430080 → "420 KB", 5452595 → "5.2 MB" (binary units, as file managers on most systems count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "/music/Café noir.m4a", 430080 → "M4A, 420 KB"; the format alone when the size is unknown. */
export function fileFacts(file: string, bytes: number | undefined): string {
  const format = (file.match(/\.([a-z0-9]+)$/i)?.[1] ?? '').toUpperCase();
  return [format, bytes === undefined ? '' : formatFileSize(bytes)].filter(Boolean).join(', ');
}
