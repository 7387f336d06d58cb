/** Track facts as structured data and addresses state them. */

/** 205 → "PT3M25S": the ISO 8601 duration schema.org expects. */
export function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${secs || !(hours || minutes) ? `${secs}S` : ''}`;
}

export { urlPath } from '@/components/basePath';
