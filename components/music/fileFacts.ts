import { formatFileSize } from '@/lib/i18n/format';

/**
 * "/music/Café noir.m4a", 430080 → "M4A, 420 kB" (in the language's way): what a download link
 * says of its file, read at build time; the format alone when the size is unknown. `name` names
 * the format where the extension does not ("FLAC" of a zip, "MP3 V0").
 */
export function fileFacts(file: string, bytes: number | undefined, lang: string, name?: string): string {
  const format = name ?? (file.match(/\.([a-z0-9]+)$/i)?.[1] ?? '').toUpperCase();
  return [format, bytes === undefined ? '' : formatFileSize(bytes, lang)].filter(Boolean).join(', ');
}
