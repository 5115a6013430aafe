/**
 * Page views from before the integrations start (SPEC §2: a page view on every route change).
 *
 * The tools load after the shopper's first interaction (./idle.ts), and that interaction can be a
 * tap on a link: the route change may complete before the tools are running. Each tool sends a
 * view of the page it starts on, so without this record the landing page (the one marketers
 * attribute a visit to) would never be counted. The first-load code keeps the views here until the
 * runner takes them, and each tool that starts with the runner replays them at their own times.
 */

export interface EarlierView {
  /** The absolute URL of the page. */
  url: string;
  /** `document.title` when the view was recorded (best effort after a route change). */
  title: string;
  /** When it was viewed (ms since the epoch), so the tools place it in order. */
  at: number;
}

export interface ViewRecord {
  /** A client-side route change; ignored once the runner has the views. */
  record(view: EarlierView): void;
  /**
   * Hands the views to the runner: every one before the page the tools start on (which they
   * count themselves). Nothing is recorded after this.
   */
  handOff(): EarlierView[];
}

export function createViewRecord(landing: EarlierView): ViewRecord {
  const views: EarlierView[] = [landing];
  let handedOff = false;
  return {
    record(view) {
      if (handedOff) return;
      // A route change to the same URL (a hash or shallow change back) is still one view each.
      views.push(view);
    },
    handOff() {
      handedOff = true;
      return views.slice(0, -1);
    },
  };
}

/** The view of the current document, for the record's landing entry or a route change. */
export function currentView(win: Window, url: string = win.location.href): EarlierView {
  return {
    url: new URL(url, win.location.href).href,
    title: win.document.title,
    at: Date.now(),
  };
}
