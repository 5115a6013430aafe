/**
 * Storyblok's Visual Editor, live (draft pages inside the editor's frame only; this module and the
 * bridge are a chunk no published page loads). `input` (the marketer types) re-renders the edited
 * story at once, through the same parsers as the server; `change` (saved) and `published` reload
 * the page's draft data. Messages from anywhere but the configured editor origin never reach the
 * bridge: it checks no origin itself.
 */
import StoryblokBridge from '@storyblok/preview-bridge';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { applyLiveStory, isEditorMessage, type LiveProps } from '@/lib/preview/live-story';

export interface LiveEditingProps {
  editorOrigin: string;
  /** The page's props as the server rendered them. */
  pageProps: LiveProps;
  /**
   * Shows `[base, props]`: the page's props with a live edit applied, for as long as the page's
   * props are still `base` (a reload or a navigation brings new ones, which win).
   */
  onLiveProps: (live: [LiveProps, LiveProps]) => void;
}

export function LiveEditing({ editorOrigin, pageProps, onLiveProps }: LiveEditingProps) {
  const router = useRouter();
  // The latest values for the bridge's callbacks, which are registered once.
  const latest = useRef({ pageProps, shown: pageProps, onLiveProps, router });
  useEffect(() => {
    const previous = latest.current;
    const shown = previous.pageProps === pageProps ? previous.shown : pageProps;
    latest.current = { pageProps, shown, onLiveProps, router };
  });

  useEffect(() => {
    if (window.parent === window) return undefined;
    // Capture phase on the window: this runs before the bridge's own listener, and stops it.
    const guard = (event: MessageEvent) => {
      if (!isEditorMessage(event.origin, event.source === window.parent, editorOrigin))
        event.stopImmediatePropagation();
    };
    window.addEventListener('message', guard, true);
    const bridge = new StoryblokBridge({ customParent: editorOrigin });
    bridge.on('input', ({ story }) => {
      const { pageProps: base, shown, router: r } = latest.current;
      const next = applyLiveStory(shown, story, r.asPath);
      if (!next) return;
      latest.current.shown = next;
      latest.current.onLiveProps([base, next]);
    });
    bridge.on(['change', 'published'], () => {
      const r = latest.current.router;
      // The page's data again, in draft mode: getStaticProps runs for this request only.
      void r.replace(r.asPath, undefined, { scroll: false });
    });
    return () => {
      window.removeEventListener('message', guard, true);
      bridge.destroy();
    };
  }, [editorOrigin]);
  return null;
}
