// A social page's webhook as Facebook delivers it (issue 36): the subscription's check, the
// signature over the raw body (a forged, altered or unsigned delivery is refused), and the
// comments added, out of every other kind of feed change.
import { describe, expect, it } from 'vitest';
import {
  commentsOf,
  hasValidSignature,
  signatureOf,
  subscriptionChallenge,
} from '../../server/features/live/page-webhook.ts';

const SECRET = 'app-secret-for-tests';
const CREATED = 1_795_000_000;

const comment = (id: string, message: string, verb = 'add', item = 'comment') => ({
  field: 'feed',
  value: {
    item,
    verb,
    post_id: '1001_2002',
    comment_id: id,
    parent_id: '1001_2002',
    from: { id: '7001', name: 'สมศรี ใจดี' },
    message,
    created_time: CREATED,
  },
});

describe('the subscription check', () => {
  const query = (fields: Record<string, string>) => ({
    'hub.mode': 'subscribe',
    'hub.verify_token': 'our-token',
    'hub.challenge': '1158201444',
    ...fields,
  });

  it('echoes the challenge for our token only, and only to a subscription', () => {
    expect(subscriptionChallenge(query({}), 'our-token')).toBe('1158201444');
    expect(subscriptionChallenge(query({ 'hub.verify_token': 'guess' }), 'our-token')).toBeNull();
    expect(
      subscriptionChallenge(query({ 'hub.verify_token': 'our-toke' }), 'our-token'),
    ).toBeNull();
    expect(subscriptionChallenge(query({ 'hub.mode': 'unsubscribe' }), 'our-token')).toBeNull();
    expect(subscriptionChallenge(query({ 'hub.challenge': '' }), 'our-token')).toBeNull();
    expect(subscriptionChallenge({}, 'our-token')).toBeNull();
  });
});

describe('the signature', () => {
  const raw = JSON.stringify({ object: 'page', entry: [] });

  it('is an HMAC-SHA256 of the raw body with the app secret, as sha256=hex', () => {
    expect(signatureOf(raw, SECRET)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(hasValidSignature(raw, signatureOf(raw, SECRET), SECRET)).toBe(true);
  });

  it('refuses an unsigned, forged, altered or truncated delivery', () => {
    expect(hasValidSignature(raw, undefined, SECRET)).toBe(false);
    expect(hasValidSignature(raw, signatureOf(raw, 'another-secret'), SECRET)).toBe(false);
    expect(hasValidSignature(`${raw} `, signatureOf(raw, SECRET), SECRET)).toBe(false);
    expect(hasValidSignature(raw, signatureOf(raw, SECRET).slice(0, -1), SECRET)).toBe(false);
    expect(hasValidSignature(raw, signatureOf(raw, SECRET).replace('sha256=', ''), SECRET)).toBe(
      false,
    );
  });
});

describe('the comments of a delivery', () => {
  it('are the comments added to a page, with their own time; every other change is left out', () => {
    const delivered = commentsOf({
      object: 'page',
      entry: [
        {
          id: '1001',
          time: CREATED + 5,
          changes: [
            comment('2002_1', 'CF A1'),
            comment('2002_2', 'CF A1 แก้แล้ว', 'edited'),
            comment('2002_3', '', 'remove'),
            { field: 'feed', value: { item: 'reaction', verb: 'add', post_id: '1001_2002' } },
            { field: 'mention', value: {} },
            comment('2002_4', 'A2=2'),
          ],
        },
      ],
    });
    expect(delivered).toEqual([
      {
        pageId: '1001',
        postId: '1001_2002',
        commentId: '2002_1',
        from: { id: '7001', name: 'สมศรี ใจดี' },
        message: 'CF A1',
        createdAt: new Date(CREATED * 1000),
      },
      expect.objectContaining({ commentId: '2002_4', message: 'A2=2' }),
    ]);
  });

  it("reads another object's delivery as none, and a body that is no delivery as null", () => {
    expect(
      commentsOf({ object: 'user', entry: [{ id: '1', changes: [comment('x', 'hi')] }] }),
    ).toEqual([]);
    expect(commentsOf({ object: 'page', entry: [{ id: '1001' }] })).toEqual([]);
    expect(commentsOf({ entry: [] })).toBeNull();
    expect(commentsOf('CF A1')).toBeNull();
    expect(commentsOf(null)).toBeNull();
    expect(commentsOf({ object: 'page', entry: 'many' })).toBeNull();
  });
});
