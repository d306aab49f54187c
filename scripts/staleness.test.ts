/** @jest-environment node */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './brands';
import { BUILD_OUTPUTS, newestChange } from './staleness';

test('what the build writes among the sources does not make the build it wrote them in stale', () => {
  const generated = join(ROOT, BUILD_OUTPUTS[0] ?? '');
  const gatsbyFolder = join(ROOT, 'gatsby');
  const before = newestChange(gatsbyFolder);
  const file = join(generated, 'staleness-test.tmp');
  writeFileSync(file, 'written by a build');
  const later = new Date(Date.now() + 60_000);
  utimesSync(file, later, later);
  try {
    expect(newestChange(generated)).toBe(0);
    expect(newestChange(gatsbyFolder)).toBe(before);
  } finally {
    rmSync(file, { force: true });
  }
});

test('a source changed after the build is seen', () => {
  const dir = mkdtempSync(join(tmpdir(), 'staleness-'));
  try {
    const file = join(dir, 'source.ts');
    writeFileSync(file, 'export {};');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    expect(newestChange(dir)).toBeGreaterThanOrEqual(later.getTime() - 1000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
