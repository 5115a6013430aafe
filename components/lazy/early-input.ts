/**
 * First clicks in deferred parts, kept until their code has come.
 *
 * Some parts of a page are server-rendered HTML whose code loads after the first paint (a product
 * page's gallery and buy box, the footer's newsletter form): React leaves them as they are while
 * hydrating the page, and hydrates each once its chunk is in (lazy components inside Suspense).
 * And the whole page is HTML only until its first-load scripts have come and run, which on a
 * phone is well after it is painted. A shopper can act on that HTML meanwhile:
 *  - a click on one of its buttons would do nothing, or, for a submit button ("Add to basket",
 *    "Sign up"), submit the form natively: a page load that loses the click. It is held here (the
 *    default prevented) and clicked again once the part is live;
 *  - a radio (size, purchase option) the browser checks on its own, but the component's state
 *    would not follow: the picks are noted and made again, through React, once it is live. (Text
 *    typed into a field stays in the field; a part that has one reads it from the form.)
 *
 * `holdEarlyInput` listens on the document, in the capture phase (before React's own listeners).
 * It runs inline in every page's <head> (components/document/early-input-script.ts writes its
 * source there, through pages/_document.tsx), so it holds from the first paint on, before any
 * script file has come; this module's `goLive` finds what it held on the window. A part's root
 * carries `EARLY_INPUT_ATTRIBUTE`, and `goLive(root)` is called once the part is hydrated; later
 * input is its own. ./deferred-part.tsx does both for every deferred part.
 */

/** The attribute that marks a deferred part's root element. */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input';

// What a part holds: the button clicked last, and the radios picked, in order. Elements, not
// copies: hydration keeps the server's elements, so these are the ones React then listens on.
interface Held {
  button?: HTMLButtonElement;
  radios: HTMLInputElement[];
}

/** Shared by the inline copy and this module, on the window. */
interface EarlyInputStore {
  held: WeakMap<Element, Held>;
  live: WeakSet<Element>;
}

type EarlyInputWindow = Window & { __earlyInput?: EarlyInputStore };

/**
 * Starts holding early clicks and picks in deferred parts (once per window). It runs as the inline
 * copy only, called with the page's window.
 *
 * Self-contained: it refers to nothing outside itself (its source is written inline into every
 * page), so the attribute is spelled out here; a unit test holds it equal to EARLY_INPUT_ATTRIBUTE.
 */
export function holdEarlyInput(w: EarlyInputWindow): void {
  if (w.__earlyInput) return;
  const store: EarlyInputStore = { held: new WeakMap(), live: new WeakSet() };
  w.__earlyInput = store;
  // What the not-yet-live part around `target` holds (made on first use); null outside one.
  const heldAround = (target: Element): Held | null => {
    const root = target.closest('[data-early-input]');
    if (!root || store.live.has(root)) return null;
    let entry = store.held.get(root);
    if (!entry) store.held.set(root, (entry = { radios: [] }));
    return entry;
  };
  const onInput = (event: Event) => {
    const target = event.target as Element | null;
    if (!target || typeof target.closest !== 'function') return;
    if (event.type === 'change') {
      const input = target as HTMLInputElement;
      if (input.type === 'radio') heldAround(input)?.radios.push(input);
      return;
    }
    const button = target.closest('button');
    const entry = button && heldAround(button);
    if (!entry) return;
    event.preventDefault();
    entry.button = button;
  };
  w.document.addEventListener('click', onInput, true);
  w.document.addEventListener('change', onInput, true);
}

/**
 * The part under `root` is hydrated: its held picks are made again and its held click clicked,
 * now through its own handlers. Idempotent.
 */
export function goLive(root: Element): void {
  const store = (root.ownerDocument.defaultView as EarlyInputWindow | null)?.__earlyInput;
  if (!store || store.live.has(root)) return;
  store.live.add(root);
  const entry = store.held.get(root);
  store.held.delete(root);
  if (!entry) return;
  for (const radio of entry.radios) {
    // The browser checked it before React listened, so React's state still has the old pick.
    // Unchecked through the property (which React tracks), the click is a change React sees.
    radio.checked = false;
    radio.click();
  }
  const { button, radios } = entry;
  if (!button) return;
  // After the picks' re-render (React renders a click's update in a microtask), so an add adds
  // what was picked.
  if (radios.length > 0) setTimeout(() => button.click(), 0);
  else button.click();
}
