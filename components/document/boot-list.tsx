/**
 * What pages/_document.tsx's <Head> writes in place of Next's first-load `<script src defer>`
 * elements on production pages, so that they start after the first paint (./boot.ts says why):
 * each group becomes one `<script type="application/json" data-boot>` list of their URLs, in
 * order, and `BOOT_SCRIPT`, which adds them, follows, with the early-input hold before it. Inline
 * scripts of prerendered pages are hashed into the CSP at build (scripts/csp-hashes.mjs); this one
 * is the same text on every page.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { holdEarlyInput } from '@/components/lazy/early-input';
import { bootAfterFirstPaint } from '@/components/document/boot';

/** What runs inline, in <head>: the hold first, then the boot. */
export const BOOT_SCRIPT = `(${holdEarlyInput.toString()})(window);(${bootAfterFirstPaint.toString()})(document);`;

interface ScriptProps {
  src?: string;
  defer?: boolean;
  noModule?: boolean;
}

// `<` escaped, as in Next's own __NEXT_DATA__: a URL cannot close the element early.
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * `nodes` with their deferred `<script src>` elements (not `nomodule` ones, which modern browsers
 * skip) replaced by one JSON list of their URLs, in order, keyed `key`. Pure, for its test.
 */
export function asBootList(nodes: ReactNode, key: string): ReactNode[] {
  const urls: string[] = [];
  const kept: ReactNode[] = [];
  for (const node of Children.toArray(nodes)) {
    const props = isValidElement<ScriptProps>(node) && node.type === 'script' ? node.props : null;
    if (props?.src && props.defer && !props.noModule) urls.push(props.src);
    else kept.push(node);
  }
  if (urls.length === 0) return kept;
  const list = (
    <script
      key={key}
      type="application/json"
      data-boot=""
      dangerouslySetInnerHTML={{ __html: jsonInHtml(urls) }}
    />
  );
  return [...kept, list];
}
