const ALLOWED_TAGS = new Set(['H2', 'H3', 'P', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'A', 'BR']);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes, (child) => clean(child, doc));
  if (!ALLOWED_TAGS.has(node.tagName)) {
    // Unknown tags disappear but their text stays.
    const fragment = doc.createDocumentFragment();
    for (const child of children) if (child) fragment.append(child);
    return node.tagName === 'SCRIPT' || node.tagName === 'STYLE' ? null : fragment;
  }
  const copy = doc.createElement(node.tagName.toLowerCase());
  const href = node.getAttribute('href');
  if (node.tagName === 'A' && href && SAFE_HREF.test(href.trim())) {
    copy.setAttribute('href', href.trim());
    if (/^https?:/i.test(href.trim())) copy.setAttribute('rel', 'noopener noreferrer');
  }
  for (const child of children) if (child) copy.append(child);
  return copy;
}

/**
 * Static pages come as HTML limited to h2, p, ul, li, strong and a. The server promises it;
 * this keeps the promise on the client too: other tags are dropped (their text kept), and so
 * are every attribute but a safe link target.
 */
export function sanitizeStaticHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const container = target.createElement('div');
  for (const child of Array.from(source.body.childNodes)) {
    const cleaned = clean(child, target);
    if (cleaned) container.append(cleaned);
  }
  return container.innerHTML;
}
