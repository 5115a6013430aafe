/**
 * The buy box's first clicks, kept until its code has come (issue 20).
 *
 * The buy box is server-rendered HTML whose code loads after the first paint: React leaves it as
 * it is while hydrating the page, and hydrates it once its chunk is in (ProductDetails). A shopper
 * can act on that HTML before then:
 *  - a click on one of its buttons would do nothing, or, for "Add to basket", submit the form
 *    natively: a page load that loses the click. It is held here (the default prevented) and
 *    clicked again once the buy box is live;
 *  - a radio (size, purchase option) the browser checks on its own, but the component's state
 *    would not follow: the picks are noted and made again, through React, once it is live.
 *
 * `holdEarlyInput` listens on the document, in the capture phase (before React's own listeners),
 * from the moment the product page's first-load code runs. `goLive(form)` is called by the buy
 * box once hydrated; later clicks are the component's alone.
 */

/** The attribute that marks a buy box form. */
export const BUY_BOX_ATTRIBUTE = 'data-buy-box';

interface Held {
  /** The button clicked last, as its index among the form's buttons. */
  button: number | null;
  /** The radios picked, as indices among the form's radios, in the order picked. */
  radios: number[];
}

const held = new WeakMap<HTMLFormElement, Held>();
const live = new WeakSet<HTMLFormElement>();
const installed = new WeakSet<Document>();

function heldFor(form: HTMLFormElement): Held {
  let entry = held.get(form);
  if (!entry) {
    entry = { button: null, radios: [] };
    held.set(form, entry);
  }
  return entry;
}

/** The buy box form around `target` that is not live yet, or null. */
function waitingForm(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof Element)) return null;
  const form = target.closest<HTMLFormElement>(`form[${BUY_BOX_ATTRIBUTE}]`);
  return form && !live.has(form) ? form : null;
}

const radiosOf = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
const buttonsOf = (form: HTMLFormElement) => Array.from(form.querySelectorAll('button'));

function onClick(event: MouseEvent) {
  const form = waitingForm(event.target);
  const button = (event.target as Element).closest('button');
  if (!form || !button) return;
  event.preventDefault();
  heldFor(form).button = buttonsOf(form).indexOf(button);
}

function onChange(event: Event) {
  const form = waitingForm(event.target);
  const input = event.target as HTMLInputElement;
  if (!form || input.type !== 'radio') return;
  heldFor(form).radios.push(radiosOf(form).indexOf(input));
}

/** Starts holding early clicks and picks in buy boxes (once per document; browser only). */
export function holdEarlyInput(doc: Document | undefined = globalThis.document): void {
  if (!doc || installed.has(doc)) return;
  installed.add(doc);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('change', onChange, true);
}

/**
 * The buy box `form` is hydrated: its held picks are made again and its held click clicked, now
 * through its own handlers. Idempotent.
 */
export function goLive(form: HTMLFormElement): void {
  if (live.has(form)) return;
  live.add(form);
  const entry = held.get(form);
  held.delete(form);
  if (!entry) return;
  const radios = radiosOf(form);
  const button = entry.button === null ? null : buttonsOf(form)[entry.button];
  for (const index of entry.radios) {
    const radio = radios[index];
    if (!radio) continue;
    // The browser checked it before React listened, so React's state still has the old pick.
    // Unchecked through the property (which React tracks), the click is a change React sees.
    radio.checked = false;
    radio.click();
  }
  if (!button) return;
  // After the picks' re-render (React renders a click's update in a microtask), so an add adds
  // what was picked.
  if (entry.radios.length > 0) setTimeout(() => button.click(), 0);
  else button.click();
}
