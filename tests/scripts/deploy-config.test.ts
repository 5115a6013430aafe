import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The deployment files (Dockerfile, compose.yaml) carry every sign-in setting the server reads
 * (lib/config/account.ts), and no secret: SESSION_SECRET comes from the environment at run time,
 * never from a build argument (which stays in the image's history) or a value in the file.
 */
const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('compose.yaml');
/** Dockerfile lines without comments. */
const instructions = dockerfile.split('\n').filter((line) => !line.trimStart().startsWith('#'));
/** The run stage: from its FROM to the end. */
const runStage = instructions.slice(instructions.findIndex((l) => /^FROM .* AS run$/.test(l)));

const accountVariables = [
  ...new Set(read('lib/config/account.ts').match(/'(CUSTOMER_ACCOUNT_[A-Z_]+|SESSION_SECRET)'/g)),
].map((quoted) => quoted.slice(1, -1));

/** The `KEY: value` entries of a compose mapping introduced by `header` (indented below it). */
function composeEntries(header: string): Map<string, string> {
  const lines = compose.split('\n');
  const start = lines.findIndex((line) => line.trimEnd().endsWith(header));
  const indent = /^ */.exec(lines[start + 1] ?? '')?.[0].length ?? 0;
  const entries = new Map<string, string>();
  for (const line of lines.slice(start + 1)) {
    if (line.trim().startsWith('#')) continue;
    if ((/^ */.exec(line)?.[0].length ?? 0) < indent || line.trim() === '') break;
    const match = /^\s*([A-Z_]+):\s*(.*)$/.exec(line);
    if (match) entries.set(match[1]!, match[2]!);
  }
  return entries;
}

describe('deployment files and the sign-in settings', () => {
  it('reads the variables from lib/config/account.ts', () => {
    expect(accountVariables).toContain('SESSION_SECRET');
    expect(accountVariables).toContain('CUSTOMER_ACCOUNT_CLIENT_ID');
    expect(accountVariables.length).toBeGreaterThanOrEqual(6);
  });

  it("compose gives every instance each setting from the deployer's environment, no value", () => {
    const env = composeEntries('x-shop-env: &shop-env');
    for (const name of [...accountVariables, 'NEXT_PUBLIC_SITE_URL'])
      expect(env.get(name), name).toBe(`\${${name}:-}`);
  });

  it('builds with the settings the build checks, and never with the secret', () => {
    const args = composeEntries('args:');
    for (const name of ['CUSTOMER_ACCOUNT_CLIENT_ID', 'NEXT_PUBLIC_SITE_URL']) {
      expect(args.get(name), name).toBe(`\${${name}:-}`);
      expect(instructions).toContain(`ARG ${name}`);
    }
    expect(args.has('SESSION_SECRET')).toBe(false);
    expect(instructions.join('\n')).not.toMatch(/\b(ARG|ENV)\b[^\n]*SESSION_SECRET/);
  });

  it('keeps what the build checked as the run stage defaults (the server reads them then)', () => {
    const run = runStage.join('\n');
    for (const name of ['CUSTOMER_ACCOUNT_CLIENT_ID', 'NEXT_PUBLIC_SITE_URL']) {
      expect(runStage).toContain(`ARG ${name}`);
      expect(run).toContain(`${name}=\${${name}}`);
    }
  });
});
