import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MembershipType, MembershipTypeList } from '@studio/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory, type BookingFactory } from '../../../test/booking-factory.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { memberships } from '../../platform/db/schema.ts';
import { catalogueFactory } from './test-catalogue.ts';

useFixedClock(); // today is 2026-05-06 in Copenhagen

let t: TestApp;
let b: BookingFactory;
let cat: ReturnType<typeof catalogueFactory>;
beforeAll(async () => {
  t = await createTestApp();
  b = bookingFactory(t.app, t.db, t.make);
  cat = catalogueFactory(t.db);
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string>) => {
  const reply = await t.app.inject({ url, headers });
  return { status: reply.statusCode, body: reply.json() };
};
const optionKeys =
  'populate[]=payment_options&populate[]=active_campaign&populate[]=userIsEligibleForCampaign';

async function hold(studioId: number, userId: number, typeId: number, paid_until: string) {
  await t.db.insert(memberships).values({
    client_id: studioId,
    user_id: userId,
    membership_type_id: typeId,
    start_date: '2025-01-01',
    paid_until,
    status: paid_until >= '2026-05-06' ? 'active' : 'ended',
  });
}

async function studioWithCampaign(locale = 'da') {
  const studio = await b.studio({ locale });
  const { type, options, campaign } = await cat.membershipType(studio.id, {
    values: { name: 'Ubegrænset', registration_fee: '199' },
    options: [
      { name: '1 måned', months: 1, amount: '499' },
      { name: '6 måneder', months: 6, amount: '2694' },
      { name: 'Gammel', months: 1, amount: '399', for_sale: false },
    ],
    campaign: {
      name: 'Sommertilbud',
      reduced_price: '99',
      min_number_of_months_since_customer_last_had_membership_type: 6,
    },
  });
  return { studio, type, options, campaign: campaign! };
}

describe('GET /membership-types', () => {
  test('an anonymous visitor sees the campaign wording in Danish, with the registration fee', async () => {
    const { studio, type, campaign } = await studioWithCampaign('da');
    const { body } = await get(`/membership-types?${optionKeys}`, studio.headers);
    const [found] = MembershipTypeList.parse(body);
    expect(found).toMatchObject({
      id: type.id,
      client: studio.id,
      registration_fee: 199,
      active_campaign_id: campaign.id,
      active_campaign: { name: 'Sommertilbud', reduced_price: 99, membership_type: type.id },
      userIsEligibleForCampaign: false,
    });
    expect(found).not.toHaveProperty('image');
    expect(found!.payment_options!.map((o) => [o.name, o.for_sale])).toEqual([
      ['1 måned', true],
      ['Gammel', false],
      ['6 måneder', true],
    ]);
    expect(found!.payment_options![0]).toMatchObject({
      payment_amount: 499,
      nameThatUserSees: '1 måned - Sommertilbud',
      priceTextThatUserSees: 'Første måned 99,00 kr, derefter 499,00 kr',
      priceTextNotAccountingForCampaign: '499,00 kr',
    });
    // The campaign counts for 1-month options only.
    expect(found!.payment_options![2]).toMatchObject({
      nameThatUserSees: '6 måneder',
      priceTextThatUserSees: '2.694,00 kr',
      nameAccountingForCampaign: '6 måneder',
    });
  });

  test('a customer who held the type within the campaign’s months sees the normal price', async () => {
    const { studio, type } = await studioWithCampaign('en');
    const fresh = await b.customer(studio.id);
    const recent = await b.customer(studio.id);
    const longAgo = await b.customer(studio.id);
    await hold(studio.id, recent.id, type.id, '2026-01-10');
    await hold(studio.id, longAgo.id, type.id, '2025-11-06'); // exactly 6 months before today
    const url = `/membership-types?${optionKeys}&populate[]=user_has_membership_type`;
    const seen = async (headers: Record<string, string>) =>
      MembershipTypeList.parse((await get(url, headers)).body)[0]!;

    const forFresh = await seen(fresh.headers);
    expect(forFresh.userIsEligibleForCampaign).toBe(true);
    expect(forFresh.payment_options![0]!.priceTextThatUserSees).toBe(
      'First month 99,00 kr, then 499,00 kr',
    );
    const forRecent = await seen(recent.headers);
    expect(forRecent).toMatchObject({
      userIsEligibleForCampaign: false,
      user_has_membership_type: false,
    });
    expect(forRecent.payment_options![0]).toMatchObject({
      nameThatUserSees: '1 måned',
      priceTextThatUserSees: '499,00 kr',
      nameAccountingForCampaign: '1 måned - Sommertilbud',
    });
    expect((await seen(longAgo.headers)).userIsEligibleForCampaign).toBe(true);
  });

  test('counts memberships, says when the maximum is reached and which one the caller holds', async () => {
    const studio = await b.studio();
    const { type } = await cat.membershipType(studio.id, {
      values: { has_max_number_of_memberships: true, max_number_of_memberships: 2 },
    });
    const holder = await b.customer(studio.id);
    const other = await b.customer(studio.id);
    await hold(studio.id, holder.id, type.id, '2026-06-01');
    await hold(studio.id, other.id, type.id, '2026-02-01'); // ended: not counted
    const keys = [
      'membershipCount',
      'max_number_of_memberships_reached',
      'user_membership_id',
      'payment_options.membershipCount',
    ];
    const url = `/membership-types?id=${type.id}${keys.map((k) => `&populate[]=${k}`).join('')}`;
    const [before] = MembershipTypeList.parse((await get(url, holder.headers)).body);
    expect(before).toMatchObject({
      membershipCount: 1,
      max_number_of_memberships: 2,
      max_number_of_memberships_reached: false,
      user_has_membership_type: true,
    });
    expect(before!.user_membership_id).toEqual(expect.any(Number));
    expect(before!.payment_options).toHaveLength(1);
    await hold(studio.id, other.id, type.id, '2026-07-01');
    const [after] = MembershipTypeList.parse((await get(url, other.headers)).body);
    expect(after).toMatchObject({ membershipCount: 2, max_number_of_memberships_reached: true });
  });

  test('ids and price group names filter; another studio’s or an archived type is left out', async () => {
    const studio = await b.studio();
    const other = await b.studio();
    const { type: a } = await cat.membershipType(studio.id, { values: { name: 'A' } });
    const { type: c } = await cat.membershipType(studio.id, { values: { name: 'C' } });
    await cat.membershipType(studio.id, { values: { name: 'Old', archived: true } });
    const { type: foreign } = await cat.membershipType(other.id);
    await cat.priceGroup(studio.id, { name: 'Yoga' }, [
      { item_type: 'membership_type', item_id: c.id },
    ]);
    const names = async (query: string) =>
      MembershipTypeList.parse((await get(`/membership-types${query}`, studio.headers)).body).map(
        (m) => m.name,
      );
    expect(await names('')).toEqual(['A', 'C']);
    expect(await names(`?id=${a.id}`)).toEqual(['A']);
    expect(await names(`?id[]=${a.id}&id[]=${foreign.id}`)).toEqual(['A']);
    expect(await names('?priceGroupName=Yoga')).toEqual(['C']);
    expect(await names('?priceGroupName=Nothing')).toEqual([]);
    expect((await get('/membership-types?id=abc', studio.headers)).status).toBe(400);
  });
});

describe('GET /membership-types/{id}', () => {
  test('answers style A with the options; another studio’s id is not found', async () => {
    const { studio, type } = await studioWithCampaign('en');
    const image = await t.make.image(studio);
    const other = await b.studio();
    const { body } = await get(
      `/membership-types/${type.id}?populate[]=payment_options&populate[]=price_groups`,
      studio.headers,
    );
    const found = MembershipType.parse(body);
    expect(found).toMatchObject({ id: type.id, image: null, price_groups: [] });
    expect(found.payment_options).toHaveLength(3);
    expect(found).not.toHaveProperty('image_id');
    expect(image.id).toBeGreaterThan(0);
    const foreign = await t.app.inject({
      url: `/membership-types/${type.id}`,
      headers: other.headers,
    });
    expect([foreign.statusCode, foreign.body]).toEqual([404, 'Not Found']);
    expect((await get('/membership-types/0', studio.headers)).status).toBe(400);
  });
});
