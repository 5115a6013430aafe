/**
 * JSON-LD as the text of a `<script type="application/ld+json">`. The data carries CMS and
 * product text, so it is escaped for its place in HTML: `<` (which could close the script
 * element or open a comment), `>` and `&` become `\u` escapes, as do U+2028 and U+2029. JSON
 * parsers read the escapes as the same characters, so the data is unchanged.
 */

/**
 * One top-level JSON-LD item, as the builders in this folder make them (each typed with its
 * schema.org type from schema-dts, `WithContext<Product>` and so on).
 */
export interface JsonLdItem {
  readonly '@context': 'https://schema.org';
}

const UNSAFE = /[<>&\u2028\u2029]/g;

function escape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The script text for one item, or for several as an array (one script element either way). */
export function serializeJsonLd(data: JsonLdItem | readonly JsonLdItem[]): string {
  return JSON.stringify(data).replace(UNSAFE, escape);
}
