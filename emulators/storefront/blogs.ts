/**
 * The shop's blogs and their articles (Shopify's `Blog`, `Article`) from `content/blogs.json`.
 * `articles(query:)` and search read the fields Shopify documents for articles: author,
 * blog_title, tag, tag_not, created_at / published_at, updated_at, and free text in the title,
 * tags and content. Articles are served at `/blogs/<blog>/<article>` on the shop's domain.
 */
import { readFileSync } from 'node:fs';
import { plainText } from './pages';
import type { TermNode } from './search-query';
import { compareDate, exactMatches, phraseMatches, words } from './search-text';

export const BLOGS_PATH = new URL('../../content/blogs.json', import.meta.url);

export interface ArticleContent {
  id: string;
  handle: string;
  title: string;
  author: { firstName: string; lastName: string; email: string; bio: string | null };
  contentHtml: string;
  excerptHtml: string | null;
  tags: string[];
  publishedAt: string;
  updatedAt: string;
  seo?: { title: string | null; description: string | null };
}

export interface BlogContent {
  id: string;
  handle: string;
  title: string;
  seo?: { title: string | null; description: string | null };
  articles: ArticleContent[];
}

export interface BlogRecord {
  __typename: 'Blog';
  data: BlogContent;
  articles: ArticleRecord[];
  onlineStoreUrl: string;
}

export interface ArticleRecord {
  __typename: 'Article';
  data: ArticleContent;
  blog: BlogRecord;
  onlineStoreUrl: string;
  words: { title: string[]; content: string[]; tags: string[][] };
}

export function validateBlogs(raw: unknown): BlogContent[] {
  const list = (raw as { blogs?: unknown })?.blogs;
  if (!Array.isArray(list)) throw new Error('Blogs: expected { "blogs": [...] }');
  const problems: string[] = [];
  list.forEach((blog: Partial<BlogContent>, i) => {
    if (typeof blog.id !== 'string' || !/^gid:\/\/shopify\/Blog\/\d+$/.test(blog.id))
      problems.push(`blogs[${i}].id: expected gid://shopify/Blog/<number>`);
    if (typeof blog.handle !== 'string' || typeof blog.title !== 'string')
      problems.push(`blogs[${i}]: expected a handle and a title`);
    if (!Array.isArray(blog.articles))
      return problems.push(`blogs[${i}].articles: expected an array`);
    blog.articles.forEach((a: Partial<ArticleContent>, j) => {
      const at = `blogs[${i}].articles[${j}]`;
      if (typeof a.id !== 'string' || !/^gid:\/\/shopify\/Article\/\d+$/.test(a.id))
        problems.push(`${at}.id: expected gid://shopify/Article/<number>`);
      for (const key of ['handle', 'title', 'contentHtml', 'publishedAt', 'updatedAt'] as const)
        if (typeof a[key] !== 'string' || a[key] === '')
          problems.push(`${at}.${key}: expected a non-empty string`);
      if (typeof a.author?.firstName !== 'string' || typeof a.author.email !== 'string')
        problems.push(`${at}.author: expected firstName, lastName and email`);
      if (!Array.isArray(a.tags)) problems.push(`${at}.tags: expected an array`);
    });
  });
  if (problems.length > 0) throw new Error(`Blogs are invalid:\n  ${problems.join('\n  ')}`);
  return list as BlogContent[];
}

export function loadBlogs(path: URL | string = BLOGS_PATH): BlogContent[] {
  return validateBlogs(JSON.parse(readFileSync(path, 'utf8')));
}

export function blogRecords(blogs: readonly BlogContent[], shopOrigin: string): BlogRecord[] {
  return blogs.map((data) => {
    const blog: BlogRecord = {
      __typename: 'Blog',
      data,
      articles: [],
      onlineStoreUrl: `${shopOrigin}/blogs/${data.handle}`,
    };
    blog.articles = data.articles.map((article) => ({
      __typename: 'Article',
      data: article,
      blog,
      onlineStoreUrl: `${shopOrigin}/blogs/${data.handle}/${article.handle}`,
      words: {
        title: words(article.title),
        content: words(plainText(article.contentHtml)),
        tags: article.tags.map(words),
      },
    }));
    return blog;
  });
}

export const authorName = (a: ArticleContent['author']) => `${a.firstName} ${a.lastName}`.trim();

/** The fields an article has; `search` finds no article through a term on another field. */
export const ARTICLE_FIELDS: ReadonlySet<string> = new Set([
  'author',
  'blog_title',
  'tag',
  'tag_not',
  'title',
  'created_at',
  'published_at',
  'updated_at',
]);

/** One search term against an article; unknown fields are ignored. */
export function articleTermMatches(article: ArticleRecord, term: TermNode): boolean {
  const { data, words: text } = article;
  const wanted = words(term.value);
  const phrase = (list: string[]) => phraseMatches(list, wanted, term.prefix);
  const exact = (value: string) => exactMatches(value, term.value, term.prefix);
  switch (term.field) {
    case null:
      return phrase(text.title) || phrase(text.content) || text.tags.some(phrase);
    case 'title':
      return phrase(text.title);
    case 'author':
      return phrase(words(authorName(data.author)));
    case 'blog_title':
      return exact(article.blog.data.title);
    case 'tag':
      return data.tags.some(exact);
    case 'tag_not':
      return !data.tags.some(exact);
    case 'created_at':
    case 'published_at':
      return compareDate(data.publishedAt, term.comparator, term.value);
    case 'updated_at':
      return compareDate(data.updatedAt, term.comparator, term.value);
    default:
      return true;
  }
}

/** A term on a field articles do not have (`vendor:`) finds no article in a search. */
export const articleHasTerm = (article: ArticleRecord, term: TermNode) =>
  (term.field === null || ARTICLE_FIELDS.has(term.field)) && articleTermMatches(article, term);
