import { describe, expect, it } from 'vitest';
import { storefrontClient, TEST_ORIGIN } from './search-client';

const { data, gql } = storefrontClient();

describe('blogs and articles', () => {
  it('reads a blog with its articles, authors and one article by handle', async () => {
    const { blog } = await data<{ blog: Record<string, unknown> }>(`{
      blog(handle: "journal") {
        id handle title onlineStoreUrl seo { title }
        authors { name email }
        articles(first: 5) { nodes { handle } }
        articleByHandle(handle: "brewing-guide") {
          id title publishedAt tags onlineStoreUrl
          authorV2 { name firstName bio }
          blog { handle }
          content(truncateAt: 40)
          excerpt
          contentHtml
          image { url }
          comments(first: 1) { nodes { id } }
        }
      }
    }`);
    expect(blog).toEqual({
      id: 'gid://shopify/Blog/1600000001',
      handle: 'journal',
      title: 'Journal',
      onlineStoreUrl: `${TEST_ORIGIN}/blogs/journal`,
      seo: { title: 'Journal' },
      authors: [
        { name: 'Ada Morrow', email: 'ada@morrow.example' },
        { name: 'Sam Hart', email: 'sam@morrow.example' },
      ],
      articles: {
        nodes: [
          { handle: 'brewing-guide' },
          { handle: 'choosing-oat-milk' },
          { handle: 'breakfast-tea' },
        ],
      },
      articleByHandle: {
        id: 'gid://shopify/Article/1610000001',
        title: 'How to brew a pour-over',
        publishedAt: '2024-02-12T08:00:00Z',
        tags: ['brewing', 'coffee', 'guide'],
        onlineStoreUrl: `${TEST_ORIGIN}/blogs/journal/brewing-guide`,
        authorV2: { name: 'Ada Morrow', firstName: 'Ada', bio: 'Head roaster.' },
        blog: { handle: 'journal' },
        content: 'Rinse the paper filter, add 15 g of m...',
        excerpt: 'Three minutes, 15 g of coffee and a slow pour.',
        contentHtml: expect.stringMatching(/^<p>Rinse the paper filter/),
        image: null,
        comments: { nodes: [] },
      },
    });
  });

  const ARTICLES =
    'query ($query: String, $sortKey: ArticleSortKeys, $reverse: Boolean) { articles(first: 10, query: $query, sortKey: $sortKey, reverse: $reverse) { nodes { handle } } }';
  it.each([
    [null, 'ID', false, ['brewing-guide', 'choosing-oat-milk', 'breakfast-tea']],
    [null, 'TITLE', false, ['breakfast-tea', 'choosing-oat-milk', 'brewing-guide']],
    [null, 'PUBLISHED_AT', true, ['breakfast-tea', 'choosing-oat-milk', 'brewing-guide']],
    [null, 'AUTHOR', false, ['brewing-guide', 'breakfast-tea', 'choosing-oat-milk']],
    ['tag:tea', 'ID', false, ['breakfast-tea']],
    ['tag_not:guide', 'ID', false, []],
    ['author:"Ada Morrow"', 'ID', false, ['brewing-guide', 'breakfast-tea']],
    ['blog_title:Journal milk', 'ID', false, ['choosing-oat-milk', 'breakfast-tea']],
    ['published_at:>2024-03-01', 'ID', false, ['choosing-oat-milk', 'breakfast-tea']],
    ['foam*', 'ID', false, ['choosing-oat-milk']],
  ])(
    'articles(query: %j, sortKey: %s, reverse: %s) finds %j',
    async (query, sortKey, reverse, expected) => {
      const result = await data<{ articles: { nodes: { handle: string }[] } }>(ARTICLES, {
        query,
        sortKey,
        reverse,
      });
      expect(result.articles.nodes.map((n) => n.handle)).toEqual(expected);
    },
  );

  it.each([
    ['blog(handle: "news") { id }', { blog: null }],
    ['blogByHandle(handle: "journal") { handle }', { blogByHandle: { handle: 'journal' } }],
    ['article(id: "gid://shopify/Article/1") { id }', { article: null }],
    [
      'article(id: "gid://shopify/Article/1610000003") { handle }',
      { article: { handle: 'breakfast-tea' } },
    ],
    [
      'blogs(first: 5, query: "journal") { nodes { handle } }',
      { blogs: { nodes: [{ handle: 'journal' }] } },
    ],
    ['blogs(first: 5, query: "news") { nodes { handle } }', { blogs: { nodes: [] } }],
  ])('%s answers %j', async (field, expected) => {
    expect(await data(`{ ${field} }`)).toEqual(expected);
  });

  it('refuses an article id that is no global id', async () => {
    const result = await gql('{ article(id: "brewing-guide") { id } }');
    expect(result.errors?.[0]?.message).toBe("Invalid global id 'brewing-guide'");
  });
});
