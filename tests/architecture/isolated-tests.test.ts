/**
 * vitest.config.ts runs most test files in a shared module graph (`isolate: false`). A file that
 * mocks modules or stubs globals would leak those into the files after it, so each must be in
 * the config's ISOLATED list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED } from '../../vitest.config';

const root = path.resolve(__dirname, '../..');
const MOCKING = /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('test isolation', () => {
  const files = testFiles('tests');

  it('runs every file that mocks modules or stubs globals in the isolated project', () => {
    const mocking = files.filter((file) =>
      MOCKING.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !ISOLATED.includes(file))).toEqual([]);
  });

  it('names only files that exist', () => {
    expect(ISOLATED.filter((file) => !files.includes(file))).toEqual([]);
  });
});
