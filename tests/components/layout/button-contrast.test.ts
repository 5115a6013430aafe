/**
 * The checkout link turns from disabled to ready while the drawer is open. A colour fade between
 * the two pairs passes through greys that fail AA contrast (axe caught it mid-fade), so buttons
 * fade colours only on hover, never on a state change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(__dirname, '../../../styles/globals.css'), 'utf8');

/** The declarations of every rule whose selector list is exactly `selector`. */
function rules(selector: string): string[] {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...css.matchAll(new RegExp(`(?:^|\\n|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map(
    (m) => m[1] ?? '',
  );
}

describe('button colour transitions', () => {
  it.each(['.btn', '.btn-primary', ".btn-primary[aria-disabled='true']"])(
    '%s fades nothing',
    (selector) => {
      expect(rules(selector).length).toBeGreaterThan(0);
      for (const body of rules(selector)) expect(body).not.toMatch(/transition/);
    },
  );

  it('the hover shade fades, and never the text colour', () => {
    const hover = rules('.btn:hover').join('\n');
    expect(hover).toMatch(/transition:[^;]*background-color/);
    expect(hover).not.toMatch(/(^|[\s,:])color\s+\d/);
  });
});
