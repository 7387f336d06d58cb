/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emailServiceSetUp } from './ownerEnv';

const keys = ['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'];
let dir: string;
const saved = { ...process.env };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'owner-env-'));
  for (const key of keys) delete process.env[key];
  // As the content check runs (jest's 'test' leaves .env.local out, as Next.js does in tests).
  (process.env as Record<string, string>).NODE_ENV = 'production';
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  process.env = { ...saved };
});

describe("the owner's .env files", () => {
  it('count for the content check, as the README tells the owner to write them in .env.local', () => {
    writeFileSync(
      path.join(dir, '.env.local'),
      'NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_1\nNEXT_PUBLIC_EMAILJS_TEMPLATE_ID=template_1\n' +
        'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY=key_1\n',
    );
    expect(emailServiceSetUp(dir, { dev: false })).toBe(true);
  });

  it('leave the service unset while one identifier is missing, or with no file at all', () => {
    expect(emailServiceSetUp(dir, { dev: false })).toBe(false);
    writeFileSync(path.join(dir, '.env.local'), 'NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_1\n');
    expect(emailServiceSetUp(dir, { dev: true })).toBe(false);
  });
});
