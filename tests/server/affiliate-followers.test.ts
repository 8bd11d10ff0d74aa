// Following an affiliate (issue 35's followers), on PGlite and PostgreSQL: a visitor sees who
// recommended a product and how many follow them; a member follows once however often (or
// however many times at once) they ask, and never themselves; the affiliate sees their
// followers masked, latest first, and no one else sees the list.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/tables.ts';
import { testClock } from './support/accounts.ts';
import { newAffiliate } from './support/affiliates.ts';
import { newShopper } from './support/cart.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  const server = useTestServer(driver, { now: clock.now });

  const profile = (code: string, session?: string) =>
    server.call('getAffiliateProfile', `/affiliates/${code}`, { session });
  const follow = (code: string, session?: string) =>
    server.call('followAffiliate', `/affiliates/${code}/follower`, { session });
  const unfollow = (code: string, session: string) =>
    server.call('unfollowAffiliate', `/affiliates/${code}/follower`, { session });
  const followers = (session: string, query = '') =>
    server.call('getAffiliateFollowers', `/affiliate/followers${query}`, { session });

  it('shows a visitor the affiliate by first name, with their followers', async () => {
    const affiliate = await newAffiliate(server);
    await server.db.update(users).set({ firstname: 'ขายดี' }).where(eq(users.id, affiliate.userId));
    const seen = await profile(affiliate.affiliateCode);
    expect(seen.status).toBe(200);
    expect(seen.body.detail).toEqual({
      affiliateCode: affiliate.affiliateCode,
      name: 'ขายดี',
      followers: 0,
      following: false,
    });
    expect((await profile('ZZZZZZZZ')).status).toBe(404);
    expect((await profile('not-a-code')).status).toBe(400);
  });

  it('follows once however often it is asked, even all at once, and stops the same way', async () => {
    const affiliate = await newAffiliate(server);
    const member = await newShopper(server);
    const code = affiliate.affiliateCode;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => follow(code, member.session)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await profile(code, member.session)).body.detail).toMatchObject({
      followers: 1,
      following: true,
    });
    // A guest sees the count, not a following of their own.
    expect((await profile(code)).body.detail).toMatchObject({ followers: 1, following: false });
    expect((await unfollow(code, member.session)).body.detail).toMatchObject({
      followers: 0,
      following: false,
    });
    expect((await unfollow(code, member.session)).status).toBe(200);
  });

  it('refuses a guest, an unknown code, and following oneself', async () => {
    const affiliate = await newAffiliate(server);
    expect((await follow(affiliate.affiliateCode)).status).toBe(401);
    const member = await newShopper(server);
    expect((await follow('ZZZZZZZZ', member.session)).status).toBe(404);
    const self = await follow(affiliate.affiliateCode, affiliate.session);
    expect(self.status).toBe(400);
    expect(self.body.detail).toEqual([expect.objectContaining({ field: 'path.affiliateCode' })]);
    expect((await profile(affiliate.affiliateCode)).body.detail.followers).toBe(0);
  });

  it("lists the affiliate's followers masked, latest first, to that affiliate only", async () => {
    const affiliate = await newAffiliate(server);
    const first = await newShopper(server);
    const second = await newShopper(server);
    await server.db.update(users).set({ firstname: 'สมศรี' }).where(eq(users.id, first.userId));
    await server.db.update(users).set({ firstname: 'Somchai' }).where(eq(users.id, second.userId));
    await follow(affiliate.affiliateCode, first.session);
    clock.advance(60_000);
    await follow(affiliate.affiliateCode, second.session);
    const listed = await followers(affiliate.session, '?pageNo=1&perPage=10');
    expect(listed.status).toBe(200);
    expect(listed.body.detail.count).toBe(2);
    expect(listed.body.detail.dataList.map((row) => row.name)).toEqual(['Som***', 'สมศ***']);
    expect(new Date(listed.body.detail.dataList[0]?.since ?? '').getTime()).toBe(
      clock.now().getTime(),
    );
    const paged = await followers(affiliate.session, '?pageNo=2&perPage=1');
    expect(paged.body.detail.dataList.map((row) => row.name)).toEqual(['สมศ***']);
    // A member who is not an affiliate has no followers' page.
    expect((await followers(first.session)).status).toBe(403);
  });
});
