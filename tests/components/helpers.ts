/** Text of the elements an element's aria-describedby points at (no jest-dom here). */
export function descriptionOf(el: Element): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isChecked(el: Element): boolean {
  return (el as HTMLInputElement).checked;
}
