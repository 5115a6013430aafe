// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from '@/components/search/HeaderSearch';
import type { SuggestionView } from '@/lib/search/suggestion-view';

const router = vi.hoisted(() => ({
  push: vi.fn(() => Promise.resolve(true)),
  events: { on: vi.fn() },
}));
vi.mock('next/router', () => ({ default: router }));

const groups: SuggestionView['groups'] = [
  {
    kind: 'query',
    label: 'Suggestions',
    options: [{ kind: 'query', label: 'house blend', href: '/search?q=house%20blend' }],
  },
  {
    kind: 'product',
    label: 'Products',
    options: [
      {
        kind: 'product',
        label: 'House Blend <b>Coffee</b>',
        href: '/products/house-blend-coffee',
        priceLabel: 'From £9.50',
        img: { src: '/p/house.jpg', alt: '', width: 48, height: 48 },
      },
    ],
  },
  {
    kind: 'collection',
    label: 'Collections',
    options: [{ kind: 'collection', label: 'Coffee', href: '/collections/coffee' }],
  },
];

let asked: string[] = [];
/** When set, the suggestions are answered only once it resolves. */
let answerWhen: Promise<void> | undefined;
beforeEach(() => {
  asked = [];
  answerWhen = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const q = new URL(url, 'http://shop.test').searchParams.get('q') ?? '';
      asked.push(q);
      const body = q.startsWith('zz') ? { groups: [] } : { groups };
      const answer = () => new Response(JSON.stringify(body), { status: 200 });
      return (answerWhen ?? Promise.resolve()).then(answer);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  router.push.mockClear();
});

const field = () => screen.getByRole('searchbox', { name: /search/i });
const combobox = () => screen.findByRole('combobox', { name: /search/i });

describe('<HeaderSearch>', () => {
  it('is a plain GET form to /search with a labelled field until the field is focused', () => {
    render(<HeaderSearch />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(field().getAttribute('name')).toBe('q');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(within(form).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe(
      'submit',
    );
  });

  it('becomes the combobox on focus, keeping what was typed, and suggests for it', async () => {
    // The answer waits until the collapsed state is checked, however slow the machine.
    let answer!: () => void;
    answerWhen = new Promise((resolve) => (answer = resolve));
    render(<HeaderSearch />);
    const input = field() as HTMLInputElement;
    input.value = 'hou';
    act(() => input.focus());
    const box = await combobox();
    expect(box).toBe(input);
    expect(input.value).toBe('hou');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    answer();
    const listbox = await screen.findByRole('listbox', { name: /suggestions/i });
    expect(asked).toEqual(['hou']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'house blend',
      // Markup in a title is text.
      'House Blend <b>Coffee</b>From £9.50',
      'Coffee',
    ]);
    expect(within(listbox).getByRole('group', { name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '3 suggestions. Use the up and down arrows to choose.',
    );
  });

  it('walks the options with the arrows (wrapping), and Enter opens the active one', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch />);
    await user.click(field());
    const box = await combobox();
    await user.type(box, 'house');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await user.keyboard('{Home}');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.push).toHaveBeenCalledWith('/products/house-blend-coffee');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter on the text opens the results page without a page load', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch />);
    await user.click(field());
    await user.type(await combobox(), '  milk  frother {Enter}');
    expect(router.push).toHaveBeenCalledWith('/search?q=milk%20frother');
  });

  it('Esc closes the list and keeps the text, a second Esc clears it', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch />);
    await user.click(field());
    const box = (await combobox()) as HTMLInputElement;
    await user.type(box, 'tea');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('tea');
    await user.keyboard('{Escape}');
    expect(box.value).toBe('');
  });

  it('says so when nothing matches, with no listbox open', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch />);
    await user.click(field());
    await user.type(await combobox(), 'zzz');
    expect(
      await screen.findByText('No suggestions for “zzz”. Press Enter to search.'),
    ).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('"/" outside a field focuses the search; typed in a field it is a character', async () => {
    render(
      <>
        <input aria-label="Other" />
        <HeaderSearch />
      </>,
    );
    const other = screen.getByRole('textbox', { name: 'Other' });
    act(() => other.focus());
    fireEvent.keyDown(other, { key: '/' });
    expect(document.activeElement).toBe(other);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    expect(await combobox()).toBeTruthy();
  });
});
