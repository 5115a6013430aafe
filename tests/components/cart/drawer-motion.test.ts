/**
 * Clicks aimed at the drawer's buttons while the drawer slid in once landed beside them.
 * Whatever animates the drawer as it opens must leave its controls where they are drawn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(
  path.join(__dirname, '../../../components/cart/cart-drawer.module.css'),
  'utf8',
);

/** The declarations of the first rule for `selector`. */
function rule(selector: string): string {
  const match = new RegExp(`(^|\\n)${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css);
  return match?.[2] ?? '';
}

/** The body of `@keyframes name`. */
function keyframes(name: string): string {
  const start = css.indexOf(`@keyframes ${name}`);
  if (start < 0) return '';
  let depth = 0;
  for (let i = css.indexOf('{', start); i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    if (css[i] === '}' && (depth -= 1) === 0) return css.slice(start, i + 1);
  }
  return css.slice(start);
}

/** Properties that move or resize a box, and so move the buttons inside it. */
const MOVING = /\b(transform|translate|left|right|top|bottom|margin[\w-]*|width|inset)\s*:/;

describe('drawer opening motion', () => {
  const panel = rule('.panel');

  it('the panel rule is found', () => {
    expect(panel).toMatch(/position:\s*fixed/);
  });

  it.each(['animation', 'transition'])('the panel %s never moves its box', (property) => {
    const value = new RegExp(`${property}(?:-name)?:\\s*([^;]+);`).exec(panel)?.[1] ?? '';
    if (property === 'transition') {
      expect(value).not.toMatch(/transform|translate|left|right|width|margin|inset/);
      return;
    }
    const names = value.split(/[\s,]+/).filter((word) => css.includes(`@keyframes ${word}`));
    for (const name of names) expect(keyframes(name)).not.toMatch(MOVING);
  });
});
