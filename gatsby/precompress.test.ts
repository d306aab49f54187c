/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from './precompress';

/** Text of `bytes` bytes that compresses as a page does: repeated markup with something different in each line. */
const text = (bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 40) }, (_, line) => `<li class="tile">Game ${line}</li>\n`)
    .join('')
    .slice(0, bytes);

describe('precompress', () => {
  let dir: string;
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  const exists = (file: string) => fs.existsSync(path.join(dir, file));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of every text file, each the file itself once decompressed', async () => {
    const pages = Array.from({ length: 12 }, (_, index) => `games/game-${index}/index.html`);
    for (const [index, page] of pages.entries()) write(page, text(4_000 + index * 500));
    write('app-1234.js', text(50_000));

    expect(await precompress(dir)).toBe(13);
    for (const file of [...pages, 'app-1234.js']) {
      const original = fs.readFileSync(path.join(dir, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
      expect(fs.statSync(path.join(dir, `${file}.br`)).size).toBeLessThan(original.length / 4);
    }
  });

  it('leaves small files, pictures and the service worker’s own files as they are', async () => {
    write('page-data/app-data.json', '{"webpackCompilationHash":"abc"}');
    write('static/art.png', Buffer.alloc(4_000, 7));
    write('sw.js', text(5_000));
    write('idb-keyval-3.2.0-iife.min.js', text(2_000));
    write('workbox-v7.0.0/workbox-sw.js', text(5_000));
    write('index.html', text(3_000));

    expect(await precompress(dir)).toBe(1);
    expect(exists('index.html.br')).toBe(true);
    for (const file of [
      'page-data/app-data.json',
      'static/art.png',
      'sw.js',
      'idb-keyval-3.2.0-iife.min.js',
      'workbox-v7.0.0/workbox-sw.js',
    ]) {
      expect([exists(`${file}.br`), exists(`${file}.gz`)]).toEqual([false, false]);
    }
  });
});
