// Packaging silhouettes drawn in a 400 x 400 box. Each names the area where its label goes,
// so the product template can print the product name on it.
import type { CategoryStyle, ShapeName } from './palette.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Shape {
  /** Gradients used by `body`; include once per document. */
  defs: string;
  body: string;
  label: Box;
}

const LABEL_FILL = '#FFFDF5';

const defsFor = (s: CategoryStyle) =>
  `<linearGradient id="pk-body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${s.dark}"/><stop offset="0.35" stop-color="${s.main}"/><stop offset="0.7" stop-color="${s.main}"/><stop offset="1" stop-color="${s.dark}"/></linearGradient>` +
  `<linearGradient id="pk-shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;

const labelRect = (b: Box, r = 10) =>
  `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="${r}" fill="${LABEL_FILL}" stroke="#00000022" stroke-width="2"/>`;

const shine = (x: number, y: number, h: number) =>
  `<rect x="${x}" y="${y}" width="18" height="${h}" rx="9" fill="url(#pk-shine)"/>`;

type Draw = (s: CategoryStyle) => Omit<Shape, 'defs'>;

const shapes: Record<ShapeName, Draw> = {
  jar: (s) => {
    const label = { x: 96, y: 176, w: 208, h: 132 };
    return {
      label,
      body:
        `<rect x="112" y="52" width="176" height="58" rx="12" fill="${s.dark}"/>` +
        `<rect x="112" y="64" width="176" height="8" fill="#ffffff33"/><rect x="112" y="84" width="176" height="8" fill="#ffffff33"/>` +
        `<rect x="80" y="104" width="240" height="276" rx="44" fill="url(#pk-body)"/>` +
        shine(102, 128, 210) +
        labelRect(label),
    };
  },
  bottle: (s) => {
    const label = { x: 124, y: 214, w: 152, h: 122 };
    return {
      label,
      body:
        `<rect x="170" y="16" width="60" height="44" rx="8" fill="${s.dark}"/>` +
        `<path d="M180 60 L220 60 L220 104 C220 150 284 158 284 206 L284 362 Q284 384 262 384 L138 384 Q116 384 116 362 L116 206 C116 158 180 150 180 104 Z" fill="url(#pk-body)"/>` +
        shine(132, 196, 160) +
        labelRect(label, 6),
    };
  },
  carton: (s) => {
    const label = { x: 114, y: 196, w: 164, h: 130 };
    return {
      label,
      body:
        `<rect x="148" y="34" width="96" height="26" rx="4" fill="${s.dark}"/>` +
        `<path d="M104 128 L148 58 L244 58 L288 128 Z" fill="${s.main}"/>` +
        `<path d="M288 128 L244 58 L270 58 L318 120 Z" fill="${s.dark}"/>` +
        `<path d="M288 128 L318 120 L318 366 L288 382 Z" fill="${s.dark}"/>` +
        `<rect x="104" y="128" width="184" height="254" fill="url(#pk-body)"/>` +
        labelRect(label, 4),
    };
  },
  pouch: (s) => {
    const label = { x: 112, y: 162, w: 176, h: 140 };
    return {
      label,
      body:
        `<path d="M96 60 L304 60 L316 356 Q318 384 290 384 L110 384 Q82 384 84 356 Z" fill="url(#pk-body)"/>` +
        `<rect x="96" y="60" width="208" height="34" fill="${s.dark}"/>` +
        `<path d="M96 104 L304 104" stroke="#ffffff55" stroke-width="4" stroke-dasharray="10 8"/>` +
        `<circle cx="200" cy="336" r="14" fill="${s.dark}" stroke="#ffffff55" stroke-width="3"/>` +
        shine(110, 120, 220) +
        labelRect(label, 8),
    };
  },
  sack: (s) => {
    const label = { x: 126, y: 196, w: 148, h: 128 };
    return {
      label,
      body:
        `<path d="M148 126 L122 48 Q200 30 278 48 L252 126 Z" fill="${s.main}"/>` +
        `<rect x="140" y="112" width="120" height="22" rx="11" fill="${s.dark}"/>` +
        `<path d="M134 130 L266 130 Q316 250 296 368 Q200 396 104 368 Q84 250 134 130 Z" fill="url(#pk-body)"/>` +
        labelRect(label, 12),
    };
  },
  tube: (s) => {
    const label = { x: 146, y: 110, w: 108, h: 150 };
    return {
      label,
      body:
        `<rect x="124" y="24" width="152" height="30" rx="4" fill="${s.dark}"/>` +
        `<path d="M128 54 L272 54 L252 324 L148 324 Z" fill="url(#pk-body)"/>` +
        `<rect x="152" y="320" width="96" height="62" rx="12" fill="${s.dark}"/>` +
        shine(138, 70, 200) +
        labelRect(label, 8),
    };
  },
};

export function drawShape(style: CategoryStyle): Shape {
  return { defs: defsFor(style), ...shapes[style.shape](style) };
}
