// SVG artwork for every kind of seed image. Pure functions of the spec: same spec, same SVG.
import { styleOf, type Tone, toneAt } from './palette.ts';
import { type Box, drawShape } from './shapes.ts';
import type { ImageSpec } from './specs.ts';
import { CHAR_EM, fitText, svgDocument, textBlock, wrapText } from './svg.ts';

const SIZE_SUFFIX = /\s((\d+\s?x\s?)?\d[\d.,]*\s?(g|kg|ml|L)|\d+\s(Pieces|Tea Bags|Sachets))$/;

/** Splits an English product name into the label title and a small detail line (size, pack). */
function productLabel(name: string): { title: string; detail: string } {
  const [head = name, ...rest] = name.split(', ');
  const size = head.match(SIZE_SUFFIX);
  const title = size ? head.slice(0, size.index) : head;
  const detail = [size?.[1], ...rest].filter(Boolean).join(', ');
  return { title, detail };
}

/** Title and detail fitted inside a label box (local shape coordinates). */
function labelText(name: string, box: Box, ink: string): string {
  const { title, detail } = productLabel(name);
  const inner = box.w - 20;
  // The detail line shrinks (down to 10) rather than losing the pack size.
  const detailSize = Math.max(10, Math.min(15, inner / (detail.length * CHAR_EM)));
  const detailHeight = detail ? detailSize * 1.7 : 0;
  const { lines, size } = fitText(title, inner, box.h - 20 - detailHeight, 26, 12);
  const top = box.y + (box.h - lines.length * size * 1.2 - detailHeight) / 2 + size;
  const cx = box.x + box.w / 2;
  const titleSvg = textBlock(lines, { x: cx, y: top, size, fill: ink, anchor: 'middle' });
  const detailSvg = detail
    ? textBlock(wrapText(detail, Math.floor(inner / (detailSize * CHAR_EM)), 1), {
        x: cx,
        y: top + (lines.length - 1) * size * 1.2 + detailSize * 1.7,
        size: detailSize,
        fill: ink,
        weight: 400,
        anchor: 'middle',
      })
    : '';
  return titleSvg + detailSvg;
}

interface Placement {
  scale: number;
  x: number;
  y: number;
}

/** How photo n of a product is staged: where its packages stand, or a close-up of the label. */
type PhotoLayout = { units: Placement[]; ingredients?: true } | { closeUp: number };

const front: PhotoLayout = { units: [{ scale: 1.2, x: 60, y: 44 }] };
const photoLayouts: PhotoLayout[] = [
  front,
  { units: [{ scale: 1, x: 30, y: 110 }], ingredients: true },
  { closeUp: 2.1 },
  {
    units: [
      { scale: 0.95, x: 224, y: 90 },
      { scale: 0.95, x: -4, y: 130 },
    ],
  },
];

/** Loose pieces of produce beside the package: centre x, centre y, radius. */
const ingredients: [number, number, number][] = [
  [470, 250, 54],
  [520, 380, 40],
  [430, 470, 46],
  [540, 140, 28],
];

const ingredient = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="0.55"/>` +
  `<circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 4}" fill="#fff" opacity="0.5"/>`;

function productSvg(spec: Extract<ImageSpec, { kind: 'product' }>): string {
  const { width, height } = spec.ref;
  const style = styleOf(spec.categoryKey);
  const shape = drawShape(style);
  const art = shape.body + labelText(spec.label, shape.label, style.dark);
  const layout = photoLayouts[(spec.photo - 1) % photoLayouts.length] ?? front;
  const { label } = shape;
  const placements =
    'closeUp' in layout
      ? [
          {
            scale: layout.closeUp,
            x: width / 2 - (label.x + label.w / 2) * layout.closeUp,
            y: height / 2 - (label.y + label.h / 2) * layout.closeUp,
          },
        ]
      : layout.units;
  const units = placements
    .map(({ scale, x, y }) => `<g transform="translate(${x} ${y}) scale(${scale})">${art}</g>`)
    .join('');
  const shadow =
    'closeUp' in layout
      ? ''
      : `<ellipse cx="${width / 2}" cy="${height - 56}" rx="${width * 0.32}" ry="18" fill="${style.dark}" opacity="0.18"/>`;
  const extras =
    'ingredients' in layout
      ? ingredients.map(([cx, cy, r]) => ingredient(cx, cy, r, style.main)).join('')
      : '';
  const background =
    `<defs>${shape.defs}<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${style.light}"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
  return svgDocument(width, height, background + extras + shadow + units);
}

function categorySvg(spec: Extract<ImageSpec, { kind: 'category' }>): string {
  const { width, height } = spec.ref;
  const style = styleOf(spec.categoryKey);
  const shape = drawShape(style);
  const s = (width * 0.7) / 400;
  const body =
    `<defs>${shape.defs}</defs>` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}" fill="${style.light}"/>` +
    `<g transform="translate(${width * 0.15} ${height * 0.13}) scale(${s})">${shape.body}</g>`;
  return svgDocument(width, height, body);
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

function storeLogoSvg(spec: Extract<ImageSpec, { kind: 'store-logo' }>): string {
  const { width, height } = spec.ref;
  const tone = toneAt(spec.tone);
  const body =
    `<rect width="${width}" height="${height}" rx="${width / 5}" fill="${tone.main}"/>` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${width * 0.38}" fill="none" stroke="${tone.light}" stroke-width="${width / 40}" opacity="0.6"/>` +
    textBlock([initials(spec.label)], {
      x: width / 2,
      y: height / 2 + width * 0.12,
      size: width * 0.34,
      fill: '#ffffff',
      anchor: 'middle',
    });
  return svgDocument(width, height, body);
}

function bannerBackground(width: number, height: number, tone: Tone): string {
  const r = Math.max(width, height);
  return (
    `<defs><linearGradient id="bn" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone.main}"/><stop offset="1" stop-color="${tone.dark}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bn)"/>` +
    `<circle cx="${width * 0.92}" cy="${height * 0.1}" r="${r * 0.28}" fill="${tone.light}" opacity="0.12"/>` +
    `<circle cx="${width * 0.1}" cy="${height * 1.02}" r="${r * 0.2}" fill="${tone.light}" opacity="0.1"/>`
  );
}

const pillWidth = (text: string, size: number) => text.length * size * CHAR_EM + size * 1.6;

function pill(text: string, x: number, y: number, size: number, tone: Tone): string {
  const w = pillWidth(text, size);
  const h = size * 1.9;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${tone.light}"/>` +
    textBlock([text], { x: x + w / 2, y: y + h * 0.68, size, fill: tone.dark, anchor: 'middle' })
  );
}

/** The package of a category, placed in a box of the banner. */
function showcase(categoryKey: string, box: Box): string {
  const style = styleOf(categoryKey);
  const shape = drawShape(style);
  const s = Math.min(box.w, box.h) / 400;
  const x = box.x + (box.w - 400 * s) / 2;
  return `<defs>${shape.defs}</defs><g transform="translate(${x} ${box.y}) scale(${s})">${shape.body}</g>`;
}

function bannerSvg(spec: Extract<ImageSpec, { kind: 'banner' }>): string {
  const { width, height } = spec.ref;
  const tone = toneAt(spec.tone);
  const wide = width >= height * 2;
  let body = bannerBackground(width, height, tone);
  if (wide) {
    const textWidth = spec.showcase ? width * 0.56 : width * 0.84;
    const subtitleHeight = spec.subtitle ? 50 : 0;
    const { lines, size } = fitText(spec.title, textWidth, height - 170 - subtitleHeight, 60, 28);
    body += pill(spec.tag, 80, 64, 22, tone);
    body += textBlock(lines, { x: 80, y: 150 + size, size, fill: '#ffffff' });
    if (spec.subtitle) {
      body += textBlock([spec.subtitle], {
        x: 80,
        y: 150 + size + lines.length * size * 1.2 + 20,
        size: 28,
        fill: tone.light,
        weight: 400,
      });
    }
    if (spec.showcase) {
      body += showcase(spec.showcase, {
        x: width * 0.68,
        y: height * 0.1,
        w: width * 0.28,
        h: height * 0.85,
      });
    }
  } else {
    const { lines, size } = fitText(spec.title, width * 0.84, height * 0.26, 52, 24);
    const tagSize = 24;
    body += pill(
      spec.tag,
      (width - pillWidth(spec.tag, tagSize)) / 2,
      height * 0.08,
      tagSize,
      tone,
    );
    body += textBlock(lines, {
      x: width / 2,
      y: height * 0.22 + size,
      size,
      fill: '#ffffff',
      anchor: 'middle',
    });
    if (spec.showcase) {
      const side = Math.min(width * 0.6, height * 0.45);
      body += showcase(spec.showcase, { x: (width - side) / 2, y: height * 0.5, w: side, h: side });
    }
  }
  return svgDocument(width, height, body);
}

const BRAND = { main: '#2F7D4A', ink: '#1F3B2B' };

/** House-and-leaf mark in a 64 x 64 box. */
const mark =
  `<rect x="2" y="2" width="60" height="60" rx="16" fill="${BRAND.main}"/>` +
  `<path d="M14 33 L32 17 L50 33" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
  '<rect x="20" y="32" width="24" height="18" rx="3" fill="#fff"/>' +
  `<path d="M32 48 C26 44 27 37 34 35 C35 41 35 45 32 48 Z" fill="${BRAND.main}"/>`;

function logoSvg(spec: Extract<ImageSpec, { kind: 'logo' }>): string {
  const { width, height } = spec.ref;
  if (spec.variant === 'mobile') {
    return svgDocument(
      width,
      height,
      `<g transform="scale(${width / 64})">${mark}</g>`,
      spec.label,
    );
  }
  // Last word on its own line: "Baan Rao" / "Market".
  const cut = spec.label.lastIndexOf(' ');
  const s = height / 64;
  const body =
    `<g transform="scale(${s})">${mark}</g>` +
    textBlock([spec.label.slice(0, cut)], { x: 72 * s, y: 29 * s, size: 21 * s, fill: BRAND.ink }) +
    textBlock([spec.label.slice(cut + 1)], {
      x: 72 * s,
      y: 53 * s,
      size: 17 * s,
      fill: BRAND.main,
      weight: 400,
    });
  return svgDocument(width, height, body, spec.label);
}

/** A certificate badge: the mark with a tick, and what it certifies. */
function trustMarkSvg(spec: Extract<ImageSpec, { kind: 'trust-mark' }>): string {
  const { width, height } = spec.ref;
  const s = height / 64;
  const body =
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="${8 * s}" fill="#fff" stroke="${BRAND.main}" stroke-width="2"/>` +
    `<circle cx="${32 * s}" cy="${32 * s}" r="${22 * s}" fill="${BRAND.main}"/>` +
    `<path d="M${22 * s} ${33 * s} L${29 * s} ${40 * s} L${43 * s} ${25 * s}" fill="none" stroke="#fff" stroke-width="${5 * s}" stroke-linecap="round" stroke-linejoin="round"/>` +
    textBlock(['REGISTERED', 'e-Commerce'], {
      x: 62 * s,
      y: 29 * s,
      size: 13 * s,
      fill: BRAND.ink,
      lineHeight: 1.45,
    });
  return svgDocument(width, height, body, spec.ref.alt.en);
}

export function svgFor(spec: ImageSpec): string {
  switch (spec.kind) {
    case 'product':
      return productSvg(spec);
    case 'category':
      return categorySvg(spec);
    case 'store-logo':
      return storeLogoSvg(spec);
    case 'banner':
      return bannerSvg(spec);
    case 'logo':
      return logoSvg(spec);
    case 'trust-mark':
      return trustMarkSvg(spec);
  }
}
