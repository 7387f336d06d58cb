/** @jest-environment node */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

/**
 * The environment of `npm run build`: without the e-mail service's keys, whatever the machine
 * running the tests has, and not in jest's NODE_ENV=test (in which Next.js reads no .env.local).
 */
const environment = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('NEXT_PUBLIC_EMAILJS') && name !== 'NODE_ENV'),
);

/**
 * The content check run on a copy of a test site folder, its content/ changed first, from the copy's
 * folder (where an owner's .env.local would be); its output and exit code. With `migrateFirst`,
 * `npm run migrate` runs on the copy before it; `read` names content files to return as they are after.
 */
async function checkCopy(
  site: string,
  change: (content: string) => void,
  { migrateFirst = false, read = [] as string[] } = {},
) {
  // Inside the repository, where the content's packages (icon data) resolve as from content/.
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  const folder = mkdtempSync(path.join(root, '.cache', 'owner-'));
  try {
    cpSync(path.join(root, 'e2e', 'sites', site), folder, { recursive: true });
    change(path.join(folder, 'content'));
    cpSync(path.join(root, 'tsconfig.json'), path.join(folder, 'tsconfig.json'));
    const script = (file: string) =>
      run(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, file)], {
        cwd: folder,
        env: { ...environment, NODE_ENV: 'production', SITE_DIR: folder },
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const migrated = migrateFirst ? await script('scripts/upgrade/migrate.mts') : undefined;
    const result = await script('scripts/build/check-content.mts');
    const after = Object.fromEntries(
      read.map((file) => [file, readFileSync(path.join(folder, 'content', file), 'utf8')]),
    );
    return { ...result, migrated, after };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Each run is a whole check, the files read as well.
jest.setTimeout(60_000);

describe('the content check, run as the build runs it', () => {
  it('names a deleted content file every site needs in one line, with the way to start one', async () => {
    const { code, stderr } = await checkCopy('other-owner', (content) => rmSync(path.join(content, 'contact.ts')));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'The content has 1 problem:',
      '  content/contact.ts is not there: every site has one (npm run init starts content/ from the demo or a ' +
        'blank starter)',
    ]);
  });

  it('leaves a section out when its file is deleted, and says an earlier index.ts is not read', async () => {
    const { code, stdout, stderr } = await checkCopy('other-owner', (content) => {
      rmSync(path.join(content, 'music.ts'));
      writeFileSync(path.join(content, 'index.ts'), "export { owner } from './owner';\n");
    });
    expect({ code, stdout: stdout.trim() }).toEqual({ code: 0, stdout: expect.stringMatching(/^content: OK/) });
    expect(stderr).toContain(
      'content/index.ts: not read since 2.1.0: each content file is read by its own name; delete this one',
    );
  });

  it('reads the e-mail service’s keys from .env.local, as the README says to set them', async () => {
    const withoutEmail = (content: string) => {
      const owner = path.join(content, 'owner.ts');
      writeFileSync(owner, readFileSync(owner, 'utf8').replace(/^\s*email: .*\n/m, ''));
    };
    const refused = await checkCopy('other-owner', withoutEmail);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('content/owner.ts: email: needed while the e-mail service is not set up');
    const taken = await checkCopy('other-owner', (content) => {
      withoutEmail(content);
      writeFileSync(
        path.join(content, '..', '.env.local'),
        'NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_x\nNEXT_PUBLIC_EMAILJS_TEMPLATE_ID=template_x\n' +
          'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY=key_x\n',
      );
    });
    expect(taken).toMatchObject({ code: 0, stderr: '' });
  });

  it('names a key JSON Resume does not have and a case study of no project, one line each', async () => {
    const { code, stderr } = await checkCopy('demo', (content) => {
      const resume = path.join(content, 'resume.json');
      writeFileSync(resume, readFileSync(resume, 'utf8').replace('"highlights"', '"hightlights"'));
      writeFileSync(path.join(content, 'projects', 'an-old-project.md'), 'A project since removed.\n');
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'The content has 2 problems:',
      '  content/resume.json: work[0].hightlights: not a field of JSON Resume (here: name, location, description, ' +
        'position, url, startDate, endDate, summary, highlights)',
      '  content/projects/an-old-project.md: matches no project: a case study is named by its project’s slug ' +
        '(retention-curve, newsletters-integration, betting-integration)',
    ]);
  });

  it('refuses a published post that links to a draft, which a build leaves out', async () => {
    const { code, stderr } = await checkCopy('demo', (content) => {
      const post = path.join(content, 'writing', 'a-quiet-mix.md');
      writeFileSync(post, `${readFileSync(post, 'utf8')}\nMore in [the next one](/writing/an-unfinished-draft).\n`);
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'The content has 1 problem:',
      expect.stringMatching(
        new RegExp('^ {2}content/writing/a-quiet-mix\\.md:\\d+: links to /writing/an-unfinished-draft, a draft '),
      ),
    ]);
  });

  describe('content in the shape before 2.0.0 (two profile fields, a project’s link)', () => {
    // What an owner's files held then: the tests' other owner, written as that release's demo was.
    const toOldShape = (content: string) => {
      rmSync(path.join(content, 'version.json'));
      const owner = path.join(content, 'owner.ts');
      writeFileSync(
        owner,
        readFileSync(owner, 'utf8').replace(
          /\tprofiles: \[[^\]]*\],\n/,
          '\tcodeProfileUrl: "https://codeberg.org/elinstrand",\n\tnetworkProfileUrl: "https://www.linkedin.com/in/elinstrand",\n',
        ),
      );
      const projects = path.join(content, 'projects.ts');
      writeFileSync(projects, readFileSync(projects, 'utf8').replace('liveUrl:', 'link:'));
    };

    it('fails the check with one line per field, naming the migration to run', async () => {
      const { code, stderr } = await checkCopy('other-owner', toOldShape);
      expect(code).toBe(1);
      const run = '(content shape 2.0.0): run npm run migrate (profiles-and-links)';
      expect(stderr.trim().split('\n')).toEqual([
        'The content has 3 problems:',
        `  content/owner.ts:23: codeProfileUrl: is now profiles: { name: "Codeberg", url } ${run}`,
        `  content/owner.ts:24: networkProfileUrl: is now profiles: { name: "LinkedIn", url } ${run}`,
        `  content/projects.ts:23: link: is now liveUrl ${run}`,
      ]);
    });

    it('passes the check once npm run migrate has rewritten it, in the owner’s own style', async () => {
      const checked = await checkCopy('other-owner', toOldShape, {
        migrateFirst: true,
        read: ['owner.ts', 'version.json'],
      });
      expect(checked.migrated).toMatchObject({ code: 0, stderr: '' });
      expect(checked.migrated!.stdout).toContain('content/owner.ts:23: codeProfileUrl → profiles');
      expect(checked).toMatchObject({ code: 0, stderr: '' });
      expect(checked.after['owner.ts']).toContain(
        '\tprofiles: [\n\t\t{ name: "Codeberg", url: "https://codeberg.org/elinstrand" },\n' +
          '\t\t{ name: "LinkedIn", url: "https://www.linkedin.com/in/elinstrand" },\n\t],\n',
      );
      expect(JSON.parse(checked.after['version.json']!)).toEqual({ shape: '2.0.0' });
    });
  });
});
