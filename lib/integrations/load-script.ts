/**
 * Injects a vendor script once (async, so it never blocks parsing) and resolves when it has run.
 * A failed load rejects; callers log it and carry on (SPEC §8).
 */
const pending = new Map<string, Promise<void>>();

export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const known = pending.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    });
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}
