/**
 * The runner's vendor tools: each starts once, fails alone, and takes calls only while its
 * consent category is granted. A call made while a tool is still starting is held, in order, and
 * made once it runs (dropped if it fails to start), so nothing is lost to a tool's load time.
 */
import type { ConsentCategory } from '@/lib/consent/decide';
import { logFailure, type IntegrationModule, type RunningIntegration } from './types';

export type ToolTask = (tool: RunningIntegration) => void;

/** Calls held per starting tool: far more than a shopper makes in the seconds a tool loads. */
const MAX_HELD = 50;

export interface Tools {
  running(m: IntegrationModule): RunningIntegration | undefined;
  /** Started, or starting now. */
  known(m: IntegrationModule): boolean;
  /** Starts `m`; `onStarted` runs before the held calls are made. Resolves once it settled. */
  start(m: IntegrationModule, onStarted: (started: RunningIntegration) => void): Promise<void>;
  /** A call to `m`: made now if it runs, held while it starts, dropped otherwise. */
  send(m: IntegrationModule, task: ToolTask): void;
  /** A call to every running tool. */
  each(task: (tool: RunningIntegration, m: IntegrationModule) => void): void;
}

export function createTools(granted: (category: ConsentCategory) => boolean): Tools {
  const running = new Map<IntegrationModule, RunningIntegration>();
  const held = new Map<IntegrationModule, ToolTask[]>();
  const run = (m: IntegrationModule, tool: RunningIntegration, task: ToolTask) => {
    if (!granted(m.category)) return;
    try {
      task(tool);
    } catch (error) {
      logFailure(m.name, error);
    }
  };
  return {
    running: (m) => running.get(m),
    known: (m) => running.has(m) || held.has(m),
    start(m, onStarted) {
      held.set(m, []);
      return m.start().then(
        (started) => {
          running.set(m, started);
          const calls = held.get(m) ?? [];
          held.delete(m);
          try {
            onStarted(started);
          } catch (error) {
            logFailure(m.name, error);
          }
          for (const task of calls) run(m, started, task);
        },
        (error: unknown) => {
          held.delete(m);
          logFailure(m.name, error);
        },
      );
    },
    send(m, task) {
      const tool = running.get(m);
      if (tool) run(m, tool, task);
      else {
        const calls = held.get(m);
        if (calls && calls.length < MAX_HELD) calls.push(task);
        else if (calls) logFailure(m.name, new Error('too many calls while starting; one dropped'));
      }
    },
    each(task) {
      for (const [m, tool] of running) run(m, tool, (t) => task(t, m));
    },
  };
}
