// Who earns an order (server/features/shared/attribution-rules.ts), over any clicks and any
// codes a cart may send: the click chosen is one the cart names with its affiliate's own code,
// within the window, and no other such click is later (last click wins), whatever the order
// they come in; a click is counted under its share's code, or its path, whatever its query.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_WINDOW_DAYS,
  attributionEndsAt,
  lastClick,
  linkOf,
  type RecordedClick,
} from '../../server/features/shared/attribution-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-29T03:00:00Z');

const click = fc.record({
  id: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5'),
  affiliateUserId: fc.constantFrom(1, 2, 3),
  affiliateCode: fc.constantFrom('AAAAAAAA', 'BBBBBBBB', null),
  referer: fc.constantFrom('line', null),
  // From before the window to a little after now.
  createdAt: fc
    .integer({ min: -10 * DAY_MS, max: DAY_MS })
    .map((offset) => new Date(NOW.getTime() + offset)),
});
const named = fc.record({
  affiliateCode: fc.constantFrom('AAAAAAAA', 'BBBBBBBB', ''),
  clickId: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5', ''),
});

const attributes = (clickAt: Date) => NOW < attributionEndsAt(clickAt) && clickAt <= NOW;

describe('the attribution rules', () => {
  it('choose the latest click named with its own code within the window, in any order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(click, { selector: (c) => c.id, maxLength: 5 }),
        fc.array(named, { maxLength: 4 }),
        (clicks, names) => {
          const eligible = (c: RecordedClick) =>
            attributes(c.createdAt) &&
            names.some((n) => n.clickId === c.id && n.affiliateCode === c.affiliateCode);
          const chosen = lastClick(names, clicks, NOW);
          if (!chosen) {
            expect(clicks.filter(eligible)).toEqual([]);
            return;
          }
          expect(eligible(chosen)).toBe(true);
          for (const other of clicks.filter(eligible))
            expect(other.createdAt.getTime()).toBeLessThanOrEqual(chosen.createdAt.getTime());
          expect(lastClick([...names].reverse(), [...clicks].reverse(), NOW)).toBe(chosen);
        },
      ),
    );
  });

  it('end a click exactly the window after it: not a moment longer', () => {
    const at = new Date(NOW.getTime() - ATTRIBUTION_WINDOW_DAYS * DAY_MS);
    const recorded = (createdAt: Date) => [
      { id: 'c1', affiliateUserId: 1, affiliateCode: 'AAAAAAAA', referer: null, createdAt },
    ];
    const names = [{ affiliateCode: 'AAAAAAAA', clickId: 'c1' }];
    expect(lastClick(names, recorded(at), NOW)).toBeUndefined();
    expect(lastClick(names, recorded(new Date(at.getTime() + 1)), NOW)?.id).toBe('c1');
    expect(attributionEndsAt(at)).toEqual(NOW);
  });

  it('count a click under its short link, else its path without query or fragment', () => {
    expect(linkOf('/pd/hN3x9a')).toBe('hN3x9a');
    expect(linkOf('/main/Hm0bRm4?aff=AAAAAAAA&ref=line')).toBe('Hm0bRm4');
    expect(linkOf('/st/abc_-9/')).toBe('abc_-9');
    expect(linkOf('/product/wild-honey?aff=AAAAAAAA#top')).toBe('/product/wild-honey');
    expect(linkOf('/pd/a/b')).toBe('/pd/a/b');
    const part = (chars: string) =>
      fc.string({ unit: fc.constantFrom(...chars.split('')), maxLength: 30 });
    fc.assert(
      fc.property(part('/abcp-_.%'), part('/abc?#=&%'), (path, query) => {
        const link = linkOf(`/${path}`);
        expect(link).not.toMatch(/[?#]/);
        expect(linkOf(`/${path}?${query}`)).toBe(link);
        expect(linkOf(`/${path}#${query}`)).toBe(link);
      }),
    );
  });
});
