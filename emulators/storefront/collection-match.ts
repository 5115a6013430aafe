/**
 * What a search term means for a collection (`collections(query:)`, predictive search): free text
 * and `title:` read the title's words, `handle:` the whole handle, `updated_at:` compares dates;
 * `collection_type:` and fields the platform does not know are ignored, as Shopify ignores them.
 */
import type { ProductRecord } from './catalogue';
import type { CollectionRecord } from './collections';
import type { TermNode } from './search-query';
import { compareDate, exactMatches, phraseMatches, words } from './search-text';

type Collection = CollectionRecord<ProductRecord>;

const titleWords = new WeakMap<Collection, string[]>();

function wordsOfTitle(collection: Collection): string[] {
  let cached = titleWords.get(collection);
  if (!cached) titleWords.set(collection, (cached = words(collection.data.title)));
  return cached;
}

export function collectionTermMatches(collection: Collection, term: TermNode): boolean {
  switch (term.field) {
    case null:
    case 'title':
      return phraseMatches(wordsOfTitle(collection), words(term.value), term.prefix);
    case 'handle':
      return exactMatches(collection.data.handle, term.value, term.prefix);
    case 'updated_at':
      return compareDate(collection.data.updatedAt, term.comparator, term.value);
    default:
      return true;
  }
}
