// The address book and Thailand's geography, on PGlite and PostgreSQL: the cascade and the
// zip-code search in Thai and English; adding, editing and deleting addresses with the names
// the server takes from the geography; exactly one default shipping and billing address; another
// user's address is a 404; every bad address a 400 naming the field, the book unchanged. Every
// answer is checked against the contract.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userAddresses } from '../../server/db/schema.ts';
import { MAX_ADDRESSES } from '../../server/features/addresses/address-book.ts';
import { geography } from '../../server/features/addresses/geography.ts';
import { demoPersonAddress } from '../../server/seed/data/accounts.ts';
import { newShopper } from './support/cart.ts';
import { DRIVERS, type FieldError, useTestServer } from './support/server.ts';

// Suthep, Mueang Chiang Mai, Chiang Mai 50200; Lumphini, Pathum Wan, Bangkok 10330.
const CHIANG_MAI = { provinceId: 38, districtId: 5001, subdistrictId: 500108, zipCode: '50200' };
const BANGKOK = { provinceId: 1, districtId: 1007, subdistrictId: 100704, zipCode: '10330' };

const home = {
  typeAddress: 1,
  userAddressTypeId: 1,
  name: 'Home',
  firstname: 'Somsri',
  lastname: 'Rakthai',
  telephone: '0812345678',
  address: '12/3 Moo 4',
  road: '',
  ...CHIANG_MAI,
  taxId: null,
};
const company = {
  ...home,
  typeAddress: 2,
  userAddressTypeId: 2,
  name: 'Office',
  firstname: 'Nam Phueng Thai Co., Ltd.',
  lastname: '',
  telephone: '021234567',
  ...BANGKOK,
  taxId: '0105555123450',
};

type Address = { id: number; defaultShipping: boolean; defaultBilling: boolean };
const defaults = (book: Address[]) =>
  book.map(({ id, defaultShipping, defaultBilling }) => ({ id, defaultShipping, defaultBilling }));

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);

  const bookOf = async (session: string) =>
    (await server.call('listUserAddresses', '/UserAddresses', { session })).body.detail
      .userAddresses;
  const add = (session: string, body: unknown, culture: 'th' | 'en' = 'en') =>
    server.call('addUserAddress', '/UserAddresses', { session, body, culture });

  describe('geography', () => {
    it('holds 77 provinces, their districts and sub-districts with zip codes', () => {
      expect(geography.provinces.size).toBe(77);
      expect(geography.districts.size).toBeGreaterThan(920);
      expect(geography.subDistricts.size).toBeGreaterThan(7400);
      for (const subDistrict of geography.subDistricts.values()) {
        expect(subDistrict.zipCode).toMatch(/^[0-9]{5}$/);
        expect(subDistrict.nameTh && subDistrict.nameEn).toBeTruthy();
      }
    });

    it("has the demo person's seeded address, names and all", () => {
      const subDistrict = geography.subDistricts.get(demoPersonAddress.subdistrictId);
      const district = subDistrict?.district;
      expect([district?.province.id, district?.id, subDistrict?.zipCode]).toEqual([
        demoPersonAddress.provinceId,
        demoPersonAddress.districtId,
        demoPersonAddress.zipCode,
      ]);
      expect(subDistrict?.nameEn).toBe(demoPersonAddress.subdistrictName.en);
      expect(district?.nameTh).toBe(demoPersonAddress.districtName.th);
    });

    it('lists the provinces in alphabetical order, in Thai and in English', async () => {
      const th = (await server.call('listProvinces', '/Address/Province', { culture: 'th' })).body
        .detail.provinces;
      const en = (await server.call('listProvinces', '/Address/Province')).body.detail.provinces;
      expect(th).toHaveLength(77);
      expect(en).toHaveLength(77);
      expect(th[0]).toEqual({ id: 64, name: 'กระบี่' });
      expect(en[0]?.name).toBe('Amnat Charoen');
      expect(en).toContainEqual({ id: 38, name: 'Chiang Mai' });
    });

    it('cascades from a province to its districts and sub-districts with zip codes', async () => {
      const districts = await server.call('listDistricts', '/Address/District/38', {
        culture: 'th',
      });
      expect(districts.body.detail.districts).toContainEqual({ id: 5001, name: 'เมืองเชียงใหม่' });
      const subs = await server.call('listSubDistricts', '/Address/SubDistrict/5001');
      expect(subs.body.detail.subdistricts).toContainEqual({
        id: 500108,
        name: 'Suthep',
        zipCode: '50200',
      });
    });

    it('finds the places of a zip code, in both languages', async () => {
      const en = await server.call('findByZipCode', '/Address/ZipCode/50200');
      expect(en.body.detail.places).toContainEqual({
        provinceId: 38,
        provinceName: 'Chiang Mai',
        districtId: 5001,
        districtName: 'Mueang Chiang Mai',
        subdistrictId: 500108,
        subdistrictName: 'Suthep',
        zipCode: '50200',
      });
      const th = await server.call('findByZipCode', '/Address/ZipCode/10330', { culture: 'th' });
      expect(th.body.detail.places.map((place) => place.subdistrictName)).toContain('ลุมพินี');
      expect(new Set(th.body.detail.places.map((place) => place.provinceName))).toEqual(
        new Set(['กรุงเทพมหานคร']),
      );
      const none = await server.call('findByZipCode', '/Address/ZipCode/00000');
      expect(none.body.detail.places).toEqual([]);
    });

    it('answers 404 for an unknown province or district, 400 for a malformed zip code', async () => {
      expect((await server.call('listDistricts', '/Address/District/999')).status).toBe(404);
      expect((await server.call('listSubDistricts', '/Address/SubDistrict/999')).status).toBe(404);
      const bad = await server.call('findByZipCode', '/Address/ZipCode/5020x');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^path\.zipCode /);
    });
  });

  describe('the address book', () => {
    it('needs a session', async () => {
      const { status } = await server.call('addUserAddress', '/UserAddresses', { body: home });
      expect(status).toBe(401);
    });

    it('adds addresses with the names of the geography; the first takes both defaults', async () => {
      const { session } = await newShopper(server);
      const first = await add(session, home, 'th');
      expect(first.status).toBe(200);
      expect(first.body.detail.userAddresses).toEqual([
        expect.objectContaining({
          ...home,
          provinceName: 'เชียงใหม่',
          districtName: 'เมืองเชียงใหม่',
          subdistrictName: 'สุเทพ',
          zipcodeId: 50200,
          defaultShipping: true,
          defaultBilling: true,
        }),
      ]);
      const second = await add(session, company);
      expect(second.body.detail.userAddresses[1]).toMatchObject({
        ...company,
        provinceName: 'Bangkok',
        subdistrictName: 'Lumphini',
        defaultShipping: false,
        defaultBilling: false,
      });
    });

    it('edits an address, its names following its place and its defaults kept', async () => {
      const { session } = await newShopper(server);
      const [address] = (await add(session, home)).body.detail.userAddresses;
      const edited = await server.call('updateUserAddress', `/UserAddresses/${address?.id}`, {
        session,
        body: { ...home, ...BANGKOK, road: '  Witthayu  ', taxId: '1234567890121' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.detail.userAddresses).toEqual([
        expect.objectContaining({
          id: address?.id,
          road: 'Witthayu',
          provinceName: 'Bangkok',
          districtName: 'Khet Pathum Wan',
          zipCode: '10330',
          taxId: '1234567890121',
          defaultShipping: true,
          defaultBilling: true,
        }),
      ]);
    });

    it('keeps exactly one default shipping and one default billing address', async () => {
      const { session } = await newShopper(server);
      await add(session, home);
      await add(session, company);
      const book = (await add(session, home)).body.detail.userAddresses;
      const [a, b, c] = book.map((address) => address.id);
      await server.call('setDefaultShippingAddress', `/UserAddresses/${b}/default-shipping`, {
        session,
      });
      const after = await server.call(
        'setDefaultBillingAddress',
        `/UserAddresses/${c}/default-billing`,
        { session },
      );
      expect(defaults(after.body.detail.userAddresses)).toEqual([
        { id: a, defaultShipping: false, defaultBilling: false },
        { id: b, defaultShipping: true, defaultBilling: false },
        { id: c, defaultShipping: false, defaultBilling: true },
      ]);
      // Again, and at once: still one of each.
      await Promise.all([
        server.call('setDefaultShippingAddress', `/UserAddresses/${a}/default-shipping`, {
          session,
        }),
        server.call('setDefaultShippingAddress', `/UserAddresses/${c}/default-shipping`, {
          session,
        }),
        server.call('setDefaultShippingAddress', `/UserAddresses/${c}/default-shipping`, {
          session,
        }),
      ]);
      const now = await bookOf(session);
      expect(now.filter((address) => address.defaultShipping)).toHaveLength(1);
      expect(now.filter((address) => address.defaultBilling)).toHaveLength(1);
    });

    it('passes a deleted default to the oldest address left, and empties the book', async () => {
      const { session } = await newShopper(server);
      await add(session, home);
      await add(session, company);
      const book = (await add(session, home)).body.detail.userAddresses;
      const [a, b, c] = book.map((address) => address.id);
      await server.call('setDefaultBillingAddress', `/UserAddresses/${c}/default-billing`, {
        session,
      });
      const deleted = await server.call('deleteUserAddress', `/UserAddresses/${a}`, { session });
      expect(defaults(deleted.body.detail.userAddresses)).toEqual([
        { id: b, defaultShipping: true, defaultBilling: false },
        { id: c, defaultShipping: false, defaultBilling: true },
      ]);
      await server.call('deleteUserAddress', `/UserAddresses/${c}`, { session });
      expect(defaults(await bookOf(session))).toEqual([
        { id: b, defaultShipping: true, defaultBilling: true },
      ]);
      const empty = await server.call('deleteUserAddress', `/UserAddresses/${b}`, { session });
      expect(empty.body.detail.userAddresses).toEqual([]);
    });

    it("answers 404 for another user's address, and leaves it as it was", async () => {
      const owner = await newShopper(server);
      const [address] = (await add(owner.session, home)).body.detail.userAddresses;
      const { session } = await newShopper(server);
      await add(session, home);
      const url = `/UserAddresses/${address?.id}`;
      const answers = await Promise.all([
        server.call('updateUserAddress', url, { session, body: company }),
        server.call('deleteUserAddress', url, { session }),
        server.call('setDefaultShippingAddress', `${url}/default-shipping`, { session }),
        server.call('setDefaultBillingAddress', `${url}/default-billing`, { session }),
        server.call('deleteUserAddress', '/UserAddresses/2147483647', { session }),
      ]);
      for (const { status, body } of answers) {
        expect(status).toBe(404);
        expect(body.message).toBe('address not found');
      }
      expect(await bookOf(owner.session)).toEqual([address]);
    });

    it(`holds at most ${MAX_ADDRESSES} addresses`, async () => {
      const { session, userId } = await newShopper(server);
      const row = (await add(session, home)).body.detail.userAddresses[0];
      const [stored] = await server.db
        .select()
        .from(userAddresses)
        .where(eq(userAddresses.id, row?.id ?? 0));
      if (!stored) throw new Error('not stored');
      const { id: _id, ...copy } = stored;
      const copies = Array.from({ length: MAX_ADDRESSES - 1 }, () => ({
        ...copy,
        userId,
        defaultShipping: false,
        defaultBilling: false,
      }));
      await server.db.insert(userAddresses).values(copies);
      const refused = await add(session, home);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        `An address book holds at most ${MAX_ADDRESSES} addresses; delete one first`,
      );
      expect(await bookOf(session)).toHaveLength(MAX_ADDRESSES);
    });

    const refusals: [string, Record<string, unknown>, string, RegExp][] = [
      ['an unknown province', { provinceId: 99 }, 'body.provinceId', /is not a province/],
      [
        "another province's district",
        { districtId: 1007 },
        'body.districtId',
        /is not a district of the province/,
      ],
      [
        "another district's sub-district",
        { subdistrictId: 500101, districtId: 5002 },
        'body.subdistrictId',
        /is not a sub-district of the district/,
      ],
      [
        "another sub-district's zip code",
        { zipCode: '50100' },
        'body.zipCode',
        /is not the zip code of the sub-district, 50200/,
      ],
      ['a malformed zip code', { zipCode: '5020' }, 'body.zipCode', /./],
      ['a phone too short', { telephone: '02123456' }, 'body.telephone', /./],
      ['a phone not starting with 0', { telephone: '8123456789' }, 'body.telephone', /./],
      ['a phone with letters', { telephone: '08l2345678' }, 'body.telephone', /./],
      ['a blank name', { name: '   ' }, 'body.name', /is required/],
      ['a blank address', { address: '' }, 'body.address', /is required/],
      ["a person's blank last name", { lastname: ' ' }, 'body.lastname', /is required/],
      ['a control character', { address: '12\u0000' }, 'body.address', /./],
      ['a tax id that does not check', { taxId: '1234567890122' }, 'body.taxId', /check/],
      ['a tax id of 12 digits', { taxId: '123456789012' }, 'body.taxId', /./],
      ['a name of its own for the province', { provinceName: 'Atlantis' }, 'body', /./],
      ['another type of address', { typeAddress: 3 }, 'body.typeAddress', /./],
    ];
    it.each(refusals)(
      'refuses %s, naming the field, the book unchanged',
      async (_, change, field, message) => {
        const { session } = await newShopper(server);
        const before = (await add(session, home)).body.detail.userAddresses;
        const [address] = before;
        for (const answer of [
          await add(session, { ...home, ...change }),
          await server.call('updateUserAddress', `/UserAddresses/${address?.id}`, {
            session,
            body: { ...home, ...change },
          }),
        ]) {
          expect(answer.status).toBe(400);
          expect(answer.body.message.startsWith(field)).toBe(true);
          const fields = (answer.body.detail as unknown as FieldError[]).map((e) => e.field);
          expect(fields[0]?.startsWith(field)).toBe(true);
          expect(answer.body.message).toMatch(message);
        }
        expect(await bookOf(session)).toEqual(before);
      },
    );

    it("refuses a company's address without a tax id, in Thai and English", async () => {
      const { session } = await newShopper(server);
      const body = { ...company, taxId: null };
      const en = await add(session, body);
      expect(en.status).toBe(400);
      expect(en.body.message).toBe('body.taxId is required for a tax invoice to a company');
      const th = await add(session, body, 'th');
      expect(th.body.message).toBe('body.taxId: กรุณากรอกเลขประจำตัวผู้เสียภาษีสำหรับใบกำกับภาษีในนามบริษัท');
      const wrong = await add(session, { ...company, taxId: '0105555123451' }, 'th');
      expect(wrong.body.message).toMatch(/^body\.taxId: เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง/);
      expect(await bookOf(session)).toEqual([]);
    });

    it('lists every problem of an address at once', async () => {
      const { session } = await newShopper(server);
      const { body } = await add(session, {
        ...home,
        name: ' ',
        lastname: '',
        zipCode: '10000',
        taxId: '1234567890122',
      });
      expect((body.detail as unknown as FieldError[]).map((e) => e.field)).toEqual([
        'body.name',
        'body.lastname',
        'body.zipCode',
        'body.taxId',
      ]);
    });
  });
});
