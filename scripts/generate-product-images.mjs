#!/usr/bin/env node
/**
 * Draws the demo catalogue's missing images: `public/images/products/<handle>-<n>.webp` (1200 ×
 * 1200, as the first ten products' photos) and `public/images/collections/<handle>.webp` (1600 ×
 * 900). Each is a flat SVG illustration rendered with sharp: the product's package or object in a
 * colour of its product type (or of the variant colour the image stands for), its name on the
 * label; image 2 a close-up of what is inside, image 3 the product beside a cup. Existing files are
 * never overwritten, so the first ten products keep their own pictures.
 *
 *   node scripts/generate-product-images.mjs          # draws what is missing
 *   node scripts/generate-product-images.mjs --force  # redraws every generated image too
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// sharp is Next's own (optional) image dependency, not one of ours: it is loaded from where Next
// resolves it, so this one-off drawing script declares no package of its own.
const sharp = createRequire(createRequire(import.meta.url).resolve('next/package.json'))('sharp');

const root = fileURLToPath(new URL('..', import.meta.url));
const catalogue = JSON.parse(readFileSync(`${root}content/catalogue.json`, 'utf8'));
const force = process.argv.includes('--force');
/** The first ten products have photographed images: never drawn over, even with --force. */
const PHOTOGRAPHED = new Set(catalogue.products.slice(0, 10).map((p) => p.handle));

const TYPE_COLOURS = {
  Coffee: '#7a4a2f',
  Tea: '#4d7a4a',
  Milk: '#4a7fb5',
  Equipment: '#7d858c',
  Chocolate: '#5a3325',
  Subscription: '#8c5a2b',
};
const NAMED_COLOURS = {
  Steel: '#b8bec3',
  'Brushed Steel': '#b8bec3',
  Copper: '#b87333',
  'Matte Black': '#2f2f2f',
  'Chalk White': '#efebe4',
  Charcoal: '#3d3d3d',
  Sage: '#9cae94',
};
/** The object drawn for a product: by a word of its handle, else by its type. */
const KIND_BY_WORD = [
  ['grinder', 'grinder'],
  ['kettle', 'kettle'],
  ['cafetiere', 'cafetiere'],
  ['mug', 'mug'],
  ['machine', 'machine'],
  ['whisk', 'whisk'],
  ['bar', 'bar'],
  ['milk-chocolate', 'bar'],
  ['milk', 'bottle'],
  ['drink', 'carton'],
  ['box', 'box'],
  ['pouches', 'box'],
  ['flakes', 'box'],
  ['bundle', 'box'],
  ['club', 'box'],
];
const KIND_BY_TYPE = { Coffee: 'bag', Tea: 'tin', Milk: 'carton', Chocolate: 'bar' };

const esc = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

/** A stable small number from a string, to vary shade and pattern per product. */
function seed(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) =>
    Math.max(0, Math.min(255, Math.round(c + (amount > 0 ? 255 - c : c) * amount)));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** The title on at most two lines of about `width` characters. */
function lines(title, width) {
  const words = title.split(' ');
  const out = [''];
  for (const word of words) {
    const last = out.length - 1;
    if (out[last] && (out[last] + ' ' + word).length > width && out.length < 2) out.push(word);
    else out[last] = out[last] ? `${out[last]} ${word}` : word;
  }
  return out;
}

/** A white label with the vendor, the title and a detail line, centred on (x, y). */
function label(x, y, w, h, p, detail) {
  const [first, second] = lines(p.title, 12);
  // DejaVu Serif is about 0.6 em a character: the longer line fits the label with a margin.
  const longest = Math.max(first.length, second?.length ?? 0);
  const size = Math.min(44, Math.floor((w - 40) / (longest * 0.6)));
  return `<g>
    <rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="6" fill="#fbf8f3"/>
    <text x="${x}" y="${y - h / 2 + 40}" font-family="DejaVu Sans" font-size="15" letter-spacing="3" text-anchor="middle" fill="#6d635a">${esc(p.vendor.toUpperCase())}</text>
    <text x="${x}" y="${y - (second ? 6 : -12)}" font-family="DejaVu Serif" font-size="${size}" text-anchor="middle" fill="#2b2420">${esc(first)}</text>
    ${second ? `<text x="${x}" y="${y + size}" font-family="DejaVu Serif" font-size="${size}" text-anchor="middle" fill="#2b2420">${esc(second)}</text>` : ''}
    <text x="${x}" y="${y + h / 2 - 26}" font-family="DejaVu Sans" font-size="15" letter-spacing="2" text-anchor="middle" fill="#8a6f55">${esc(detail.toUpperCase())}</text>
  </g>`;
}

/** The object of one kind, about 560 px tall, centred on x 600 with its base at y 930. */
const DRAW = {
  bag: (c, p, d) => `<path d="M380 330 L820 330 L850 930 L350 930 Z" fill="${c}"/>
    <rect x="380" y="300" width="440" height="60" fill="${shade(c, -0.25)}"/>
    <circle cx="600" cy="400" r="10" fill="${shade(c, -0.35)}"/>${label(600, 630, 320, 300, p, d)}`,
  tin: (c, p, d) => `<rect x="410" y="380" width="380" height="550" fill="${c}"/>
    <ellipse cx="600" cy="930" rx="190" ry="34" fill="${shade(c, -0.3)}"/>
    <rect x="400" y="340" width="400" height="80" rx="8" fill="${shade(c, -0.25)}"/>${label(600, 660, 300, 300, p, d)}`,
  carton: (c, p, d) => `<path d="M420 420 L600 300 L780 420 Z" fill="${shade(c, 0.35)}"/>
    <rect x="580" y="270" width="40" height="40" fill="${shade(c, -0.3)}"/>
    <rect x="420" y="420" width="360" height="510" fill="${c}"/>${label(600, 670, 290, 290, p, d)}`,
  bottle: (
    c,
    p,
    d,
  ) => `<path d="M540 300 L660 300 L660 380 Q780 440 780 560 L780 930 L420 930 L420 560 Q420 440 540 380 Z" fill="#f4f1ea" stroke="${shade(c, 0.4)}" stroke-width="6"/>
    <rect x="530" y="270" width="140" height="50" rx="10" fill="${c}"/>${label(600, 700, 290, 280, p, d)}`,
  bar: (
    c,
    p,
    d,
  ) => `<g transform="rotate(-8 600 650)"><rect x="300" y="420" width="600" height="420" rx="14" fill="${c}"/>
    <rect x="300" y="420" width="90" height="420" fill="${shade(c, -0.25)}"/>${label(640, 630, 360, 300, p, d)}</g>`,
  box: (c, p, d) => `<rect x="330" y="470" width="540" height="460" fill="${c}"/>
    <rect x="310" y="420" width="580" height="90" fill="${shade(c, -0.2)}"/>
    <rect x="580" y="420" width="40" height="510" fill="${shade(c, 0.3)}"/>${label(600, 720, 330, 300, p, d)}`,
  mug: (
    c,
  ) => `<path d="M760 540 q140 0 140 130 q0 130 -140 130" fill="none" stroke="${c}" stroke-width="46"/>
    <rect x="400" y="450" width="380" height="480" rx="40" fill="${c}"/>
    <ellipse cx="590" cy="460" rx="190" ry="30" fill="${shade(c, -0.3)}"/>`,
  kettle: (c) => `<path d="M430 930 L460 560 Q600 470 740 560 L770 930 Z" fill="${c}"/>
    <path d="M450 760 Q330 720 300 520 L270 470" fill="none" stroke="${c}" stroke-width="34" stroke-linecap="round"/>
    <path d="M740 600 Q880 620 860 800" fill="none" stroke="${shade(c, -0.45)}" stroke-width="34"/>
    <rect x="560" y="480" width="80" height="40" rx="12" fill="${shade(c, -0.45)}"/>`,
  grinder: (c) => `<rect x="480" y="480" width="240" height="450" rx="24" fill="${c}"/>
    <rect x="470" y="440" width="260" height="60" rx="12" fill="${shade(c, -0.3)}"/>
    <path d="M600 440 L600 330 L820 330" fill="none" stroke="${shade(c, -0.4)}" stroke-width="20" stroke-linecap="round"/>
    <circle cx="830" cy="330" r="36" fill="#6b4a33"/>`,
  cafetiere: (
    c,
  ) => `<rect x="440" y="430" width="320" height="500" rx="14" fill="#e8eef0" stroke="${c}" stroke-width="16"/>
    <rect x="456" y="600" width="288" height="318" fill="#5b3a26"/>
    <rect x="420" y="400" width="360" height="40" rx="10" fill="${c}"/>
    <rect x="588" y="300" width="24" height="110" fill="${c}"/><circle cx="600" cy="292" r="26" fill="${c}"/>
    <path d="M760 500 Q860 520 860 650 Q860 780 760 800" fill="none" stroke="${c}" stroke-width="26"/>`,
  machine: (c) => `<rect x="340" y="330" width="520" height="600" rx="30" fill="${c}"/>
    <rect x="340" y="330" width="520" height="120" rx="30" fill="${shade(c, -0.3)}"/>
    <rect x="470" y="500" width="260" height="50" rx="10" fill="${shade(c, -0.5)}"/>
    <rect x="480" y="760" width="240" height="30" fill="${shade(c, -0.4)}"/>
    <rect x="540" y="680" width="120" height="80" rx="8" fill="#fbf8f3"/>`,
  whisk: (c) => `<rect x="560" y="300" width="80" height="280" rx="30" fill="#d9c28f"/>
    ${Array.from({ length: 15 }, (_, i) => `<path d="M600 580 Q${420 + i * 26} 760 ${470 + i * 18} 920" fill="none" stroke="#cdb37a" stroke-width="8"/>`).join('')}
    <ellipse cx="600" cy="930" rx="170" ry="26" fill="${c}"/>`,
};

/** What is inside, for the close-up: beans, leaves, drops, squares or rings. */
function pattern(type, c, s) {
  const shape =
    type === 'Coffee'
      ? (x, y, r) =>
          `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.7}" fill="${c}" transform="rotate(${(x + y) % 180} ${x} ${y})"/>`
      : type === 'Tea'
        ? (x, y, r) =>
            `<path d="M${x} ${y - r} Q${x + r} ${y} ${x} ${y + r} Q${x - r} ${y} ${x} ${y - r}" fill="${c}"/>`
        : type === 'Chocolate'
          ? (x, y, r) =>
              `<rect x="${x - r}" y="${y - r}" width="${r * 1.8}" height="${r * 1.8}" rx="6" fill="${c}"/>`
          : type === 'Milk' || type === 'Subscription'
            ? (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${shade(c, 0.5)}"/>`
            : (x, y, r) =>
                `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${c}" stroke-width="10"/>`;
  let out = '';
  let r = s || 1;
  const next = (m) => ((r = (Math.imul(r, 1103515245) + 12345) >>> 0), r % m);
  for (let i = 0; i < 26; i++) out += shape(80 + next(1040), 80 + next(1040), 34 + next(30));
  return out;
}

function productSvg(p, n) {
  const kind =
    KIND_BY_WORD.find(([word]) => p.handle.includes(word))?.[1] ??
    KIND_BY_TYPE[p.productType] ??
    'box';
  const variant = p.variants.find((v) => v.image === n) ?? p.variants[0];
  const named = variant.selectedOptions.find((o) => NAMED_COLOURS[o.value]);
  const s = seed(p.handle);
  const base = TYPE_COLOURS[p.productType] ?? '#8c5a2b';
  const colour = named ? NAMED_COLOURS[named.value] : shade(base, ((s % 7) - 3) / 10);
  const detail = variant.selectedOptions.map((o) => o.value).join(' · ');
  const object = DRAW[kind](colour, p, detail);
  const bg = `<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#f6eee5"/><stop offset="1" stop-color="#e3d3c2"/></radialGradient></defs>
    <rect width="1200" height="1200" fill="url(#bg)"/>`;
  const shadow = `<ellipse cx="600" cy="945" rx="300" ry="30" fill="#000" opacity="0.08"/>`;
  let body;
  if (n === 1 || named) body = shadow + object;
  else if (n === 2)
    body = `<rect width="1200" height="1200" fill="${shade(colour, 0.75)}"/>${pattern(p.productType, colour, s)}`;
  else
    body = `<g transform="translate(-150 60) scale(0.85)">${shadow}${object}</g>
      <rect x="760" y="760" width="230" height="190" rx="30" fill="#fbf8f3"/>
      <ellipse cx="875" cy="770" rx="115" ry="22" fill="${shade(colour, -0.2)}"/>
      <path d="M985 800 q60 0 60 55 q0 55 -60 55" fill="none" stroke="#fbf8f3" stroke-width="22"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">${bg}${body}</svg>`;
}

function collectionSvg(collection, products) {
  const c = TYPE_COLOURS[products[0]?.productType] ?? '#8c5a2b';
  const glyphs = products
    .slice(0, 3)
    .map((p, i) => {
      const kind =
        KIND_BY_WORD.find(([word]) => p.handle.includes(word))?.[1] ??
        KIND_BY_TYPE[p.productType] ??
        'box';
      const colour = shade(TYPE_COLOURS[p.productType] ?? c, (i - 1) / 8);
      return `<g transform="translate(${720 + i * 280 - 130} 230) scale(0.5)">${DRAW[kind](colour, p, '')}</g>`;
    })
    .join('');
  const [first, second] = lines(collection.title, 12);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
    <rect width="1600" height="900" fill="${shade(c, 0.82)}"/>
    <rect x="0" y="640" width="1600" height="260" fill="${shade(c, 0.65)}"/>
    <text x="110" y="${second ? 380 : 440}" font-family="DejaVu Serif" font-size="96" fill="#2b2420">${esc(first)}</text>
    ${second ? `<text x="110" y="490" font-family="DejaVu Serif" font-size="96" fill="#2b2420">${esc(second)}</text>` : ''}
    <text x="114" y="${second ? 560 : 520}" font-family="DejaVu Sans" font-size="26" letter-spacing="5" fill="#6d635a">MORROW &amp; CO.</text>
    ${glyphs}</svg>`;
}

async function write(svg, file) {
  await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toFile(file);
}

const productDir = `${root}public/images/products`;
const collectionDir = `${root}public/images/collections`;
mkdirSync(collectionDir, { recursive: true });
let drawn = 0;
for (const p of catalogue.products) {
  if (PHOTOGRAPHED.has(p.handle) || p.imageHandle) continue;
  for (let n = 1; n <= p.images.length; n++) {
    const file = `${productDir}/${p.handle}-${n}.webp`;
    if (existsSync(file) && !force) continue;
    await write(productSvg(p, n), file);
    drawn += 1;
  }
}
const byHandle = new Map(catalogue.products.map((p) => [p.handle, p]));
for (const collection of catalogue.collections ?? []) {
  if (collection.imageHandle) continue;
  const file = `${collectionDir}/${collection.handle}.webp`;
  if (existsSync(file) && !force) continue;
  await write(
    collectionSvg(
      collection,
      collection.products.map((h) => byHandle.get(h)),
    ),
    file,
  );
  drawn += 1;
}
console.log(`Drew ${drawn} image(s).`);
