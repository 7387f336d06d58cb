/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The function as CloudFront runs it: a plain `handler`, no module system. */
type Request = { uri: string; querystring?: object };
type Answer = Request | { statusCode: number; headers: { location: { value: string } } };
const handler = new Function(
  `${readFileSync(path.join(__dirname, 'cloudfront-function.js'), 'utf8')}\nreturn handler;`,
)() as (event: { request: Request }) => Answer;
const viewerRequest = (uri: string) => handler({ request: { uri, querystring: {} } });

describe('the CloudFront Function', () => {
  it('serves / from index.html and each page from its .html file', () => {
    expect(viewerRequest('/')).toMatchObject({ uri: '/index.html' });
    expect(viewerRequest('/projects')).toMatchObject({ uri: '/projects.html' });
    expect(viewerRequest('/music/distant-album-114-v1')).toMatchObject({ uri: '/music/distant-album-114-v1.html' });
  });

  it('moves a trailing slash permanently to the page', () => {
    expect(viewerRequest('/projects/')).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: '/projects' } },
    });
    expect(viewerRequest('/music/distant-album-114-v1/')).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/music/distant-album-114-v1' } },
    });
  });

  it('leaves files alone', () => {
    for (const file of [
      '/_next/static/chunks/app-1a2b.js',
      '/_img/3f9a1c7e20ab45cd-640.avif',
      '/Distant_album_114_v1.mp3',
      '/resume.pdf',
      '/manifest.webmanifest',
      '/404.html',
      '/og/home.png',
    ]) {
      expect(viewerRequest(file)).toMatchObject({ uri: file });
    }
  });
});
