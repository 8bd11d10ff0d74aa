// Small SVG building blocks shared by the templates.

/** DejaVu Sans ships with most Linux images; the rest are fallbacks for other machines. */
const FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';

/** Rough average advance of a bold sans glyph, in em: enough to size text that must fit. */
export const CHAR_EM = 0.62;

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** Greedy word wrap; the last allowed line ends with '...' when text is left over. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}...`;
  return kept;
}

/**
 * The largest font size (from `maxSize` down to `minSize`) at which `text`, wrapped, fits a
 * `width` x `height` box; at the smallest size whatever does not fit ends with '...'.
 */
export function fitText(
  text: string,
  width: number,
  height: number,
  maxSize: number,
  minSize: number,
  lineHeight = 1.2,
): { lines: string[]; size: number } {
  for (let size = maxSize; size > minSize; size--) {
    const lines = wrapText(text, Math.floor(width / (size * CHAR_EM)), Number.POSITIVE_INFINITY);
    const longest = Math.max(...lines.map((l) => l.length));
    if (longest * size * CHAR_EM <= width && lines.length * size * lineHeight <= height) {
      return { lines, size };
    }
  }
  const maxLines = Math.max(1, Math.floor(height / (minSize * lineHeight)));
  return {
    lines: wrapText(text, Math.floor(width / (minSize * CHAR_EM)), maxLines),
    size: minSize,
  };
}

export interface TextStyle {
  x: number;
  /** Baseline of the first line. */
  y: number;
  size: number;
  fill: string;
  weight?: 400 | 700;
  anchor?: 'start' | 'middle';
  lineHeight?: number;
}

export function textBlock(lines: string[], style: TextStyle): string {
  const { x, y, size, fill, weight = 700, anchor = 'start', lineHeight = 1.2 } = style;
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${x}" dy="${i === 0 ? 0 : size * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${spans}</text>`;
}

export function svgDocument(width: number, height: number, body: string, title?: string): string {
  const label = title ? ` role="img" aria-label="${escapeXml(title)}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${label}>${body}</svg>`;
}
