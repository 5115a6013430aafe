/**
 * The page views of a visit until the integrations have started (SPEC §2: a page view on every
 * route change).
 *
 * The tools load after the shopper's first interaction (./idle.ts), and that interaction can be a
 * tap on a link: the route change may complete before the runner or a tool is running. Each tool
 * sends a view of the page it starts on, so without this record the landing page (the one
 * marketers attribute a visit to) would never be counted. The first-load code creates the record
 * with the landing view and adds every route change; the runner reads it as each tool starts, and
 * closes it once the tools that start with it are running.
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
  /** The page the visit landed on (its query holds the affiliate and advertorial parameters). */
  readonly landing: EarlierView;
  /** A client-side route change; ignored once the record is closed. */
  record(view: EarlierView): void;
  /** Every view so far, landing first and the current page last. */
  views(): readonly EarlierView[];
  /** No tool needs the views any more: stop recording and let them go. */
  close(): void;
}

export function createViewRecord(landing: EarlierView): ViewRecord {
  let views: EarlierView[] | null = [landing];
  return {
    landing,
    record(view) {
      // A route change to the same URL (a hash or shallow change back) is still one view each.
      views?.push(view);
    },
    views: () => views ?? [],
    close() {
      views = null;
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
