/**
 * Wraps serve (serve-handler and compression).
 * Serves a built folder with `serve` (compressed, clean URLs, like a static CDN) for the
 * scripts that crawl or measure the site. Started with node directly, not through npx, so
 * that stopping it stops the server itself: an orphan left on the port would otherwise
 * answer the next run with an older build.
 *   node scripts/lib/static-server.mjs out 4180   (until stopped: Lighthouse CI starts it so)
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const serveBin = createRequire(import.meta.url).resolve('serve/build/main.js');

/** Starts `serve dir` on 127.0.0.1:port; resolves once it answers. */
export async function startStaticServer(dir, port) {
  await assertPortFree(port);
  const server = spawn(
    process.execPath,
    [
      serveBin,
      dir,
      '--listen',
      `tcp://127.0.0.1:${port}`,
      '--no-clipboard',
      '--no-port-switching',
      '--no-request-logging',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  let exitCode = null;
  server.on('exit', (code) => {
    exitCode = code ?? -1;
  });
  const stop = () => {
    if (exitCode === null) server.kill();
  };
  process.on('exit', stop);

  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (exitCode !== null) throw new Error(`The static server for ${dir} exited (code ${exitCode}) before answering`);
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`The static server for ${dir} did not answer at ${origin}`);
}

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use: stop whatever listens there and run again`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [dir = 'out', port = '4180'] = positionals;
  const { origin, stop } = await startStaticServer(dir, Number(port));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop();
      process.exit(0);
    });
  }
  // Lighthouse CI waits for a line that matches "listen|ready".
  console.log(`ready: ${dir} at ${origin}`);
}
