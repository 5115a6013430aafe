/**
 * Resolvers of the blog root fields (`blog`, `blogByHandle`, `blogs`, `article`, `articles`) and
 * of `Blog` and `Article`, over blogs.ts records held in the request context's `platform.store`.
 */
import {
  articleTermMatches,
  authorName,
  type ArticleContent,
  type ArticleRecord,
  type BlogRecord,
} from './blogs';
import { emptyConnection, paginate, type ConnectionArgs } from './connection';
import { requireGid } from './ids';
import { plainText } from './pages';
import { parseQueryArgument } from './query-argument';
import type { StorefrontContext } from './resolvers';
import { matchesQuery, type TermNode } from './search-query';
import { exactMatches, phraseMatches, words } from './search-text';

type Resolver<P, A> = (parent: P, args: A, ctx: StorefrontContext) => unknown;
const resolver = <P, A = Record<string, never>>(fn: Resolver<P, A>) => fn;
type ListArgs = ConnectionArgs & { query?: string | null; sortKey?: string | null };

const numericId = (gid: string) => Number(gid.slice(gid.lastIndexOf('/') + 1));

const ARTICLE_SORT: Record<string, (a: ArticleRecord, b: ArticleRecord) => number> = {
  ID: (a, b) => numericId(a.data.id) - numericId(b.data.id),
  TITLE: (a, b) => a.data.title.localeCompare(b.data.title, 'en'),
  PUBLISHED_AT: (a, b) => Date.parse(a.data.publishedAt) - Date.parse(b.data.publishedAt),
  UPDATED_AT: (a, b) => Date.parse(a.data.updatedAt) - Date.parse(b.data.updatedAt),
  AUTHOR: (a, b) => authorName(a.data.author).localeCompare(authorName(b.data.author), 'en'),
  BLOG_TITLE: (a, b) => a.blog.data.title.localeCompare(b.blog.data.title, 'en'),
};

function articles(list: readonly ArticleRecord[], args: ListArgs) {
  const query = parseQueryArgument(args.query);
  const found = list.filter((a) => matchesQuery(query, (t) => articleTermMatches(a, t)));
  found.sort(ARTICLE_SORT[args.sortKey ?? 'ID'] ?? ARTICLE_SORT.ID);
  return paginate(found, args, (a) => a.data.id);
}

function blogTermMatches(blog: BlogRecord, term: TermNode): boolean {
  if (term.field === null || term.field === 'title')
    return phraseMatches(words(blog.data.title), words(term.value), term.prefix);
  if (term.field === 'handle') return exactMatches(blog.data.handle, term.value, term.prefix);
  return true;
}

function truncate(text: string, length: number | null | undefined): string {
  if (length == null || text.length <= length) return text;
  return `${text.slice(0, Math.max(0, length - 3)).trimEnd()}...`;
}

const author = (a: ArticleContent['author']) => ({ ...a, name: authorName(a) });

export function blogResolvers(): Record<string, Record<string, unknown>> {
  return {
    QueryRoot: {
      blog: resolver<unknown, { id?: string | null; handle?: string | null }>(
        (_, { id, handle }, ctx) => {
          const { blogs } = ctx.platform.store;
          if (id != null)
            return requireGid(id).type === 'Blog'
              ? (blogs.find((b) => b.data.id === id) ?? null)
              : null;
          return blogs.find((b) => b.data.handle === handle) ?? null;
        },
      ),
      blogByHandle: resolver<unknown, { handle: string }>(
        (_, { handle }, ctx) =>
          ctx.platform.store.blogs.find((b) => b.data.handle === handle) ?? null,
      ),
      blogs: resolver<unknown, ListArgs>((_, args, ctx) => {
        const query = parseQueryArgument(args.query);
        const found = ctx.platform.store.blogs.filter((b) =>
          matchesQuery(query, (t) => blogTermMatches(b, t)),
        );
        if (args.sortKey === 'TITLE' || args.sortKey === 'HANDLE') {
          const key = args.sortKey === 'TITLE' ? 'title' : 'handle';
          found.sort((a, b) => a.data[key].localeCompare(b.data[key], 'en'));
        }
        return paginate(found, args, (b) => b.data.id);
      }),
      article: resolver<unknown, { id: string }>((_, { id }, ctx) =>
        requireGid(id).type === 'Article'
          ? (ctx.platform.store.articles.find((a) => a.data.id === id) ?? null)
          : null,
      ),
      articles: resolver<unknown, ListArgs>((_, args, ctx) =>
        articles(ctx.platform.store.articles, args),
      ),
    },
    Blog: {
      id: (b: BlogRecord) => b.data.id,
      handle: (b: BlogRecord) => b.data.handle,
      title: (b: BlogRecord) => b.data.title,
      seo: (b: BlogRecord) => b.data.seo ?? { title: null, description: null },
      authors: (b: BlogRecord) => {
        const byEmail = new Map(
          b.articles.map((a) => [a.data.author.email, author(a.data.author)]),
        );
        return [...byEmail.values()];
      },
      articles: resolver<BlogRecord, ListArgs>((b, args) => articles(b.articles, args)),
      articleByHandle: resolver<BlogRecord, { handle: string }>(
        (b, { handle }) => b.articles.find((a) => a.data.handle === handle) ?? null,
      ),
      metafield: () => null,
      metafields: resolver<unknown, { identifiers: unknown[] }>((_, { identifiers }) =>
        identifiers.map(() => null),
      ),
    },
    Article: {
      id: (a: ArticleRecord) => a.data.id,
      handle: (a: ArticleRecord) => a.data.handle,
      title: (a: ArticleRecord) => a.data.title,
      author: (a: ArticleRecord) => author(a.data.author),
      authorV2: (a: ArticleRecord) => author(a.data.author),
      content: resolver<ArticleRecord, { truncateAt?: number | null }>((a, { truncateAt }) =>
        truncate(plainText(a.data.contentHtml), truncateAt),
      ),
      contentHtml: (a: ArticleRecord) => a.data.contentHtml,
      excerpt: resolver<ArticleRecord, { truncateAt?: number | null }>((a, { truncateAt }) =>
        a.data.excerptHtml === null ? null : truncate(plainText(a.data.excerptHtml), truncateAt),
      ),
      excerptHtml: (a: ArticleRecord) => a.data.excerptHtml,
      image: () => null,
      publishedAt: (a: ArticleRecord) => a.data.publishedAt,
      seo: (a: ArticleRecord) => a.data.seo ?? { title: null, description: null },
      tags: (a: ArticleRecord) => a.data.tags,
      comments: resolver<ArticleRecord, ConnectionArgs>((_, args) => emptyConnection(args)),
      trackingParameters: () => null,
      metafield: () => null,
      metafields: resolver<unknown, { identifiers: unknown[] }>((_, { identifiers }) =>
        identifiers.map(() => null),
      ),
    },
  };
}
