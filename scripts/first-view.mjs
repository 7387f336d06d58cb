#!/usr/bin/env node
/**
 * No package does this: Next.js writes these script tags itself and has no option to defer them.
 * After the static export, before the Content-Security-Policy is computed: a page's first view
 * gets the network to itself.
 *
 * 1. Every page's JavaScript (React, Next.js, the page's own components) starts downloading
 * once the page has loaded and shown its content, instead of at once.
 *
 * Why: the pre-rendered HTML is the whole page (content, pictures, links, even a mailto form),
 * so the code only adds behaviour. Fetched early, its ~140 KB (gzip) shares a phone's narrow
 * connection with the largest picture and the stylesheets and holds back the first full view
 * by about a second. On a connection that slow the code arrives about when it did before (the
 * bytes are the same, only their order changes). A visitor who touches the screen, presses a
 * key or focuses a field before then gets the code at once; what they type meanwhile is kept
 * (components/contact/ContactForm.tsx).
 *
 * Each `<script src async>` Next.js writes for /_next/ (and its script preload) is replaced by
 * one inline loader carrying the list in data-deferred-src; `nomodule` polyfills are left.
 *
 * 2. Stylesheet preloads for what the page does not show are dropped: Next.js preloads the
 * 404 page's CSS on every page in case a client-side navigation renders it, which cannot
 * happen in a static export (a missing page is a full load of 404.html, with its own
 * stylesheet). Were one ever needed, React would add the stylesheet at that moment.
 *   node scripts/first-view.mjs [out]
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlFiles } from './html-files.mjs';

const out = path.resolve(process.argv[2] ?? 'out');

/**
 * The loader, the same on every page (one CSP hash). After `load`, once the pictures the page
 * shows at once are decoded, and two animation frames later: the frame showing them has been
 * presented before the code is requested. A hidden tab runs no frames, so a timer starts it
 * anyway.
 */
const LOADER = [
  '(function(){',
  'var list=document.currentScript.getAttribute("data-deferred-src").split(" "),started=false;',
  'function start(){if(started)return;started=true;',
  'list.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s)})}',
  'function shown(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})}',
  'addEventListener("load",function(){',
  'var eager=[].filter.call(document.images,function(img){return img.loading!=="lazy"});',
  'Promise.all(eager.map(function(img){return img.decode().catch(function(){})})).then(shown);',
  'setTimeout(start,3000)},{once:true});',
  '["pointerdown","keydown","touchstart","focusin"].forEach(function(type){addEventListener(type,start,{once:true,passive:true,capture:true})})',
  '})()',
].join('');

const asyncScript = /<script src="([^"]+)" async=""><\/script>/g;
const scriptPreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/g;

/** The page with its Next.js scripts deferred, or unchanged when it has none. */
function deferScripts(html) {
  const sources = [];
  let first = -1;
  const withoutScripts = html.replace(asyncScript, (tag, src, offset) => {
    if (!src.includes('/_next/')) return tag;
    sources.push(src);
    if (first === -1) first = offset;
    return '';
  });
  if (!sources.length) return html;
  if (sources.some((src) => /[\s"]/.test(src))) throw new Error(`unexpected script URL in ${sources.join(', ')}`);
  const loader = `<script data-deferred-src="${sources.join(' ')}">${LOADER}</script>`;
  // The loader goes where the first script was (in <head>, before the inline RSC payload).
  const placed = withoutScripts.slice(0, first) + loader + withoutScripts.slice(first);
  return placed.replace(scriptPreload, '');
}

const stylePreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="style")[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The page without preloads of stylesheets it does not link. */
function dropUnusedStylePreloads(html) {
  const linked = new Set([...html.matchAll(/<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]));
  return html.replace(stylePreload, (tag, href) => (linked.has(href) ? tag : ''));
}

let pages = 0;
for await (const file of htmlFiles(out)) {
  const html = await readFile(file, 'utf8');
  if (html.includes('data-deferred-src=')) throw new Error(`${file} is already deferred: run on a fresh build`);
  const deferred = deferScripts(html);
  if (deferred !== html) pages++;
  await writeFile(file, dropUnusedStylePreloads(deferred));
}
console.log(`first-view: ${pages} pages load their scripts after the first view`);
