import http from 'node:http';
import { createTurns } from '@/lib/server/turns';

/**
 * 10 ms: a few pages' worth of work per pass, so the extra passes cost little (requests/s on Node
 * alone rose with the turns), while a round of 100 busy connections no longer fills one pass.
 */
export const SLICE_MS = 10;

const installed = Symbol.for('shop.fairTurns');

/**
 * Gives the requests of every HTTP server in this process fair turns (lib/server/turns.ts). Next
 * creates its server itself and offers no hook around it, so the 'request' event is wrapped where
 * every server emits it: http.Server's `emit`. Other events pass straight through. Once per
 * process (a second call changes nothing); the instrumentation hook calls it at start, in
 * production. Returns the function that puts `emit` back (for tests).
 */
export function shareTurnsBetweenRequests(sliceMs: number = SLICE_MS): () => void {
  const proto = http.Server.prototype as http.Server & { [installed]?: true };
  if (proto[installed]) return () => {};
  proto[installed] = true;
  const admit = createTurns({ sliceMs, now: () => performance.now(), atPassEnd: setImmediate });
  const emit = proto.emit;
  proto.emit = function emitWithTurns(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    const pass = () => Reflect.apply(emit, this, [event, ...args]) as boolean;
    if (event !== 'request') return pass();
    admit(pass);
    // Node ignores what emitting 'request' returns; true says it has a listener, as it does.
    return true;
  } as typeof proto.emit;
  return () => {
    proto.emit = emit;
    delete proto[installed];
  };
}
