/**
 * Renders the demo shop's product photography (flat-illustration "studio" shots) and the home
 * page hero from hand-written SVG, via sharp/librsvg, into public/images.
 *
 *   node scripts/make-images.mjs            # everything
 *   node scripts/make-images.mjs ceremonial # only handles starting with "ceremonial" (no hero)
 *   node scripts/make-images.mjs hero       # only the hero and favicon
 *
 * Output: public/images/products/<handle>-<1|2|3>.webp (1200×1200), public/images/hero.webp
 * (1600×900) and public/favicon.svg. Everything is deterministic (seeded scatter), so re-running
 * produces the same files.
 *
 * Conventions inside this file: every product "component" is drawn in its own local space with
 * the origin at the centre of the spot where it touches the floor (y grows downwards, so the
 * object lives at negative y), and is placed with `place(svg, x, y, scale)`. Flat-lay (top-down)
 * components are drawn around their own centre instead.
 */
import { mkdir, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_PRODUCTS = path.join(ROOT, 'public/images/products');
const OUT_IMAGES = path.join(ROOT, 'public/images');

// librsvg resolves these through fontconfig; the first installed family wins, generic last.
const SERIF = "'Liberation Serif', Georgia, 'Times New Roman', serif";
const SANS = "'Liberation Sans', 'Helvetica Neue', Arial, sans-serif";
const BRAND = 'MORROW &amp; CO.';
const QUALITY = 78;

// ---------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p, s) => (p >> s) & 255;
  const out = [16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const darken = (c, t) => mix(c, '#000000', t);
const lighten = (c, t) => mix(c, '#ffffff', t);

/** Seeded PRNG (mulberry32) so scatters are stable between runs. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Gradient/filter ids must be unique within one SVG document; reset per image.
let idCounter = 0;
const uid = (p) => `${p}${++idCounter}`;

/** Wraps a component in a transform; origin semantics are the component's. */
const place = (svg, x, y, s = 1, rot = 0) =>
  `<g transform="translate(${x} ${y})${rot ? ` rotate(${rot})` : ''}${s !== 1 ? ` scale(${s})` : ''}">${svg}</g>`;

/** Horizontal gradient that fakes a rounded/cylindrical body: dark rims, highlight left of centre. */
function bodyGradient(base, { rim = 0.28, hi = 0.16, hiAt = 0.32 } = {}) {
  const id = uid('bg');
  const def = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${darken(base, rim)}"/>
    <stop offset="0.1" stop-color="${darken(base, rim * 0.35)}"/>
    <stop offset="${hiAt}" stop-color="${lighten(base, hi)}"/>
    <stop offset="0.62" stop-color="${base}"/>
    <stop offset="0.9" stop-color="${darken(base, rim * 0.55)}"/>
    <stop offset="1" stop-color="${darken(base, rim)}"/>
  </linearGradient>`;
  return { id, def };
}

function linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const id = uid('lg');
  const def = `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</linearGradient>`;
  return { id, def };
}

function radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
  const id = uid('rg');
  const def = `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fx !== undefined ? ` fx="${fx}" fy="${fy}"` : ''}>${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</radialGradient>`;
  return { id, def };
}

/** Soft elliptical floor shadow (radial gradient, no filter, so nothing gets clipped). */
function floorShadow(cx, cy, rx, ry, colour = '#3a2a1e', op = 0.32) {
  const g = radial([
    [0, colour, op],
    [0.55, colour, op * 0.45],
    [1, colour, 0],
  ]);
  const c = radial([
    [0, colour, Math.min(1, op * 1.5)],
    [1, colour, 0],
  ]);
  return `<defs>${g.def}${c.def}</defs>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${g.id})"/>
    <ellipse cx="${cx}" cy="${cy - ry * 0.1}" rx="${rx * 0.72}" ry="${Math.max(6, ry * 0.28)}" fill="url(#${c.id})"/>`;
}

/** Blurred drop shadow for top-down flat lays; `shape` is any SVG fragment drawn in black. */
function dropShadow(shape, dx = 14, dy = 20, blur = 16, op = 0.22) {
  const id = uid('ds');
  return `<defs><filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>
    <g transform="translate(${dx} ${dy})" filter="url(#${id})" opacity="${op}">${shape}</g>`;
}

const text = (
  x,
  y,
  str,
  {
    size = 20,
    family = SERIF,
    weight = 400,
    italic = false,
    fill = '#222',
    ls = 0,
    anchor = 'middle',
    op = 1,
  } = {},
) =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}"${italic ? ' font-style="italic"' : ''} fill="${fill}" text-anchor="${anchor}"${ls ? ` letter-spacing="${ls}"` : ''}${op !== 1 ? ` opacity="${op}"` : ''}>${str}</text>`;

/** The Morrow & Co. roundel: circle with an "M" — used on labels and the favicon. */
function monogram(cx, cy, r, ink, paper = 'none') {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${paper}" stroke="${ink}" stroke-width="${Math.max(1.2, r * 0.07)}"/>
    ${text(cx, cy + r * 0.36, 'M', { size: r * 1.05, fill: ink, family: SERIF })}`;
}

// ---------------------------------------------------------------------------------------------
// Backdrops
// ---------------------------------------------------------------------------------------------

/** Studio paper sweep: wall fading into floor around `horizon` (fraction of height), plus a
 *  soft key light upper-left and a gentle vignette. */
function studio(W, H, wall, floor, horizon = 0.68) {
  const g = linear([
    [0, lighten(wall, 0.1)],
    [Math.max(0, horizon - 0.2), wall],
    [horizon, mix(wall, floor, 0.55)],
    [Math.min(1, horizon + 0.1), floor],
    [1, darken(floor, 0.05)],
  ]);
  const key = radial(
    [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ],
    { cx: 0.3, cy: 0.22, r: 0.6 },
  );
  const vig = radial(
    [
      [0.55, '#000000', 0],
      [1, '#000000', 0.1],
    ],
    { r: 0.75 },
  );
  return `<defs>${g.def}${key.def}${vig.def}</defs>
    <rect width="${W}" height="${H}" fill="url(#${g.id})"/>
    <rect width="${W}" height="${H}" fill="url(#${key.id})"/>
    <rect width="${W}" height="${H}" fill="url(#${vig.id})"/>`;
}

/** Flat-lay surface: an even colour with a faint light falloff. */
function surface(W, H, base) {
  const key = radial(
    [
      [0, lighten(base, 0.1)],
      [1, darken(base, 0.06)],
    ],
    { cx: 0.38, cy: 0.32, r: 0.85 },
  );
  return `<defs>${key.def}</defs><rect width="${W}" height="${H}" fill="url(#${key.id})"/>`;
}

// ---------------------------------------------------------------------------------------------
// Front-view product components (origin = floor contact centre)
// ---------------------------------------------------------------------------------------------

/** Paper label block used on pouches and flat lays, centred at (0,0). Content is stacked
 *  top-to-bottom and the stack is centred vertically, so short and tall labels both balance. */
function labelBlock({
  w,
  h,
  paper = '#f6f0e4',
  ink = '#2a2320',
  accent = '#b5533c',
  title = [],
  detail = '',
  note = '',
  titleSize = 56,
  border = true,
  italic = false,
  mono = true,
}) {
  const brandSize = Math.min(15, w / 19);
  const useMono = mono && h >= 200;
  const items = [];
  const gap = (g) => items.push({ h: g, draw: () => '' });
  if (useMono) {
    items.push({ h: 30, draw: (y) => monogram(0, y + 15, 15, accent) });
    gap(14);
  }
  items.push({
    h: brandSize * 0.72,
    draw: (y) =>
      text(0, y + brandSize * 0.72, BRAND, {
        size: brandSize,
        family: SANS,
        fill: ink,
        ls: brandSize / 4,
        weight: 700,
      }),
  });
  gap(titleSize * 0.42);
  title.forEach((t, i) => {
    if (i) gap(titleSize * 0.3);
    items.push({
      h: titleSize * 0.7,
      draw: (y) => text(0, y + titleSize * 0.7, t, { size: titleSize, fill: ink, italic }),
    });
  });
  if (note) {
    gap(26);
    items.push({
      h: 13,
      draw: (y) => text(0, y + 13, note, { size: 18, italic: true, fill: ink, op: 0.8 }),
    });
  }
  gap(note ? 18 : 20);
  items.push({
    h: 2.5,
    draw: (y) =>
      `<line x1="-30" y1="${y + 1}" x2="30" y2="${y + 1}" stroke="${accent}" stroke-width="2.5"/>`,
  });
  if (detail) {
    gap(18);
    items.push({
      h: 11,
      draw: (y) =>
        text(0, y + 11, detail, {
          size: 15,
          family: SANS,
          fill: ink,
          ls: 3,
          weight: 700,
          op: 0.85,
        }),
    });
  }
  const total = items.reduce((a, it) => a + it.h, 0);
  let y = -total / 2;
  let s = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="4" fill="${paper}"/>`;
  if (border)
    s += `<rect x="${-w / 2 + 9}" y="${-h / 2 + 9}" width="${w - 18}" height="${h - 18}" rx="2" fill="none" stroke="${ink}" stroke-opacity="0.55" stroke-width="1.4"/>`;
  for (const it of items) {
    s += it.draw(y);
    y += it.h;
  }
  return s;
}

/** Stand-up coffee pouch with a heat-sealed top, valve and gusset, front label. */
function pouch({ w = 420, h = 620, bag = '#c49a6c', label, matte = false }) {
  const body = bodyGradient(bag, { rim: matte ? 0.22 : 0.3, hi: matte ? 0.08 : 0.14 });
  const seal = linear([
    [0, darken(bag, 0.12)],
    [1, darken(bag, 0.04)],
  ]);
  const hl = linear(
    [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', matte ? 0.07 : 0.12],
      [1, '#ffffff', 0],
    ],
    { x2: 1, y2: 0 },
  );
  const x0 = -w / 2;
  const x1 = w / 2;
  const top = -h;
  const outline = `M ${x0 + 6} ${top} L ${x1 - 6} ${top} L ${x1 + 4} ${-70} Q ${x1 + 10} ${-4} ${x1 - 26} 0 L ${x0 + 26} 0 Q ${x0 - 10} ${-4} ${x0 - 4} ${-70} Z`;
  const clipId = uid('cp');
  // Kraft has fibre flecks; a matte pouch doesn't.
  const r = rng(Math.round(w * h + bag.length));
  let flecks = '';
  if (!matte) {
    for (let i = 0; i < 70; i++) {
      const fx = x0 + r() * w;
      const fy = top + r() * h;
      flecks += `<ellipse cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" rx="${(1 + r() * 3).toFixed(1)}" ry="${(0.6 + r()).toFixed(1)}" fill="${darken(bag, 0.35)}" opacity="${(0.15 + r() * 0.25).toFixed(2)}" transform="rotate(${Math.round(r() * 180)} ${fx.toFixed(1)} ${fy.toFixed(1)})"/>`;
    }
  }
  let serr = '';
  for (let x = x0 + 18; x < x1 - 12; x += 9)
    serr += `<line x1="${x}" y1="${top + 8}" x2="${x}" y2="${top + 40}" stroke="${darken(bag, 0.25)}" stroke-width="1.2" opacity="0.35"/>`;
  return `<defs>${body.def}${seal.def}${hl.def}<clipPath id="${clipId}"><path d="${outline}"/></clipPath></defs>
    <path d="${outline}" fill="url(#${body.id})"/>
    <g clip-path="url(#${clipId})">
      ${flecks}
      <rect x="${x0 - 20}" y="${top}" width="${w + 40}" height="48" fill="url(#${seal.id})"/>
      ${serr}
      <line x1="${x0}" y1="${top + 48}" x2="${x1}" y2="${top + 48}" stroke="${darken(bag, 0.3)}" stroke-width="1.5" opacity="0.4"/>
      <path d="M ${x0 + 4} ${-18} Q 0 ${-92} ${x1 - 4} ${-18}" fill="none" stroke="${darken(bag, 0.35)}" stroke-width="2" opacity="0.35"/>
      <path d="M ${x0 + 4} ${-14} Q 0 ${-88} ${x1 - 4} ${-14} L ${x1} 0 L ${x0} 0 Z" fill="${darken(bag, 0.2)}" opacity="0.25"/>
      <rect x="${x0 + w * 0.14}" y="${top}" width="${w * 0.22}" height="${h}" fill="url(#${hl.id})"/>
    </g>
    <path d="M ${x0 + 6} ${top + 64} l 12 6 l -12 6 Z" fill="${darken(bag, 0.45)}" opacity="0.5"/>
    <path d="M ${x1 - 6} ${top + 64} l -12 6 l 12 6 Z" fill="${darken(bag, 0.45)}" opacity="0.5"/>
    <circle cx="0" cy="${top + 108}" r="17" fill="${darken(bag, 0.12)}" stroke="${darken(bag, 0.3)}" stroke-width="2"/>
    <circle cx="0" cy="${top + 108}" r="7" fill="none" stroke="${darken(bag, 0.35)}" stroke-width="1.5"/>
    ${place(labelBlock({ w: w * 0.74, h: h * 0.54, ...label }), 0, -h * 0.42)}
    <path d="${outline}" fill="none" stroke="${darken(bag, 0.35)}" stroke-width="1.5" opacity="0.35"/>`;
}

/** Rectangular box in three-quarter view. `front(w,h)` returns SVG in front-face space
 *  (0,0 = top-left). Depth goes up and to the right. */
function box3d({
  w,
  h,
  d,
  colour,
  side,
  topc,
  front = () => '',
  topArt = () => '',
  sideArt = () => '',
  lidH = 0,
}) {
  const dx = d * 0.62;
  const dy = d * 0.42;
  const sideC = side ?? darken(colour, 0.22);
  const topC = topc ?? lighten(colour, 0.1);
  const fg = linear(
    [
      [0, lighten(colour, 0.05)],
      [1, darken(colour, 0.05)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const sg = linear(
    [
      [0, sideC],
      [1, darken(sideC, 0.12)],
    ],
    { x2: 1, y2: 0 },
  );
  const x0 = -w / 2;
  let s = `<defs>${fg.def}${sg.def}</defs>
    <path d="M ${w / 2} 0 L ${w / 2 + dx} ${-dy} L ${w / 2 + dx} ${-h - dy} L ${w / 2} ${-h} Z" fill="url(#${sg.id})"/>
    <path d="M ${x0} ${-h} L ${w / 2} ${-h} L ${w / 2 + dx} ${-h - dy} L ${x0 + dx} ${-h - dy} Z" fill="${topC}"/>
    <g transform="matrix(${dx / d} ${-dy / d} 0 1 ${w / 2} 0)">${sideArt(d, h)}</g>
    <g transform="matrix(1 0 ${dx / d} ${-dy / d} ${x0} ${-h})">${topArt(w, d)}</g>
    <rect x="${x0}" y="${-h}" width="${w}" height="${h}" fill="url(#${fg.id})"/>
    <g transform="translate(${x0} ${-h})">${front(w, h)}</g>`;
  if (lidH) {
    s += `<line x1="${x0}" y1="${-h + lidH}" x2="${w / 2}" y2="${-h + lidH}" stroke="${darken(colour, 0.3)}" stroke-width="2" opacity="0.5"/>
      <line x1="${w / 2}" y1="${-h + lidH}" x2="${w / 2 + dx}" y2="${-h + lidH - dy}" stroke="${darken(sideC, 0.3)}" stroke-width="2" opacity="0.5"/>`;
  }
  // Crisp edges, as on a real folded carton.
  s += `<path d="M ${x0} ${-h} L ${w / 2} ${-h} L ${w / 2} 0" fill="none" stroke="${lighten(colour, 0.25)}" stroke-width="1.5" opacity="0.6"/>`;
  return s;
}

/** Cylinder (tin, tub) with optional lid and a wrap-around label band. */
function cylinder({
  r,
  h,
  colour,
  lid,
  lidH = 0,
  lidColour,
  label,
  band,
  metallic = false,
  topColour,
}) {
  const ry = r * 0.2;
  const body = bodyGradient(colour, {
    rim: metallic ? 0.38 : 0.26,
    hi: metallic ? 0.3 : 0.16,
    hiAt: 0.28,
  });
  const bodyPath = `M ${-r} ${-h} L ${-r} 0 A ${r} ${ry} 0 0 0 ${r} 0 L ${r} ${-h} Z`;
  let s = `<defs>${body.def}</defs><path d="${bodyPath}" fill="url(#${body.id})"/>`;
  const wrap = (y1, y2, fill) =>
    `<path d="M ${-r} ${y1} A ${r} ${ry} 0 0 0 ${r} ${y1} L ${r} ${y2} A ${r} ${ry} 0 0 1 ${-r} ${y2} Z" fill="${fill}"/>`;
  if (band) {
    const bg = bodyGradient(band.colour, { rim: 0.25, hi: 0.1, hiAt: 0.3 });
    s += `<defs>${bg.def}</defs>${wrap(band.y1, band.y2, `url(#${bg.id})`)}`;
    if (band.art) s += band.art;
    // Re-apply the cylinder shading on top of flat print so it reads as wrapped.
    const shade = linear(
      [
        [0, '#000000', 0.35],
        [0.14, '#000000', 0.06],
        [0.3, '#ffffff', 0.12],
        [0.55, '#ffffff', 0],
        [0.86, '#000000', 0.1],
        [1, '#000000', 0.38],
      ],
      { x2: 1, y2: 0 },
    );
    s += `<defs>${shade.def}</defs>${wrap(band.y1, band.y2, `url(#${shade.id})`)}`;
  }
  if (label) s += label;
  if (lid) {
    const lc = lidColour ?? colour;
    const lg = bodyGradient(lc, {
      rim: metallic ? 0.4 : 0.25,
      hi: metallic ? 0.32 : 0.14,
      hiAt: 0.28,
    });
    const lr = r + 5;
    const top = -h - lidH * 0.15;
    s += `<defs>${lg.def}</defs>
      <path d="M ${-lr} ${top - lidH} L ${-lr} ${top} A ${lr} ${ry} 0 0 0 ${lr} ${top} L ${lr} ${top - lidH} Z" fill="url(#${lg.id})"/>
      <ellipse cx="0" cy="${top - lidH}" rx="${lr}" ry="${ry}" fill="${topColour ?? lighten(lc, 0.12)}"/>
      <ellipse cx="0" cy="${top - lidH}" rx="${lr * 0.86}" ry="${ry * 0.8}" fill="none" stroke="${darken(lc, 0.15)}" stroke-width="2" opacity="0.5"/>
      <path d="M ${-lr} ${top} A ${lr} ${ry} 0 0 0 ${lr} ${top}" fill="none" stroke="${darken(lc, 0.35)}" stroke-width="2" opacity="0.6"/>`;
  } else {
    s += `<ellipse cx="0" cy="${-h}" rx="${r}" ry="${ry}" fill="${topColour ?? lighten(colour, 0.12)}"/>`;
  }
  return s;
}

/** Text set on a cylinder band, centred at y. */
const bandText = (lines) => lines.map(([y, str, o]) => text(0, y, str, o)).join('');

/** Ceramic cone dripper (V60-like) in side view, with handle and base plate. */
function dripper({ colour = '#f2efe9', dark = false }) {
  const body = bodyGradient(colour, { rim: dark ? 0.35 : 0.24, hi: dark ? 0.22 : 0.1, hiAt: 0.3 });
  const plate = bodyGradient(colour, { rim: dark ? 0.4 : 0.2, hi: dark ? 0.2 : 0.08 });
  const inner = linear([
    [0, darken(colour, dark ? 0.45 : 0.2)],
    [1, darken(colour, dark ? 0.2 : 0.06)],
  ]);
  const edge = darken(colour, dark ? 0.5 : 0.22);
  return `<defs>${body.def}${plate.def}${inner.def}</defs>
    <path d="M 128 -262 C 236 -262 238 -150 92 -150" fill="none" stroke="${darken(colour, dark ? 0.15 : 0.17)}" stroke-width="34" stroke-linecap="round"/>
    <path d="M 128 -262 C 236 -262 238 -150 92 -150" fill="none" stroke="${lighten(colour, 0.2)}" stroke-width="6" stroke-linecap="round" opacity="0.35" transform="translate(-3 -8)"/>
    <path d="M -62 -36 L 62 -36 L 60 0 L -60 0 Z" fill="url(#${plate.id})"/>
    <path d="M -132 -64 L 132 -64 Q 140 -50 132 -38 L -132 -38 Q -140 -50 -132 -64 Z" fill="url(#${plate.id})"/>
    <ellipse cx="0" cy="-64" rx="132" ry="10" fill="${lighten(colour, dark ? 0.12 : 0.05)}"/>
    <path d="M -166 -322 L 166 -322 L 66 -64 L -66 -64 Z" fill="url(#${body.id})"/>
    <ellipse cx="0" cy="-322" rx="166" ry="30" fill="${lighten(colour, dark ? 0.1 : 0.04)}"/>
    <ellipse cx="0" cy="-321" rx="148" ry="23" fill="url(#${inner.id})"/>
    <path d="M -120 -318 Q -40 -300 0 -302 Q 40 -300 120 -318" fill="none" stroke="${edge}" stroke-width="2" opacity="0.3"/>
    <path d="M -150 -300 L -64 -72" stroke="#ffffff" stroke-width="7" opacity="${dark ? 0.12 : 0.5}" stroke-linecap="round"/>
    <path d="M -166 -322 L -66 -64 M 166 -322 L 66 -64" stroke="${edge}" stroke-width="1.5" opacity="0.3"/>`;
}

/** Mug in side view with a visible drink surface. */
function mug({
  w = 200,
  h = 190,
  colour = '#efe9df',
  drink = '#4a2c1d',
  crema,
  handle = true,
  rim,
}) {
  const body = bodyGradient(colour, { rim: 0.22, hi: 0.1 });
  const ry = w * 0.13;
  const hw = w / 2;
  const bw = hw * 0.9;
  let s = `<defs>${body.def}</defs>`;
  if (handle)
    s += `<path d="M ${hw - 6} ${-h * 0.78} C ${hw + w * 0.34} ${-h * 0.8} ${hw + w * 0.32} ${-h * 0.24} ${hw - 12} ${-h * 0.3}" fill="none" stroke="${darken(colour, 0.14)}" stroke-width="${w * 0.1}" stroke-linecap="round"/>`;
  s += `<path d="M ${-hw} ${-h} L ${-bw} ${-ry * 0.4} Q ${-bw} 0 ${-bw + 20} 0 L ${bw - 20} 0 Q ${bw} 0 ${bw} ${-ry * 0.4} L ${hw} ${-h} Z" fill="url(#${body.id})"/>`;
  s += `<ellipse cx="0" cy="${-h}" rx="${hw}" ry="${ry}" fill="${rim ?? lighten(colour, 0.08)}"/>`;
  s += `<ellipse cx="0" cy="${-h + 3}" rx="${hw - 9}" ry="${ry - 6}" fill="${drink}"/>`;
  if (crema)
    s += `<ellipse cx="0" cy="${-h + 4}" rx="${hw - 22}" ry="${ry - 12}" fill="${crema}" opacity="0.85"/>`;
  return s;
}

/** Straight tumbler glass with a drink (optional foam layer). */
function glass({ w = 150, h = 230, drink = '#c9a27a', fill = 0.78, foam, foamH = 30 }) {
  const ry = w * 0.12;
  const hw = w / 2;
  const bw = hw * 0.88;
  const lt = -h * fill;
  const lw = bw + (hw - bw) * fill;
  const dg = bodyGradient(drink, { rim: 0.22, hi: 0.12 });
  let s = `<defs>${dg.def}</defs>`;
  s += `<path d="M ${-lw} ${lt} L ${-bw} 0 L ${bw} 0 L ${lw} ${lt} Z" fill="url(#${dg.id})"/>`;
  if (foam) {
    const fw = bw + (hw - bw) * (fill - foamH / h);
    s += `<path d="M ${-lw} ${lt} L ${-fw} ${lt + foamH} L ${fw} ${lt + foamH} L ${lw} ${lt} Z" fill="${foam}"/>`;
  }
  s += `<ellipse cx="0" cy="${lt}" rx="${lw}" ry="${ry * 0.9}" fill="${foam ?? lighten(drink, 0.12)}"/>`;
  s += `<path d="M ${-hw} ${-h} L ${-bw} 0 L ${bw} 0 L ${hw} ${-h} Z" fill="#ffffff" opacity="0.18" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>`;
  s += `<ellipse cx="0" cy="${-h}" rx="${hw}" ry="${ry}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3"/>`;
  s += `<path d="M ${-hw + 16} ${-h + 20} L ${-bw + 14} -14" stroke="#ffffff" stroke-width="8" opacity="0.45" stroke-linecap="round"/>`;
  s += `<ellipse cx="0" cy="0" rx="${bw}" ry="${ry * 0.8}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>`;
  return s;
}

/** Matcha bowl (chawan) in side view with a bright green surface. */
function chawan({ w = 280, colour = '#e9e2d4', tea = '#7fa23c' }) {
  const g = bodyGradient(colour, { rim: 0.25, hi: 0.1 });
  const ry = w * 0.14;
  const hw = w / 2;
  return `<defs>${g.def}</defs>
    <path d="M ${-w * 0.22} 0 L ${-w * 0.2} -20 L ${w * 0.2} -20 L ${w * 0.22} 0 Z" fill="${darken(colour, 0.2)}"/>
    <path d="M ${-hw} ${-w * 0.48} C ${-hw} ${-w * 0.1} ${-w * 0.3} -18 0 -18 C ${w * 0.3} -18 ${hw} ${-w * 0.1} ${hw} ${-w * 0.48} Z" fill="url(#${g.id})"/>
    <path d="M ${-hw} ${-w * 0.48} C ${-hw + 10} ${-w * 0.3} ${-hw + 30} ${-w * 0.28} ${-hw + 40} ${-w * 0.3} L ${hw - 50} ${-w * 0.26} C ${hw - 20} ${-w * 0.3} ${hw - 6} ${-w * 0.36} ${hw} ${-w * 0.48} Z" fill="${darken(colour, 0.35)}" opacity="0.25"/>
    <ellipse cx="0" cy="${-w * 0.48}" rx="${hw}" ry="${ry}" fill="${lighten(colour, 0.06)}"/>
    <ellipse cx="0" cy="${-w * 0.48 + 3}" rx="${hw - 10}" ry="${ry - 7}" fill="${tea}"/>
    <ellipse cx="-10" cy="${-w * 0.48 + 2}" rx="${hw - 50}" ry="${ry - 18}" fill="${lighten(tea, 0.25)}" opacity="0.6"/>`;
}

/** Bamboo whisk (chasen) standing upright. */
function chasen({ colour = '#d9c08a' }) {
  let tines = '';
  for (let i = -9; i <= 9; i++)
    tines += `<path d="M ${i * 3} -120 Q ${i * 6.2} -60 ${i * 5.4} -6" stroke="${darken(colour, 0.12 + (Math.abs(i) % 3) * 0.05)}" stroke-width="3" fill="none"/>`;
  const g = bodyGradient(colour, { rim: 0.3, hi: 0.15 });
  return `<defs>${g.def}</defs>
    <ellipse cx="0" cy="-4" rx="54" ry="10" fill="${darken(colour, 0.2)}"/>
    ${tines}
    <path d="M -26 -118 L 26 -118 L 22 -230 Q 0 -240 -22 -230 Z" fill="url(#${g.id})"/>
    <rect x="-27" y="-132" width="54" height="10" rx="3" fill="${darken(colour, 0.3)}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Small props (scatter)
// ---------------------------------------------------------------------------------------------

function bean(x, y, rot, s = 1, c = '#5a3522') {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(0)}) scale(${s.toFixed(2)})">
    <ellipse cx="0" cy="0" rx="15" ry="11" fill="${c}"/>
    <ellipse cx="-3" cy="-4" rx="8" ry="4" fill="${lighten(c, 0.25)}" opacity="0.55"/>
    <path d="M -13 1 C -5 -5 5 7 13 -1" stroke="${darken(c, 0.45)}" stroke-width="2.4" fill="none" stroke-linecap="round"/>
  </g>`;
}

function leaf(x, y, rot, s = 1, c = '#5d7f3e') {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(0)}) scale(${s.toFixed(2)})">
    <path d="M 0 0 C 20 -22 60 -22 84 0 C 60 22 20 22 0 0 Z" fill="${c}"/>
    <path d="M 2 0 L 80 0" stroke="${lighten(c, 0.3)}" stroke-width="2" opacity="0.7"/>
    <path d="M 0 0 L -16 4" stroke="${darken(c, 0.2)}" stroke-width="3" stroke-linecap="round"/>
  </g>`;
}

function oat(x, y, rot, s = 1) {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(0)}) scale(${s.toFixed(2)})">
    <ellipse rx="11" ry="7" fill="#e6d3ab"/><ellipse rx="6" ry="3" cx="-2" cy="-1" fill="#f3e6c9"/>
    <path d="M -9 2 Q 0 5 9 2" stroke="#c7ad7e" stroke-width="1.3" fill="none"/></g>`;
}

function chunk(x, y, rot, s = 1, c = '#4a241b') {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(0)}) scale(${s.toFixed(2)})">
    <path d="M -22 -14 L 18 -18 L 26 10 L -6 20 L -26 8 Z" fill="${c}"/>
    <path d="M -22 -14 L 18 -18 L 12 -6 L -14 -4 Z" fill="${lighten(c, 0.18)}"/>
    <path d="M 18 -18 L 26 10 L 12 -6 Z" fill="${darken(c, 0.2)}"/></g>`;
}

/** Scatter `n` items in a box avoiding circular keep-out zones [{x,y,r}]. */
function scatter(seed, n, box, avoid, draw) {
  const r = rng(seed);
  let out = '';
  let placed = 0;
  for (let tries = 0; placed < n && tries < n * 60; tries++) {
    const x = box.x + r() * box.w;
    const y = box.y + r() * box.h;
    if (avoid.some((a) => (x - a.x) ** 2 + (y - a.y) ** 2 < a.r ** 2)) continue;
    out += draw(x, y, r() * 360, 0.85 + r() * 0.35, r);
    placed++;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Top-down (flat lay) components, centred on (0,0)
// ---------------------------------------------------------------------------------------------

function cupTop({
  r = 110,
  colour = '#f2ede4',
  drink = '#5b3420',
  saucer = true,
  art = 'heart',
  artColour = '#e9d2b4',
}) {
  let s = '';
  const shape = `${saucer ? `<circle r="${r * 1.45}"/>` : ''}<circle r="${r}"/><rect x="${r * 0.85}" y="-16" width="${r * 0.55}" height="32" rx="16"/>`;
  s += dropShadow(shape, 10, 16, 14, 0.25);
  if (saucer)
    s += `<circle r="${r * 1.45}" fill="${colour}"/><circle r="${r * 1.1}" fill="${darken(colour, 0.06)}"/>`;
  s += `<rect x="${r * 0.85}" y="-16" width="${r * 0.55}" height="32" rx="16" fill="${darken(colour, 0.05)}"/>`;
  s += `<circle r="${r}" fill="${lighten(colour, 0.05)}"/><circle r="${r * 0.86}" fill="${drink}"/>`;
  if (art === 'heart') {
    s += `<circle r="${r * 0.62}" fill="${darken(artColour, 0.25)}" opacity="0.5"/>
      <path d="M 0 ${r * 0.42} C ${-r * 0.7} ${-r * 0.05} ${-r * 0.3} ${-r * 0.6} 0 ${-r * 0.22} C ${r * 0.3} ${-r * 0.6} ${r * 0.7} ${-r * 0.05} 0 ${r * 0.42} Z" fill="${artColour}"/>`;
  } else if (art === 'foam') {
    s += `<circle r="${r * 0.78}" fill="${artColour}" opacity="0.75"/><circle cx="${-r * 0.2}" cy="${-r * 0.2}" r="${r * 0.3}" fill="#ffffff" opacity="0.25"/>`;
  } else if (art === 'tea') {
    s += `<circle cx="${-r * 0.25}" cy="${-r * 0.25}" r="${r * 0.35}" fill="#ffffff" opacity="0.12"/>`;
  }
  s += `<circle r="${r}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5"/>`;
  return s;
}

function teabag(x, y, rot, { paper = '#f1e8d6', tag = '#263a5e', tea = '#7a5a3a' } = {}) {
  return `<g transform="translate(${x} ${y}) rotate(${rot})">
    ${dropShadow('<rect x="-45" y="-55" width="90" height="110" rx="8"/>', 6, 10, 8, 0.2)}
    <rect x="-45" y="-55" width="90" height="110" rx="8" fill="${paper}"/>
    <rect x="-36" y="-42" width="72" height="86" rx="6" fill="${tea}" opacity="0.35"/>
    <path d="M 0 -55 C 10 -110 -30 -150 10 -200" stroke="#ffffff" stroke-width="2.5" fill="none" opacity="0.9"/>
    <rect x="-20" y="-236" width="60" height="40" rx="3" fill="${tag}" transform="rotate(-8 10 -216)"/>
    ${text(10, -210, 'M', { size: 20, fill: '#f1e8d6' }).replace('<text', '<text transform="rotate(-8 10 -216)"')}
  </g>`;
}

/** A product's front label face lying flat, with a drop shadow (used for pouches in flat lays). */
function lyingPouch({ w = 380, h = 540, bag, label, matte }) {
  const shape = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="14"/>`;
  const g = linear(
    [
      [0, lighten(bag, 0.06)],
      [1, darken(bag, 0.08)],
    ],
    { x2: 1, y2: 1 },
  );
  const r = rng(w + h);
  let flecks = '';
  if (!matte) {
    for (let i = 0; i < 50; i++) {
      const fx = -w / 2 + r() * w;
      const fy = -h / 2 + r() * h;
      flecks += `<ellipse cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" rx="${(1 + r() * 3).toFixed(1)}" ry="1" fill="${darken(bag, 0.35)}" opacity="${(0.15 + r() * 0.25).toFixed(2)}"/>`;
    }
  }
  return `${dropShadow(shape, 14, 20, 16, 0.28)}<defs>${g.def}</defs>
    <rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="14" fill="url(#${g.id})"/>${flecks}
    <rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="44" rx="14" fill="${darken(bag, 0.1)}"/>
    <circle cx="0" cy="${-h / 2 + 92}" r="15" fill="${darken(bag, 0.12)}" stroke="${darken(bag, 0.3)}" stroke-width="2"/>
    ${place(labelBlock({ w: w * 0.76, h: h * 0.52, ...label }), 0, h * 0.08)}
    <path d="M ${-w / 2 + 10} ${h / 2 - 30} Q 0 ${h / 2 - 90} ${w / 2 - 10} ${h / 2 - 30}" fill="none" stroke="${darken(bag, 0.35)}" stroke-width="2" opacity="0.3"/>`;
}

/** Circular tin/tub lid seen from above. */
function lidTop({ r = 170, colour, art = '', metallic = false }) {
  const g = radial(
    [
      [0, lighten(colour, metallic ? 0.25 : 0.08)],
      [0.7, colour],
      [1, darken(colour, metallic ? 0.3 : 0.12)],
    ],
    { cx: 0.4, cy: 0.38, r: 0.7 },
  );
  return `${dropShadow(`<circle r="${r}"/>`, 12, 18, 14, 0.28)}<defs>${g.def}</defs>
    <circle r="${r}" fill="url(#${g.id})"/>
    <circle r="${r * 0.9}" fill="none" stroke="${darken(colour, 0.18)}" stroke-width="3" opacity="0.6"/>
    <circle r="${r * 0.88}" fill="none" stroke="${lighten(colour, 0.3)}" stroke-width="2" opacity="0.5"/>
    ${art}`;
}

/** Dripper seen from above: rim, spiral ribs, the single hole; handle to the side. */
function dripperTop({ colour, dark = false, r = 190 }) {
  const inner = radial([
    [0, darken(colour, dark ? 0.45 : 0.22)],
    [1, darken(colour, dark ? 0.1 : 0.04)],
  ]);
  let ribs = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const x1 = Math.cos(a) * r * 0.22;
    const y1 = Math.sin(a) * r * 0.22;
    const a2 = a + 0.7;
    const x2 = Math.cos(a2) * r * 0.82;
    const y2 = Math.sin(a2) * r * 0.82;
    const cx = Math.cos(a + 0.2) * r * 0.6;
    const cy = Math.sin(a + 0.2) * r * 0.6;
    ribs += `<path d="M ${x1.toFixed(1)} ${y1.toFixed(1)} Q ${cx.toFixed(1)} ${cy.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${dark ? lighten(colour, 0.12) : darken(colour, 0.14)}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  }
  const shape = `<circle r="${r}"/><rect x="${r * 0.8}" y="-26" width="${r * 0.6}" height="52" rx="26"/>`;
  return `${dropShadow(shape, 14, 20, 16, 0.3)}<defs>${inner.def}</defs>
    <rect x="${r * 0.8}" y="-26" width="${r * 0.6}" height="52" rx="26" fill="${darken(colour, dark ? 0.05 : 0.04)}"/>
    <rect x="${r * 0.95}" y="-8" width="${r * 0.3}" height="16" rx="8" fill="${darken(colour, dark ? 0.35 : 0.15)}"/>
    <circle r="${r}" fill="${lighten(colour, dark ? 0.08 : 0.02)}"/>
    <circle r="${r * 0.9}" fill="url(#${inner.id})"/>
    ${ribs}
    <circle r="${r * 0.1}" fill="${darken(colour, dark ? 0.6 : 0.45)}"/>
    <circle r="${r}" fill="none" stroke="${dark ? lighten(colour, 0.2) : '#ffffff'}" stroke-width="3" opacity="0.6"/>`;
}

function filterPaper(x, y, rot, s = 1) {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">
    ${dropShadow('<path d="M -110 -60 L 110 -60 L 40 90 L -40 90 Z"/>', 5, 8, 6, 0.15)}
    <path d="M -110 -60 L 110 -60 L 40 90 L -40 90 Z" fill="#fbf8f2"/>
    <path d="M 40 90 L 70 25" stroke="#e3ddd0" stroke-width="3"/>
    <path d="M -110 -60 L 110 -60" stroke="#e8e1d3" stroke-width="3"/></g>`;
}

function spoonTop(x, y, rot, { colour = '#c9a97c', heap } = {}) {
  return `<g transform="translate(${x} ${y}) rotate(${rot})">
    ${dropShadow('<ellipse rx="52" ry="38"/><rect x="40" y="-9" width="190" height="18" rx="9"/>', 6, 10, 6, 0.22)}
    <rect x="40" y="-9" width="190" height="18" rx="9" fill="${colour}"/>
    <ellipse rx="52" ry="38" fill="${colour}"/><ellipse rx="44" ry="30" fill="${darken(colour, 0.12)}"/>
    ${heap ? `<ellipse rx="40" ry="27" fill="${heap}"/><ellipse cx="-8" cy="-6" rx="22" ry="13" fill="${lighten(heap, 0.2)}" opacity="0.6"/>` : ''}
  </g>`;
}

function linen(x, y, w, h, rot, colour) {
  let lines = '';
  for (let i = 30; i < h; i += 30)
    lines += `<line x1="0" y1="${i}" x2="${w}" y2="${i}" stroke="${darken(colour, 0.06)}" stroke-width="2" opacity="0.5"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${rot})">${dropShadow(`<rect width="${w}" height="${h}"/>`, 4, 6, 8, 0.12)}
    <rect width="${w}" height="${h}" fill="${colour}"/>${lines}
    <rect x="14" y="14" width="${w - 28}" height="${h - 28}" fill="none" stroke="${lighten(colour, 0.25)}" stroke-width="3" stroke-dasharray="10 8" opacity="0.6"/></g>`;
}

// ---------------------------------------------------------------------------------------------
// The catalogue: per-product palettes and three compositions each
// ---------------------------------------------------------------------------------------------

const S = 1200;
const FLOOR = 930; // floor contact line for side-view shots

function side(wall, floor, body, horizon = 0.66) {
  return studio(S, S, wall, floor, horizon) + body;
}
const sh = (cx, rx, floor, op = 0.3, cy = FLOOR, ry = rx * 0.14) =>
  floorShadow(cx, cy + 4, rx, ry, darken(floor, 0.55), op);

// Coffee bags ---------------------------------------------------------------------------------
const houseLabel = {
  title: ['House', 'Blend'],
  detail: 'WHOLE BEAN · 250 G',
  note: 'cocoa · hazelnut · caramel',
  accent: '#b5533c',
  titleSize: 64,
};
const houseBag = { bag: '#c89c6b', label: houseLabel };
const ethLabel = {
  title: ['Ethiopia', 'Yirgacheffe'],
  detail: 'SINGLE ORIGIN · 250 G',
  note: 'jasmine · bergamot · peach',
  accent: '#a94f3a',
  titleSize: 50,
  paper: '#f4ede0',
};
const ethBag = { bag: '#a4543f', label: ethLabel, matte: true };

function coffeeScenes(bagProps, pal, seed) {
  const { wall, floor, surf, cloth, cup } = pal;
  const one = side(
    wall,
    floor,
    sh(600, 290, floor, 0.36) + place(pouch(bagProps), 600, FLOOR, 1.18),
  );
  const beansFront = scatter(seed, 16, { x: 140, y: 945, w: 900, h: 160 }, [], (x, y, r, s) =>
    bean(x, y, r, s * 1.1),
  );
  const two = side(
    wall,
    floor,
    sh(470, 230, floor) +
      place(pouch(bagProps), 470, FLOOR - 20, 0.92) +
      sh(880, 130, floor, 0.32, FLOOR + 40) +
      place(
        mug({ w: 220, h: 200, colour: cup, drink: '#3c2317', crema: '#8a5a36' }),
        860,
        FLOOR + 40,
      ) +
      beansFront,
  );
  const avoid = [
    { x: 520, y: 560, r: 330 },
    { x: 900, y: 930, r: 230 },
  ];
  const three =
    surface(S, S, surf) +
    linen(640, 620, 520, 560, 12, cloth) +
    place(lyingPouch({ ...bagProps, w: 400, h: 560 }), 500, 560, 1, -8) +
    place(cupTop({ r: 115, colour: cup, drink: '#6b3f22', art: 'heart' }), 900, 930) +
    scatter(seed + 7, 34, { x: 60, y: 60, w: 1080, h: 1080 }, avoid, (x, y, r, s) =>
      bean(x, y, r, s * 1.3),
    ) +
    place(spoonTop(0, 0, 0, { colour: '#b08a5e', heap: '#4d2d1c' }), 180, 1010, 1, -24);
  return { one, two, three };
}

// Tea -----------------------------------------------------------------------------------------
function teaFront(w, h) {
  const navy = '#24375a';
  return `<rect x="${w * 0.12}" y="${h * 0.14}" width="${w * 0.76}" height="${h * 0.6}" rx="3" fill="#f3ead7"/>
    <rect x="${w * 0.12 + 9}" y="${h * 0.14 + 9}" width="${w * 0.76 - 18}" height="${h * 0.6 - 18}" fill="none" stroke="#c9a45c" stroke-width="2"/>
    ${monogram(w / 2, h * 0.14 + 52, 19, '#c9a45c')}
    ${text(w / 2, h * 0.14 + 100, BRAND, { size: 14, family: SANS, fill: navy, ls: 4, weight: 700 })}
    ${text(w / 2, h * 0.42, 'Organic', { size: 34, italic: true, fill: navy })}
    ${text(w / 2, h * 0.42 + 54, 'Breakfast', { size: 50, fill: navy })}
    ${text(w / 2, h * 0.42 + 104, 'Tea', { size: 50, fill: navy })}
    <line x1="${w / 2 - 30}" y1="${h * 0.66}" x2="${w / 2 + 30}" y2="${h * 0.66}" stroke="#c9a45c" stroke-width="2.5"/>
    ${text(w / 2, h * 0.7 + 4, '80 TEA BAGS', { size: 14, family: SANS, fill: navy, ls: 3, weight: 700 })}
    ${text(w / 2, h * 0.86, 'malty · bright · robust', { size: 22, italic: true, fill: '#e8dcc0' })}
    <path d="M 0 ${h * 0.93} L ${w} ${h * 0.93}" stroke="#c9a45c" stroke-width="3"/>`;
}
const teaBox = (s = 1) =>
  place(
    box3d({
      w: 400,
      h: 540,
      d: 200,
      colour: '#2a3f66',
      front: teaFront,
      topArt: (w, d) =>
        `<rect x="${w * 0.08}" y="${d * 0.15}" width="${w * 0.84}" height="${d * 0.7}" fill="none" stroke="#c9a45c" stroke-width="2" opacity="0.7"/>`,
    }),
    0,
    0,
    s,
  );

// Starter box ---------------------------------------------------------------------------------
const KRAFT = '#caa577';
const RIBBON = '#2f5a47';
function starterFront(w, h) {
  return `<rect x="${w * 0.56}" y="0" width="40" height="${h}" fill="${RIBBON}"/>
    <rect x="${w * 0.56 + 6}" y="0" width="3" height="${h}" fill="#ffffff" opacity="0.15"/>
    <g transform="translate(${w * 0.3} ${h * 0.58}) rotate(-4)">
      <circle r="104" fill="#f6efe2"/>
      <circle r="92" fill="none" stroke="${RIBBON}" stroke-width="1.6"/>
      ${text(0, -46, BRAND, { size: 12, family: SANS, fill: '#2a2320', ls: 3, weight: 700 })}
      ${text(0, 4, 'Coffee', { size: 40, italic: true, fill: '#2a2320' })}
      ${text(0, 44, 'Starter Box', { size: 28, fill: '#2a2320' })}
      <line x1="-20" y1="62" x2="20" y2="62" stroke="#b5533c" stroke-width="2"/>
    </g>`;
}
function starterBox(s = 1) {
  const topArt = (
    w,
    d,
  ) => `<rect x="${w * 0.56}" y="0" width="40" height="${d}" fill="${lighten(RIBBON, 0.08)}"/>
    <rect x="0" y="${d * 0.45}" width="${w}" height="34" fill="${lighten(RIBBON, 0.08)}"/>`;
  // Ribbon continues down the side face; the bow sits where the two top bands cross.
  const sideArt = (d, h) =>
    `<rect x="${d * 0.45}" y="${-h}" width="34" height="${h}" fill="${darken(RIBBON, 0.2)}"/>`;
  const bow = `<g transform="translate(131 -382)">
      <path d="M 0 0 C -70 -70 -120 -10 -80 20 C -60 34 -20 16 0 0 Z" fill="${RIBBON}"/>
      <path d="M 0 0 C 70 -70 120 -10 80 20 C 60 34 20 16 0 0 Z" fill="${darken(RIBBON, 0.12)}"/>
      <path d="M 0 0 L -30 60 L -14 56 L -6 70 Z" fill="${darken(RIBBON, 0.2)}"/>
      <path d="M 0 0 L 36 58 L 20 56 L 14 70 Z" fill="${darken(RIBBON, 0.25)}"/>
      <ellipse rx="16" ry="13" fill="${lighten(RIBBON, 0.1)}"/></g>`;
  return place(
    box3d({
      w: 560,
      h: 330,
      d: 240,
      colour: KRAFT,
      front: starterFront,
      topArt,
      sideArt,
      lidH: 80,
    }) + bow,
    0,
    0,
    s,
  );
}

// Greens tub ----------------------------------------------------------------------------------
const GREEN = '#3f7a4c';
function greensTub(size = '30 SERVINGS') {
  const r = 175;
  const h = 400;
  const art = bandText([
    [-h + 124, BRAND, { size: 15, family: SANS, fill: '#f4efe2', ls: 4, weight: 700 }],
    [-h + 200, 'Daily', { size: 52, italic: true, fill: '#f4efe2' }],
    [-h + 258, 'Greens', { size: 66, fill: '#f4efe2' }],
    [-h + 300, 'SUPERFOOD POWDER', { size: 14, family: SANS, fill: '#d8e6c9', ls: 3, weight: 700 }],
    [-h + 348, size, { size: 16, family: SANS, fill: '#f4efe2', ls: 4, weight: 700 }],
  ]);
  return cylinder({
    r,
    h,
    colour: '#f3f0e8',
    lid: true,
    lidH: 56,
    lidColour: GREEN,
    band: {
      y1: -h + 70,
      y2: -40,
      colour: GREEN,
      art:
        art +
        `<path d="M -60 ${-h + 318} L 60 ${-h + 318}" stroke="#c9dcae" stroke-width="2"/>` +
        place(leaf(0, 0, -30, 0.5, '#a9cf84'), 58, -h + 150) +
        place(leaf(0, 0, 200, 0.4, '#c7e0a4'), -56, -h + 152),
    },
  });
}

// Oat milk cartons ----------------------------------------------------------------------------
const OAT_BLUE = '#35598a';
function carton(variant = 'Original', accent = OAT_BLUE) {
  const front = (w, h) => `
    <rect x="0" y="0" width="${w}" height="26" fill="${darken('#f2ead9', 0.06)}"/>
    <path d="M 0 ${h * 0.7} C ${w * 0.3} ${h * 0.65} ${w * 0.6} ${h * 0.76} ${w} ${h * 0.68} L ${w} ${h} L 0 ${h} Z" fill="${accent}"/>
    <path d="M 0 ${h * 0.76} C ${w * 0.3} ${h * 0.71} ${w * 0.6} ${h * 0.82} ${w} ${h * 0.74}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.5"/>
    ${monogram(w / 2, 86, 18, accent)}
    ${text(w / 2, 134, BRAND, { size: 12, family: SANS, fill: '#2a2320', ls: 3, weight: 700 })}
    ${text(w / 2, 196, 'Barista', { size: 46, italic: true, fill: accent })}
    ${text(w / 2, 244, 'Oat Milk', { size: 40, fill: '#2a2320' })}
    ${text(w / 2, 276, variant.toUpperCase(), { size: 13, family: SANS, fill: '#2a2320', ls: 3, weight: 700, op: 0.8 })}
    ${text(w / 2, h * 0.88, '1 L', { size: 40, fill: '#f2ead9' })}
    ${text(w / 2, h * 0.94, 'FOAMS · STEAMS · POURS', { size: 10, family: SANS, fill: '#f2ead9', ls: 2, weight: 700 })}`;
  const topArt = (w, d) =>
    `<rect x="0" y="${d * 0.42}" width="${w}" height="${d * 0.16}" fill="${darken('#f2ead9', 0.08)}"/>`;
  const cap = `<g transform="translate(58 -465)">
      <path d="M -26 0 L -26 -30 L 26 -30 L 26 0 Z" fill="${darken(accent, 0.1)}"/>
      <ellipse cx="0" cy="-30" rx="26" ry="9" fill="${lighten(accent, 0.15)}"/>
      <ellipse cx="0" cy="0" rx="26" ry="9" fill="${darken(accent, 0.25)}" opacity="0.4"/></g>`;
  return box3d({ w: 230, h: 430, d: 150, colour: '#f2ead9', side: '#ddd3bf', front, topArt }) + cap;
}

// Dripper palette ------------------------------------------------------------------------------
const CHALK = '#f3f0ea';
const CHARCOAL = '#3b3b3e';

// Subscription box ------------------------------------------------------------------------------
const SUB = '#2e4a3c';
function subFront(w, h) {
  return `<rect x="${w * 0.17}" y="${h * 0.2}" width="${w * 0.66}" height="${h * 0.62}" rx="4" fill="#f5eee0"/>
    <rect x="${w * 0.17 + 9}" y="${h * 0.2 + 9}" width="${w * 0.66 - 18}" height="${h * 0.62 - 18}" fill="none" stroke="${SUB}" stroke-width="1.6"/>
    ${text(w / 2, h * 0.2 + 46, BRAND, { size: 14, family: SANS, fill: SUB, ls: 4, weight: 700 })}
    ${text(w / 2, h * 0.2 + 110, 'Coffee of the Month', { size: 40, italic: true, fill: '#2a2320' })}
    <line x1="${w / 2 - 30}" y1="${h * 0.2 + 138}" x2="${w / 2 + 30}" y2="${h * 0.2 + 138}" stroke="#c07a3d" stroke-width="2.5"/>
    ${text(w / 2, h * 0.2 + 170, 'FRESHLY ROASTED · DELIVERED MONTHLY', { size: 12, family: SANS, fill: SUB, ls: 2.5, weight: 700 })}`;
}
function subBox(s = 1) {
  // Kraft tape over the lid and down the front, like a sealed mailer.
  const tape = '#cfae80';
  const topArt = (
    w,
    d,
  ) => `<rect x="${w / 2 - 45}" y="0" width="90" height="${d}" fill="${tape}" opacity="0.95"/>
    <path d="M ${w / 2 - 45} ${d * 0.3} l 90 0" stroke="${darken(tape, 0.15)}" stroke-width="1.5" opacity="0.6"/>`;
  const front = (w, h) =>
    subFront(w, h) +
    `<path d="M ${w / 2 - 45} 0 L ${w / 2 + 45} 0 L ${w / 2 + 45} 44 L ${w / 2 + 36} 40 L ${w / 2 + 26} 46 L ${w / 2 + 14} 40 L ${w / 2} 46 L ${w / 2 - 14} 40 L ${w / 2 - 26} 46 L ${w / 2 - 36} 40 L ${w / 2 - 45} 44 Z" fill="${darken(tape, 0.06)}"/>`;
  return place(box3d({ w: 600, h: 300, d: 300, colour: SUB, front, topArt, lidH: 36 }), 0, 0, s);
}

// Chocolate tin -----------------------------------------------------------------------------------
const COCOA = '#5b2c24';
const GOLD = '#c8a15a';
function chocTin() {
  const r = 160;
  const h = 420;
  // The band's top edge dips by the ellipse radius at the centre, hence the offsets below.
  const art =
    bandText([
      [-h + 172, BRAND, { size: 14, family: SANS, fill: '#3a1d17', ls: 4, weight: 700 }],
      [-h + 214, 'Single Estate', { size: 30, italic: true, fill: '#3a1d17' }],
      [-h + 264, 'Drinking', { size: 50, fill: '#3a1d17' }],
      [-h + 312, 'Chocolate', { size: 50, fill: '#3a1d17' }],
      [
        -h + 362,
        '70% COCOA · 300 G',
        { size: 14, family: SANS, fill: '#3a1d17', ls: 3, weight: 700 },
      ],
    ]) +
    `<line x1="-30" y1="${-h + 334}" x2="30" y2="${-h + 334}" stroke="${COCOA}" stroke-width="2"/>` +
    monogram(0, -h + 132, 17, COCOA);
  return cylinder({
    r,
    h,
    colour: COCOA,
    metallic: true,
    lid: true,
    lidH: 50,
    lidColour: GOLD,
    band: { y1: -h + 60, y2: -48, colour: '#efdcc4', art },
  });
}
function hotChocolateMug() {
  return mug({ w: 220, h: 200, colour: '#e7d7c9', drink: '#4b2418', crema: '#7a4532' });
}

// Matcha tin ------------------------------------------------------------------------------------
const MATCHA = '#6f8f3a';
function matchaTin() {
  const r = 120;
  const h = 330;
  const art =
    bandText([
      [-h + 110, BRAND, { size: 12, family: SANS, fill: '#f3efe2', ls: 3, weight: 700 }],
      [-h + 172, 'Matcha', { size: 52, italic: true, fill: '#f3efe2' }],
      [
        -h + 210,
        'CEREMONIAL GRADE',
        { size: 12, family: SANS, fill: '#e3ecc9', ls: 2.5, weight: 700 },
      ],
      [-h + 250, '30 G', { size: 14, family: SANS, fill: '#f3efe2', ls: 3, weight: 700 }],
    ]) + `<circle cx="0" cy="${-h + 50}" r="0" fill="none"/>`;
  return cylinder({
    r,
    h,
    colour: '#ede7d7',
    metallic: true,
    lid: true,
    lidH: 64,
    lidColour: '#ede7d7',
    band: { y1: -h + 60, y2: -40, colour: MATCHA, art },
  });
}

// ---------------------------------------------------------------------------------------------
// Scene table
// ---------------------------------------------------------------------------------------------

function scenes() {
  const out = {};

  const house = coffeeScenes(
    houseBag,
    { wall: '#ead8c3', floor: '#dcc3a6', surf: '#e9dccb', cloth: '#c9d3c9', cup: '#f3eee6' },
    11,
  );
  out['house-blend-coffee'] = [house.one, house.two, house.three];

  const eth = coffeeScenes(
    ethBag,
    { wall: '#d3ddd2', floor: '#bfcdbd', surf: '#d9e1d6', cloth: '#efe4d2', cup: '#2f3b3a' },
    29,
  );
  out['ethiopia-yirgacheffe'] = [eth.one, eth.two, eth.three];

  // Breakfast tea
  {
    const wall = '#f0e2bd';
    const floor = '#e2cf9f';
    const one = side(
      wall,
      floor,
      floorShadow(650, FLOOR, 340, 48, darken(floor, 0.55), 0.34) + place(teaBox(1.1), 560, FLOOR),
    );
    const two = side(
      wall,
      floor,
      floorShadow(470, FLOOR - 20, 280, 40, darken(floor, 0.55), 0.32) +
        place(teaBox(0.86), 420, FLOOR - 20) +
        floorShadow(880, FLOOR + 40, 160, 26, darken(floor, 0.55), 0.3) +
        place(
          mug({ w: 230, h: 170, colour: '#f6f1e6', drink: '#8a4b1f', rim: '#ffffff' }),
          870,
          FLOOR + 40,
        ) +
        place(
          `<path d="M 0 0 C 10 -50 -20 -110 10 -170" stroke="#ffffff" stroke-width="2.5" fill="none"/><rect x="-8" y="-200" width="44" height="32" rx="3" fill="#24375a" transform="rotate(-6)"/>`,
          900,
          FLOOR - 130,
        ) +
        place(teabag(0, 0, 24), 300, 1080, 0.7) +
        place(leaf(0, 0, -20, 1, '#6b8a4a'), 600, 1060) +
        place(leaf(0, 0, 160, 0.8, '#58763c'), 700, 1110),
    );
    const avoid = [
      { x: 470, y: 520, r: 320 },
      { x: 880, y: 900, r: 230 },
    ];
    const three =
      surface(S, S, '#f1e6c8') +
      linen(600, 90, 520, 480, 8, '#d6dde6') +
      place(
        dropShadow('<rect x="-200" y="-270" width="400" height="540"/>', 14, 20, 16, 0.3) +
          `<rect x="-200" y="-270" width="400" height="540" fill="#2a3f66"/>` +
          place(teaFront(400, 540), -200, -270),
        450,
        520,
        1,
        -6,
      ) +
      place(cupTop({ r: 110, colour: '#f6f1e6', drink: '#8a4b1f', art: 'tea' }), 900, 890) +
      place(teabag(0, 0, -30), 190, 1000, 0.9) +
      place(teabag(0, 0, 22), 1000, 420, 0.85) +
      scatter(
        41,
        10,
        { x: 60, y: 60, w: 1080, h: 1080 },
        [...avoid, { x: 190, y: 960, r: 160 }, { x: 1000, y: 380, r: 170 }],
        (x, y, r, s, rr) => leaf(x, y, r, s * 0.7, rr() > 0.5 ? '#6b8a4a' : '#58763c'),
      );
    out['breakfast-tea'] = [one, two, three];
  }

  // Coffee starter box
  {
    const wall = '#eed6d0';
    const floor = '#dfbfb7';
    const one = side(
      wall,
      floor,
      floorShadow(640, FLOOR, 420, 64, darken(floor, 0.55), 0.34) +
        place(starterBox(1.1), 550, FLOOR - 20),
    );
    const small = (bag, label, matte) =>
      pouch({
        w: 230,
        h: 340,
        bag,
        label: { ...label, titleSize: 34, note: '', detail: '' },
        matte,
      });
    const two = side(
      wall,
      floor,
      floorShadow(470, FLOOR - 60, 290, 44, darken(floor, 0.55), 0.28) +
        place(starterBox(0.72), 400, FLOOR - 70) +
        floorShadow(790, FLOOR + 40, 140, 22, darken(floor, 0.55), 0.3) +
        place(small('#c89c6b', { ...houseLabel, title: ['House', 'Blend'] }), 790, FLOOR + 40) +
        floorShadow(1020, FLOOR + 60, 140, 22, darken(floor, 0.55), 0.3) +
        place(small('#a4543f', { ...ethLabel, title: ['Ethiopia'] }, true), 1020, FLOOR + 60) +
        floorShadow(240, FLOOR + 110, 110, 18, darken(floor, 0.55), 0.3) +
        place(dripper({ colour: CHALK }), 240, FLOOR + 110, 0.55) +
        scatter(57, 9, { x: 380, y: 1000, w: 600, h: 120 }, [], (x, y, r, sc) =>
          bean(x, y, r, sc * 1.1),
        ),
    );
    const three =
      surface(S, S, '#efdcd6') +
      place(
        dropShadow('<rect x="-430" y="-330" width="860" height="660" rx="6"/>', 14, 22, 18, 0.3) +
          `<rect x="-430" y="-330" width="860" height="660" rx="6" fill="${KRAFT}"/>
           <rect x="-400" y="-300" width="800" height="600" fill="${darken(KRAFT, 0.2)}"/>
           <rect x="-400" y="-300" width="800" height="24" fill="${darken(KRAFT, 0.32)}" opacity="0.5"/>` +
          place(
            lyingPouch({
              w: 250,
              h: 360,
              bag: '#c89c6b',
              label: { ...houseLabel, titleSize: 34, note: '', detail: '' },
            }),
            -250,
            -50,
          ) +
          place(
            lyingPouch({
              w: 250,
              h: 360,
              bag: '#a4543f',
              matte: true,
              label: { ...ethLabel, title: ['Ethiopia'], titleSize: 34, note: '', detail: '' },
            }),
            20,
            -40,
          ) +
          place(dripperTop({ colour: CHALK, r: 120 }), 260, -120) +
          place(filterPaper(0, 0, 0, 0.8), 280, 170) +
          `<g transform="translate(-215 200) rotate(3)">${dropShadow('<rect x="-150" y="-62" width="300" height="124"/>', 4, 6, 5, 0.18)}
             <rect x="-150" y="-62" width="300" height="124" fill="#f6efe2"/>
             ${text(0, -22, 'TASTING NOTES', { size: 13, family: SANS, fill: '#2a2320', ls: 3, weight: 700 })}
             <line x1="-110" y1="8" x2="110" y2="8" stroke="#2a2320" stroke-opacity="0.25" stroke-width="2"/>
             <line x1="-110" y1="32" x2="80" y2="32" stroke="#2a2320" stroke-opacity="0.25" stroke-width="2"/></g>
           <g transform="translate(110 225) rotate(-4)"><rect x="-40" y="-30" width="260" height="66" fill="#f6efe2"/>
             ${text(90, 12, 'Welcome to Morrow', { size: 24, italic: true, fill: '#2a2320' })}</g>`,
        600,
        600,
        1,
        -3,
      ) +
      // A loose length of ribbon trailing out of frame.
      dropShadow(
        `<path d="M -40 1090 C 200 1010 330 1180 560 1120 S 900 1020 1240 1150" fill="none" stroke="#000" stroke-width="34"/>`,
        6,
        12,
        8,
        0.22,
      ) +
      `<path d="M -40 1090 C 200 1010 330 1180 560 1120 S 900 1020 1240 1150" fill="none" stroke="${RIBBON}" stroke-width="34"/>
       <path d="M -40 1084 C 200 1004 330 1174 560 1114 S 900 1014 1240 1144" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.18"/>` +
      scatter(
        53,
        8,
        { x: 40, y: 40, w: 1120, h: 1120 },
        [{ x: 600, y: 600, r: 560 }],
        (x, y, r, s) => bean(x, y, r, s * 1.3),
      );
    out['coffee-starter-box'] = [one, two, three];
  }

  // Daily greens
  {
    const wall = '#d5e7d3';
    const floor = '#bfd7bc';
    const one = side(
      wall,
      floor,
      floorShadow(620, FLOOR, 290, 46, darken(floor, 0.55), 0.36) +
        place(greensTub(), 600, FLOOR - 10, 1.15),
    );
    const two = side(
      wall,
      floor,
      floorShadow(470, FLOOR - 10, 230, 38, darken(floor, 0.55), 0.32) +
        place(greensTub('60 SERVINGS'), 450, FLOOR - 20, 0.88) +
        floorShadow(860, FLOOR + 40, 110, 20, darken(floor, 0.55), 0.3) +
        place(glass({ w: 160, h: 260, drink: '#6f9b3c', fill: 0.8 }), 850, FLOOR + 40) +
        place(spoonTop(0, 0, 0, { colour: '#e9e4d8', heap: '#7ea54a' }), 300, 1080, 0.9, -12) +
        place(leaf(0, 0, -10, 1.1, '#4f7d3a'), 620, 1070) +
        place(leaf(0, 0, 200, 0.9, '#6a9a46'), 1040, 1060),
    );
    const avoid = [
      { x: 480, y: 520, r: 300 },
      { x: 880, y: 900, r: 200 },
    ];
    const lidArt = `<circle r="120" fill="${lighten(GREEN, 0.08)}"/>${monogram(0, -42, 24, '#f4efe2')}
      ${text(0, 30, 'Daily Greens', { size: 36, italic: true, fill: '#f4efe2' })}
      ${text(0, 66, '30 SERVINGS', { size: 14, family: SANS, fill: '#f4efe2', ls: 3, weight: 700 })}`;
    const three =
      surface(S, S, '#dfeddc') +
      place(lidTop({ r: 230, colour: GREEN, art: lidArt }), 480, 520) +
      place(
        dropShadow('<circle r="95"/>', 10, 16, 12, 0.22) +
          `<circle r="95" fill="#ffffff" opacity="0.6"/><circle r="86" fill="#6f9b3c"/><circle cx="-25" cy="-25" r="30" fill="#ffffff" opacity="0.2"/><circle r="95" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.8"/>`,
        880,
        900,
      ) +
      place(spoonTop(0, 0, 0, { colour: '#efeadf', heap: '#7ea54a' }), 860, 360, 1, 130) +
      place(
        `<circle r="70" fill="#7ea54a" opacity="0.9"/><circle r="40" cx="-12" cy="-10" fill="#93b85e" opacity="0.8"/>`,
        240,
        980,
      ) +
      scatter(
        61,
        12,
        { x: 60, y: 60, w: 1080, h: 1080 },
        [...avoid, { x: 860, y: 360, r: 180 }, { x: 240, y: 980, r: 110 }],
        (x, y, r, s, rr) => leaf(x, y, r, s * 0.9, rr() > 0.5 ? '#4f7d3a' : '#6a9a46'),
      );
    out['daily-greens'] = [one, two, three];
  }

  // Barista oat milk
  {
    const wall = '#d7e3ee';
    const floor = '#c0d0df';
    const one = side(
      wall,
      floor,
      floorShadow(660, FLOOR - 40, 440, 50, darken(floor, 0.55), 0.3) +
        place(carton('Original'), 350, FLOOR - 60, 0.95) +
        place(carton('Original'), 905, FLOOR - 60, 0.95) +
        floorShadow(620, FLOOR + 20, 200, 30, darken(floor, 0.55), 0.3) +
        place(carton('Original'), 585, FLOOR + 20, 1.02),
    );
    const two = side(
      wall,
      floor,
      floorShadow(470, FLOOR, 220, 36, darken(floor, 0.55), 0.32) +
        place(carton('New Recipe', '#3d6f66'), 420, FLOOR) +
        floorShadow(850, FLOOR + 40, 110, 20, darken(floor, 0.55), 0.3) +
        place(
          glass({ w: 170, h: 250, drink: '#a77a52', fill: 0.84, foam: '#f3e9da', foamH: 50 }),
          840,
          FLOOR + 40,
        ) +
        scatter(
          71,
          22,
          { x: 120, y: 960, w: 980, h: 160 },
          [{ x: 840, y: 990, r: 120 }],
          (x, y, r, s) => oat(x, y, r, s * 1.3),
        ),
    );
    const three =
      surface(S, S, '#dde7f0') +
      linen(620, 640, 500, 460, -10, '#efe3cf') +
      place(cartonFlat('Original', OAT_BLUE), 330, 480, 1, -10) +
      place(cartonFlat('New Recipe', '#3d6f66'), 640, 440, 1, 6) +
      place(
        cupTop({ r: 110, colour: '#f4efe6', drink: '#a77a52', art: 'heart', artColour: '#f6ecdd' }),
        900,
        900,
      ) +
      scatter(
        73,
        40,
        { x: 60, y: 60, w: 1080, h: 1080 },
        [
          { x: 330, y: 480, r: 260 },
          { x: 640, y: 440, r: 260 },
          { x: 900, y: 900, r: 200 },
        ],
        (x, y, r, s) => oat(x, y, r, s * 1.5),
      );
    out['barista-oat-milk'] = [one, two, three];
  }

  // Ceramic pour-over
  {
    const one = side(
      '#dfe3dc',
      '#c9d0c6',
      floorShadow(620, FLOOR, 230, 36, '#5a4c40', 0.3) +
        place(dripper({ colour: CHALK }), 600, FLOOR, 1.45),
    );
    const two = side(
      '#eed7c6',
      '#dfc0aa',
      floorShadow(600, FLOOR, 230, 36, '#4a3426', 0.34) +
        place(
          mug({ w: 250, h: 220, colour: '#e9dccd', drink: '#3c2317', handle: true }),
          600,
          FLOOR,
        ) +
        place(dripper({ colour: CHARCOAL, dark: true }), 600, FLOOR - 214, 1.12),
    );
    const three =
      surface(S, S, '#e6e0d8') +
      place(dripperTop({ colour: CHALK, r: 200 }), 380, 420) +
      place(dripperTop({ colour: CHARCOAL, dark: true, r: 200 }), 760, 800, 1, 180) +
      place(filterPaper(0, 0, 0, 1), 880, 300, 1, 20) +
      place(filterPaper(0, 0, 0, 1), 900, 320, 1, 32) +
      scatter(
        83,
        18,
        { x: 60, y: 60, w: 1080, h: 1080 },
        [
          { x: 380, y: 420, r: 300 },
          { x: 700, y: 800, r: 330 },
          { x: 880, y: 310, r: 160 },
        ],
        (x, y, r, s) => bean(x, y, r, s * 1.3),
      );
    out['ceramic-pour-over'] = [one, two, three];
  }

  // Coffee of the month subscription
  {
    const wall = '#e2dcea';
    const floor = '#cdc4da';
    const one = side(
      wall,
      floor,
      floorShadow(640, FLOOR, 430, 66, darken(floor, 0.55), 0.34) +
        place(subBox(1.05), 530, FLOOR - 20),
    );
    const mini = (bag, title, matte) =>
      pouch({
        w: 130,
        h: 200,
        bag,
        matte,
        label: { title, titleSize: 22, accent: '#c07a3d', detail: '', note: '', mono: false },
      });
    // This month's three coffees stand on the lid; positions are on the box's top face.
    const onTop = [
      ['#c89c6b', ['June'], false, -57],
      ['#2f3b3a', ['July'], true, 93],
      ['#a4543f', ['August'], true, 243],
    ]
      .map(
        ([bag, title, matte, x]) =>
          floorShadow(x, -363, 80, 12, '#1c2b23', 0.4) + place(mini(bag, title, matte), x, -363),
      )
      .join('');
    const two = side(
      wall,
      floor,
      floorShadow(560, FLOOR - 10, 390, 60, darken(floor, 0.55), 0.3) +
        place(subBox() + onTop, 470, FLOOR - 20, 0.9) +
        floorShadow(1040, FLOOR + 60, 110, 20, darken(floor, 0.55), 0.3) +
        place(
          mug({ w: 180, h: 165, colour: '#f3eee6', drink: '#3c2317', crema: '#8a5a36' }),
          1030,
          FLOOR + 60,
        ) +
        scatter(95, 12, { x: 160, y: 960, w: 800, h: 150 }, [], (x, y, r, sc) =>
          bean(x, y, r, sc * 1.1),
        ),
    );
    const lid = (w, h) =>
      `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="6" fill="${SUB}"/>` +
      place(subFront(w, h), -w / 2, -h / 2);
    const three =
      surface(S, S, '#e6e1ee') +
      place(
        dropShadow('<rect x="-330" y="-200" width="660" height="400"/>', 14, 20, 16, 0.3) +
          lid(660, 400),
        600,
        330,
        1,
        -3,
      ) +
      [
        ['#c89c6b', ['June'], false, 250, 830, -10],
        ['#2f3b3a', ['July'], true, 600, 820, 2],
        ['#a4543f', ['August'], true, 950, 830, 9],
      ]
        .map(([bag, title, matte, x, y, rot]) =>
          place(
            lyingPouch({
              w: 280,
              h: 400,
              bag,
              matte,
              label: { title, titleSize: 34, accent: '#c07a3d', detail: '', note: '' },
            }),
            x,
            y,
            1,
            rot,
          ),
        )
        .join('') +
      scatter(
        91,
        14,
        { x: 40, y: 40, w: 1120, h: 1120 },
        [
          { x: 600, y: 330, r: 380 },
          { x: 250, y: 830, r: 230 },
          { x: 600, y: 820, r: 230 },
          { x: 950, y: 830, r: 230 },
        ],
        (x, y, r, s) => bean(x, y, r, s * 1.3),
      );
    out['coffee-of-the-month-subscription'] = [one, two, three];
  }

  // Drinking chocolate
  {
    const wall = '#f0d6d0';
    const floor = '#e0bdb4';
    const one = side(
      wall,
      floor,
      floorShadow(620, FLOOR, 270, 44, darken(floor, 0.55), 0.36) +
        place(chocTin(), 600, FLOOR - 10, 1.15),
    );
    const two = side(
      wall,
      floor,
      floorShadow(450, FLOOR - 10, 220, 36, darken(floor, 0.55), 0.32) +
        place(chocTin(), 430, FLOOR - 20, 0.88) +
        floorShadow(860, FLOOR + 40, 140, 24, darken(floor, 0.55), 0.3) +
        place(hotChocolateMug(), 850, FLOOR + 40) +
        scatter(
          93,
          9,
          { x: 140, y: 960, w: 960, h: 150 },
          [{ x: 850, y: 1000, r: 110 }],
          (x, y, r, s) => chunk(x, y, r, s * 1.1),
        ),
    );
    const lidArt = `<circle r="130" fill="#efdcc4"/><circle r="120" fill="none" stroke="${COCOA}" stroke-width="1.5"/>
      ${monogram(0, -60, 20, COCOA)}
      ${text(0, 4, 'Drinking', { size: 36, fill: '#3a1d17' })}
      ${text(0, 44, 'Chocolate', { size: 36, fill: '#3a1d17' })}
      ${text(0, 80, 'SINGLE ESTATE', { size: 12, family: SANS, fill: '#3a1d17', ls: 3, weight: 700 })}`;
    const three =
      surface(S, S, '#efd7d1') +
      linen(560, 560, 560, 560, 10, '#f4ebe2') +
      place(lidTop({ r: 215, colour: GOLD, metallic: true, art: lidArt }), 430, 450) +
      place(
        cupTop({ r: 115, colour: '#e7d7c9', drink: '#4b2418', art: 'foam', artColour: '#8a5240' }),
        860,
        870,
      ) +
      place(spoonTop(0, 0, 0, { colour: '#b99b74', heap: '#5a2d22' }), 420, 930, 1, -30) +
      scatter(
        97,
        14,
        { x: 60, y: 60, w: 1080, h: 1080 },
        [
          { x: 430, y: 450, r: 270 },
          { x: 860, y: 870, r: 210 },
          { x: 470, y: 900, r: 150 },
        ],
        (x, y, r, s) => chunk(x, y, r, s * 1.3),
      );
    out['drinking-chocolate'] = [one, two, three];
  }

  // Ceremonial matcha
  {
    const wall = '#efe6d5';
    const floor = '#e0d2b9';
    const one = side(
      wall,
      floor,
      floorShadow(620, FLOOR, 230, 38, darken(floor, 0.55), 0.36) +
        place(matchaTin(), 600, FLOOR - 10, 1.6),
    );
    const two = side(
      wall,
      floor,
      floorShadow(400, FLOOR - 10, 210, 34, darken(floor, 0.55), 0.34) +
        place(matchaTin(), 390, FLOOR - 20, 1.4) +
        floorShadow(820, FLOOR + 50, 210, 30, darken(floor, 0.55), 0.32) +
        place(chawan({ w: 360 }), 820, FLOOR + 50) +
        floorShadow(1070, FLOOR + 80, 70, 14, darken(floor, 0.55), 0.32) +
        place(chasen({}), 1070, FLOOR + 80, 1.15) +
        place(
          `<path d="M -160 -12 L 160 -12 L 160 12 L -160 12 Z" fill="#d9c08a"/><path d="M 150 -12 Q 190 -10 180 10 L 150 12 Z" fill="#c9ad72"/><ellipse cx="150" cy="0" rx="14" ry="10" fill="#7ea54a"/>`,
          760,
          FLOOR + 150,
          0.9,
          -6,
        ),
    );
    const lidArt = `${monogram(0, -40, 26, darken(MATCHA, 0.1))}${text(0, 34, 'Matcha', { size: 44, italic: true, fill: darken(MATCHA, 0.2) })}`;
    const bowl =
      dropShadow('<circle r="160"/>', 12, 18, 14, 0.26) +
      `<circle r="160" fill="#e9e2d4"/><circle r="140" fill="#7fa23c"/><circle r="100" cx="-10" cy="-8" fill="#93b64f" opacity="0.6"/><circle r="160" fill="none" stroke="${darken('#e9e2d4', 0.15)}" stroke-width="3"/>`;
    const scoop =
      dropShadow('<rect x="-160" y="-12" width="320" height="24" rx="12"/>', 6, 10, 6, 0.22) +
      `<rect x="-160" y="-12" width="320" height="24" rx="12" fill="#d9c08a"/><path d="M 150 -12 Q 190 -10 180 10 L 150 12 Z" fill="#c9ad72"/><ellipse cx="150" cy="0" rx="14" ry="10" fill="#7ea54a"/>`;
    let whisk = '';
    for (let i = 0; i < 48; i++) {
      const a = (i / 48) * Math.PI * 2;
      whisk += `<line x1="${(Math.cos(a) * 30).toFixed(1)}" y1="${(Math.sin(a) * 30).toFixed(1)}" x2="${(Math.cos(a) * 90).toFixed(1)}" y2="${(Math.sin(a) * 90).toFixed(1)}" stroke="${i % 2 ? '#cdb27a' : '#e2cc98'}" stroke-width="4"/>`;
    }
    const whiskTop =
      dropShadow('<circle r="92"/>', 8, 12, 10, 0.22) +
      whisk +
      `<circle r="32" fill="#c8a96c"/><circle r="22" fill="#d9c08a"/>`;
    const three =
      surface(S, S, '#eee5d3') +
      linen(80, 720, 460, 420, -8, '#d9e0c8') +
      place(lidTop({ r: 160, colour: '#ede7d7', metallic: true, art: lidArt }), 360, 380) +
      place(bowl, 760, 700) +
      place(scoop, 430, 930, 1, -18) +
      place(whiskTop, 900, 330) +
      scatter(
        103,
        6,
        { x: 60, y: 60, w: 1080, h: 1080 },
        [
          { x: 360, y: 380, r: 220 },
          { x: 760, y: 700, r: 220 },
          { x: 900, y: 330, r: 140 },
          { x: 430, y: 930, r: 200 },
        ],
        (x, y, r, s, rr) => leaf(x, y, r, s * 0.7, rr() > 0.5 ? '#6f8f3a' : '#58763c'),
      );
    out['ceremonial-matcha'] = [one, two, three];
  }

  return out;
}

/** Oat carton front face lying flat (top-down), centred. */
function cartonFlat(variant, accent) {
  const w = 230;
  const h = 430;
  const front = `
    <rect x="0" y="0" width="${w}" height="${h}" fill="#f2ead9"/>
    <rect x="0" y="0" width="${w}" height="26" fill="${darken('#f2ead9', 0.06)}"/>
    <path d="M 0 ${h * 0.7} C ${w * 0.3} ${h * 0.65} ${w * 0.6} ${h * 0.76} ${w} ${h * 0.68} L ${w} ${h} L 0 ${h} Z" fill="${accent}"/>
    ${monogram(w / 2, 86, 18, accent)}
    ${text(w / 2, 134, BRAND, { size: 12, family: SANS, fill: '#2a2320', ls: 3, weight: 700 })}
    ${text(w / 2, 196, 'Barista', { size: 46, italic: true, fill: accent })}
    ${text(w / 2, 244, 'Oat Milk', { size: 40, fill: '#2a2320' })}
    ${text(w / 2, 276, variant.toUpperCase(), { size: 13, family: SANS, fill: '#2a2320', ls: 3, weight: 700, op: 0.8 })}
    ${text(w / 2, h * 0.88, '1 L', { size: 40, fill: '#f2ead9' })}`;
  return (
    dropShadow(`<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}"/>`, 12, 18, 14, 0.28) +
    place(front, -w / 2, -h / 2)
  );
}

// ---------------------------------------------------------------------------------------------
// Hero still life (1600×900)
// ---------------------------------------------------------------------------------------------

function hero() {
  const W = 1600;
  const H = 900;
  const counterY = 740;
  const wall = '#ecdcc8';
  const floor = '#dcc4a6';
  let s = studio(W, H, wall, darken(wall, 0.04), 0.9);
  // Window light falling across the wall from the left, where headline copy will sit.
  const win = radial([
    [0, '#ffffff', 0.4],
    [1, '#ffffff', 0],
  ]);
  s += `<defs>${win.def}</defs><ellipse cx="420" cy="330" rx="620" ry="420" fill="url(#${win.id})"/>`;

  // Wooden counter.
  const counter = linear([
    [0, '#c9a47c'],
    [0.25, '#bf9a71'],
    [1, '#a98460'],
  ]);
  s += `<defs>${counter.def}</defs><rect x="0" y="${counterY}" width="${W}" height="${H - counterY}" fill="url(#${counter.id})"/>
    <rect x="0" y="${counterY}" width="${W}" height="6" fill="#e2c6a2"/>
    <rect x="0" y="${counterY - 18}" width="${W}" height="18" fill="${darken(wall, 0.08)}" opacity="0.35"/>`;
  const grain = rng(3);
  for (let i = 0; i < 9; i++) {
    const y = counterY + 22 + i * 16 + grain() * 8;
    s += `<path d="M 0 ${y.toFixed(0)} C 400 ${(y - 6).toFixed(0)} 900 ${(y + 8).toFixed(0)} ${W} ${(y - 2).toFixed(0)}" stroke="#9c7855" stroke-width="1.5" fill="none" opacity="0.25"/>`;
  }

  // Floating shelf on the right-hand wall with pantry items.
  const shelfY = 400;
  const shc = darken(floor, 0.6);
  s += floorShadow(1170, shelfY + 34, 420, 24, shc, 0.2);
  s += `<rect x="800" y="${shelfY}" width="740" height="20" rx="3" fill="#b8926a"/><rect x="800" y="${shelfY}" width="740" height="5" fill="#d4b48c"/>`;
  s += floorShadow(920, shelfY, 80, 9, shc, 0.35) + place(chocTin(), 920, shelfY, 0.42);
  s += floorShadow(1070, shelfY, 80, 9, shc, 0.35) + place(greensTub(), 1070, shelfY - 3, 0.38);
  s += floorShadow(1230, shelfY, 80, 9, shc, 0.35) + place(pouch(ethBag), 1230, shelfY, 0.36);
  // A small potted plant at the end of the shelf.
  const pot = bodyGradient('#c9704f', { rim: 0.25, hi: 0.12 });
  let plant = '';
  const pr = rng(7);
  for (let i = 0; i < 9; i++)
    plant += leaf(
      0,
      -120,
      -160 + i * 17 + pr() * 8,
      1.1 + pr() * 0.4,
      i % 2 ? '#5f7f45' : '#4c6b38',
    );
  s +=
    `<defs>${pot.def}</defs>` +
    floorShadow(1410, shelfY, 70, 8, shc, 0.35) +
    place(
      plant +
        `<path d="M -60 -130 L 60 -130 L 48 0 L -48 0 Z" fill="url(#${pot.id})"/><rect x="-65" y="-142" width="130" height="18" rx="3" fill="${darken('#c9704f', 0.08)}"/>`,
      1410,
      shelfY,
      0.8,
    );

  // Counter line-up.
  const y = counterY + 56;
  const cs = darken('#b48d66', 0.55);
  s += floorShadow(720, y, 140, 16, cs, 0.38) + place(teaBox(0.44), 690, y);
  s += floorShadow(900, y + 4, 130, 16, cs, 0.38) + place(pouch(houseBag), 900, y + 4, 0.5);
  s += floorShadow(1085, y + 6, 90, 14, cs, 0.38) + place(matchaTin(), 1085, y + 6, 0.62);
  s +=
    floorShadow(1265, y + 10, 100, 14, cs, 0.38) +
    place(mug({ w: 150, h: 130, colour: '#e9dccd', drink: '#3c2317' }), 1265, y + 10) +
    place(dripper({ colour: CHARCOAL, dark: true }), 1265, y + 10 - 126, 0.5);
  s += floorShadow(1450, y + 4, 110, 14, cs, 0.38) + place(carton('Original'), 1440, y + 4, 0.5);
  s += scatter(5, 12, { x: 560, y: y + 20, w: 1000, h: 70 }, [], (x, yy, r, sc) =>
    bean(x, yy, r, sc * 0.85),
  );
  return { W, H, svg: s };
}

// ---------------------------------------------------------------------------------------------
// Favicon
// ---------------------------------------------------------------------------------------------

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#2a2320"/>
  <path d="M 15 47 V 17 h 5 l 12 16 l 12 -16 h 5 v 30 h -5 V 26 L 32 41 L 20 26 v 21 Z" fill="#f3ead7"/>
</svg>
`;

// ---------------------------------------------------------------------------------------------
// Render
// ---------------------------------------------------------------------------------------------

const wrap = (W, H, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

async function render(svg, file) {
  await sharp(Buffer.from(svg), { density: 72 })
    .webp({ quality: QUALITY, effort: 6, smartSubsample: true })
    .toFile(file);
  return (await stat(file)).size;
}

async function main() {
  await mkdir(OUT_PRODUCTS, { recursive: true });
  const only = process.argv[2];
  let total = 0;
  const rows = [];
  idCounter = 0;
  const all = scenes();
  for (const [handle, list] of Object.entries(all)) {
    if (only && (only === 'hero' || !handle.startsWith(only))) continue;
    for (const [i, body] of list.entries()) {
      idCounter = 0;
      const file = path.join(OUT_PRODUCTS, `${handle}-${i + 1}.webp`);
      const size = await render(wrap(S, S, body), file);
      total += size;
      rows.push([path.relative(ROOT, file), size]);
    }
  }
  if (!only || only === 'hero') {
    const h = hero();
    const file = path.join(OUT_IMAGES, 'hero.webp');
    const size = await render(wrap(h.W, h.H, h.svg), file);
    total += size;
    rows.push([path.relative(ROOT, file), size]);
    await writeFile(path.join(ROOT, 'public/favicon.svg'), FAVICON);
  }
  for (const [f, sz] of rows) console.log(`${(sz / 1024).toFixed(1).padStart(7)} KB  ${f}`);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (${rows.length} files)`);
}

await main();
