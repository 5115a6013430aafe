// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '@/components/document/early-input-script';
import { EARLY_INPUT_ATTRIBUTE, goLive } from '@/components/lazy/early-input';

describe('EARLY_INPUT_SCRIPT, the inline copy of the hold', () => {
  it('runs on its own, with nothing from the modules around it, and holds what the module releases', () => {
    delete (window as Window & { __earlyInput?: unknown }).__earlyInput;
    // As the browser runs it: a function over the page's globals only.
    new Function('window', EARLY_INPUT_SCRIPT)(window);
    document.body.innerHTML = `<form ${EARLY_INPUT_ATTRIBUTE}><button type="submit">Add to basket</button></form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    const submits: string[] = [];
    form.addEventListener('submit', (event) => {
      submits.push('submitted');
      event.preventDefault();
    });
    expect(button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(
      false,
    );
    expect(submits).toEqual([]);
    // The module's goLive finds what the inline copy held.
    goLive(form);
    expect(submits).toEqual(['submitted']);
    document.body.innerHTML = '';
  });

  it('matches the attribute deferred parts are marked with', () => {
    expect(EARLY_INPUT_SCRIPT).toContain(`[${EARLY_INPUT_ATTRIBUTE}]`);
  });
});
