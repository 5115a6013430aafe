import { describe, expect, it } from 'vitest';
import {
  activeOption,
  comboboxReducer,
  initialComboboxState,
  type ComboboxAction,
  type ComboboxState,
} from '@/lib/search/combobox-state';
import type { SuggestionView } from '@/lib/search/suggestion-view';

const view = (query: string, labels: string[]): SuggestionView => ({
  query,
  groups: [
    {
      kind: 'product',
      label: 'Products',
      options: labels.map((label) => ({ kind: 'product', label, href: `/products/${label}` })),
    },
  ],
});

const shown = (labels: string[], patch: Partial<ComboboxState> = {}): ComboboxState => ({
  query: 'ho',
  view: view('ho', labels),
  status: 'ready',
  open: true,
  active: -1,
  ...patch,
});

const run = (state: ComboboxState, ...actions: ComboboxAction[]) =>
  actions.reduce(comboboxReducer, state);

describe('comboboxReducer', () => {
  it.each<[string, ComboboxState, ComboboxAction[], Partial<ComboboxState>]>([
    [
      'typing starts a load, keeping the old suggestions',
      shown(['a']),
      [{ type: 'typed', query: 'hou' }],
      { query: 'hou', status: 'loading', open: true, active: -1 },
    ],
    [
      'typing blank text resets',
      shown(['a'], { active: 0 }),
      [{ type: 'typed', query: '  ' }],
      { query: '  ', view: null, status: 'idle', open: false, active: -1 },
    ],
    [
      'suggestions for the text open the list',
      { ...initialComboboxState('ho'), status: 'loading' },
      [{ type: 'loaded', view: view('ho', ['a']) }],
      { status: 'ready', open: true, active: -1 },
    ],
    [
      'no suggestions leave the list closed',
      { ...initialComboboxState('zz'), status: 'loading' },
      [{ type: 'loaded', view: { query: 'zz', groups: [] } }],
      { status: 'ready', open: false },
    ],
    [
      'stale suggestions are ignored',
      { ...initialComboboxState('hou'), status: 'loading' },
      [{ type: 'loaded', view: view('ho', ['a']) }],
      { status: 'loading', view: null, open: false },
    ],
    [
      'a failure closes the list',
      shown(['a']),
      [{ type: 'failed', query: 'ho' }],
      { status: 'failed', view: null, open: false },
    ],
    [
      'a stale failure is ignored',
      shown(['a']),
      [{ type: 'failed', query: 'h' }],
      { status: 'ready', open: true },
    ],
    ['Down goes to the first option', shown(['a', 'b', 'c']), [{ type: 'next' }], { active: 0 }],
    [
      'Down twice to the second',
      shown(['a', 'b', 'c']),
      [{ type: 'next' }, { type: 'next' }],
      { active: 1 },
    ],
    [
      'Down on the last wraps to the first',
      shown(['a', 'b'], { active: 1 }),
      [{ type: 'next' }],
      { active: 0 },
    ],
    [
      'Up from the text goes to the last',
      shown(['a', 'b', 'c']),
      [{ type: 'previous' }],
      { active: 2 },
    ],
    [
      'Up on the first wraps to the last',
      shown(['a', 'b', 'c'], { active: 0 }),
      [{ type: 'previous' }],
      { active: 2 },
    ],
    [
      'Down on a closed list opens it on the first',
      shown(['a', 'b'], { open: false }),
      [{ type: 'next' }],
      { open: true, active: 0 },
    ],
    [
      'Up on a closed list opens it on the last',
      shown(['a', 'b'], { open: false }),
      [{ type: 'previous' }],
      { open: true, active: 1 },
    ],
    [
      'Down with no options changes nothing',
      shown([]),
      [{ type: 'next' }],
      { active: -1, open: true },
    ],
    [
      'Down with nothing loaded changes nothing',
      initialComboboxState('ho'),
      [{ type: 'next' }],
      { active: -1, open: false },
    ],
    [
      'Home/End put visual focus back on the text',
      shown(['a', 'b'], { active: 1 }),
      [{ type: 'text' }],
      { active: -1, open: true },
    ],
    [
      'Esc on an open list closes it, text kept',
      shown(['a'], { active: 0 }),
      [{ type: 'escape' }],
      { query: 'ho', open: false, active: -1 },
    ],
    [
      'Esc on a closed list clears the text',
      shown(['a'], { open: false }),
      [{ type: 'escape' }],
      { query: '', view: null, open: false },
    ],
    [
      'Esc twice closes, then clears',
      shown(['a']),
      [{ type: 'escape' }, { type: 'escape' }],
      { query: '', open: false },
    ],
    [
      'blur closes',
      shown(['a'], { active: 0 }),
      [{ type: 'close' }],
      { open: false, active: -1, query: 'ho' },
    ],
  ])('%s', (_case, state, actions, expected) => {
    expect(run(state, ...actions)).toMatchObject(expected);
  });

  it('leaves its input as it was', () => {
    const state = shown(['a', 'b']);
    const copy = structuredClone(state);
    run(state, { type: 'next' }, { type: 'typed', query: 'x' }, { type: 'escape' });
    expect(state).toEqual(copy);
  });

  it('activeOption is the option with visual focus across groups', () => {
    const state: ComboboxState = {
      ...shown([]),
      view: {
        query: 'ho',
        groups: [
          {
            kind: 'query',
            label: 'Suggestions',
            options: [{ kind: 'query', label: 'house', href: '/search?q=house' }],
          },
          {
            kind: 'product',
            label: 'Products',
            options: [{ kind: 'product', label: 'House Blend', href: '/products/house-blend' }],
          },
        ],
      },
    };
    expect(activeOption(state)).toBeNull();
    expect(activeOption(run(state, { type: 'next' }))?.href).toBe('/search?q=house');
    expect(activeOption(run(state, { type: 'next' }, { type: 'next' }))?.href).toBe(
      '/products/house-blend',
    );
  });
});
