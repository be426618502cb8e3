import { mkdtemp, readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { precompressFolder } from './precompress.ts';

test('every text asset gets a .br and a .gz beside it that unpack to the same bytes', async () => {
  const dist = await mkdtemp(join(tmpdir(), 'precompress-'));
  await mkdir(join(dist, 'assets'));
  const script = 'export const a = 1;\n'.repeat(200);
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Studio</title>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), script);
  await writeFile(join(dist, 'assets', 'logo.png'), Buffer.from([137, 80, 78, 71]));

  await precompressFolder(dist);

  expect((await readdir(join(dist, 'assets'))).sort()).toEqual([
    'index-abc123.js',
    'index-abc123.js.br',
    'index-abc123.js.gz',
    'logo.png',
  ]);
  const br = await readFile(join(dist, 'assets', 'index-abc123.js.br'));
  const gz = await readFile(join(dist, 'assets', 'index-abc123.js.gz'));
  expect(brotliDecompressSync(br).toString()).toBe(script);
  expect(gunzipSync(gz).toString()).toBe(script);
  expect(br.length).toBeLessThan(script.length / 10);
  expect(gunzipSync(await readFile(join(dist, 'index.html.gz'))).toString()).toContain('Studio');
});
