// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_ATTRIBUTE, goLive, holdEarlyInput } from '@/components/lazy/early-input';

/** A server-rendered buy box: two size radios, "Add to basket" (submit) and an upgrade button. */
function buyBox(): HTMLFormElement {
  document.body.innerHTML = `
    <form ${EARLY_INPUT_ATTRIBUTE}>
      <input type="radio" name="size" value="250 g" checked>
      <input type="radio" name="size" value="1 kg">
      <button type="submit">Add to basket</button>
      <button type="button">Upgrade</button>
    </form>
    <form id="other"><button type="submit">Sign up</button></form>`;
  return document.querySelector('form') as HTMLFormElement;
}

const radio = (value: string) =>
  document.querySelector<HTMLInputElement>(`input[value="${value}"]`) as HTMLInputElement;
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find(
    (b) => b.textContent === name,
  ) as HTMLButtonElement;

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('early input in a buy box', () => {
  holdEarlyInput(window);

  it('holds a click on "Add to basket" before the box is live (no native submit), then clicks it again', () => {
    const form = buyBox();
    const submits: string[] = [];
    form.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented ? 'prevented' : 'submitted');
      event.preventDefault();
    });
    const clicked = button('Add to basket').dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect(clicked).toBe(false);
    expect(submits).toEqual([]);

    const onClick = vi.fn();
    button('Add to basket').addEventListener('click', onClick);
    goLive(form);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(submits).toEqual(['submitted']);
  });

  it('makes the picks again once live, then clicks the held button after their re-render', () => {
    vi.useFakeTimers();
    const form = buyBox();
    radio('1 kg').click();
    expect(radio('1 kg').checked).toBe(true);
    button('Upgrade').click();

    // What the hydrated component sees: a click on the radio it had not seen checked.
    const seen: string[] = [];
    for (const input of form.querySelectorAll('input')) {
      input.addEventListener('click', () => seen.push(`pick ${input.value} ${input.checked}`));
    }
    button('Upgrade').addEventListener('click', () => seen.push('upgrade'));
    goLive(form);
    expect(seen).toEqual(['pick 1 kg true']);
    vi.runAllTimers();
    expect(seen).toEqual(['pick 1 kg true', 'upgrade']);
    expect(radio('1 kg').checked).toBe(true);
  });

  it('leaves a live box, other forms and clicks outside buttons alone', () => {
    const form = buyBox();
    goLive(form);
    expect(
      button('Add to basket').dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true }),
      ),
    ).toBe(true);
    const other = button('Sign up');
    expect(other.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(
      true,
    );
  });

  it('a box with nothing held goes live quietly, and only once', () => {
    const form = buyBox();
    const onClick = vi.fn();
    form.addEventListener('click', onClick);
    goLive(form);
    goLive(form);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps only the last button clicked before the box is live', () => {
    const form = buyBox();
    button('Upgrade').click();
    button('Add to basket').click();
    const clicks: string[] = [];
    form.addEventListener('click', (event) =>
      clicks.push((event.target as Element).textContent ?? ''),
    );
    form.addEventListener('submit', (event) => event.preventDefault());
    goLive(form);
    expect(clicks).toEqual(['Add to basket']);
  });

  it('holds a click in any marked part, not only a form (the gallery)', () => {
    document.body.innerHTML = `<div ${EARLY_INPUT_ATTRIBUTE}><button type="button">Show image 2 of 3</button></div>`;
    const part = document.querySelector('div') as HTMLDivElement;
    const thumb = button('Show image 2 of 3');
    thumb.click();
    const onClick = vi.fn();
    thumb.addEventListener('click', onClick);
    goLive(part);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
