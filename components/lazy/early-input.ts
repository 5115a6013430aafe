/**
 * First clicks in deferred parts, kept until their code has come (issue 20).
 *
 * Some parts of a page are server-rendered HTML whose code loads after the first paint (a product
 * page's gallery and buy box, the footer's newsletter form): React leaves them as they are while
 * hydrating the page, and hydrates each once its chunk is in (lazy components inside Suspense).
 * A shopper can act on that HTML before then:
 *  - a click on one of its buttons would do nothing, or, for a submit button ("Add to basket",
 *    "Sign up"), submit the form natively: a page load that loses the click. It is held here (the
 *    default prevented) and clicked again once the part is live;
 *  - a radio (size, purchase option) the browser checks on its own, but the component's state
 *    would not follow: the picks are noted and made again, through React, once it is live. (Text
 *    typed into a field stays in the field; a part that has one reads it from the form.)
 *
 * `holdEarlyInput` listens on the document, in the capture phase (before React's own listeners),
 * from the moment the first-load code runs (pages/_app.tsx). A part's root carries
 * `EARLY_INPUT_ATTRIBUTE`, and `goLive(root)` is called once the part is hydrated; later input is
 * its own. ./deferred-part.tsx does both for every deferred part.
 */

/** The attribute that marks a deferred part's root element. */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input';

// What a part holds: the button clicked last, and the radios picked, in order. Elements, not
// copies: hydration keeps the server's elements, so these are the ones React then listens on.
interface Held {
  button?: HTMLButtonElement;
  radios: HTMLInputElement[];
}

const held = new WeakMap<Element, Held>();
const live = new WeakSet<Element>();
let installed = false;

/** What the not-yet-live part around `target` holds (made on first use); null outside one. */
function heldAround(target: Element): Held | null {
  const root = target.closest(`[${EARLY_INPUT_ATTRIBUTE}]`);
  if (!root || live.has(root)) return null;
  if (!held.has(root)) held.set(root, { radios: [] });
  return held.get(root) ?? null;
}

function onInput(event: Event) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  if (event.type === 'change') {
    if (target instanceof HTMLInputElement && target.type === 'radio') {
      heldAround(target)?.radios.push(target);
    }
    return;
  }
  const button = target.closest('button');
  const entry = button && heldAround(button);
  if (!entry) return;
  event.preventDefault();
  entry.button = button;
}

/** Starts holding early clicks and picks in deferred parts (once; browser only). */
export function holdEarlyInput(doc: Document | undefined = globalThis.document): void {
  if (!doc || installed) return;
  installed = true;
  doc.addEventListener('click', onInput, true);
  doc.addEventListener('change', onInput, true);
}

/**
 * The part under `root` is hydrated: its held picks are made again and its held click clicked,
 * now through its own handlers. Idempotent.
 */
export function goLive(root: Element): void {
  if (live.has(root)) return;
  live.add(root);
  const entry = held.get(root);
  held.delete(root);
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
