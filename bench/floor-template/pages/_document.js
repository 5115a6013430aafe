import { Head, Html, Main, NextScript } from 'next/document';

// Only a page language, which any real app sets (Lighthouse's accessibility audit asks for it).
export default function Document() {
  return (
    <Html lang="en">
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
