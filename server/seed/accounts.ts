// Seeds the register form's choices and, into a database without accounts, the demo
// accounts (a person, a company and a verified affiliate; and the demo person's cart, into a
// database without carts: server/seed/cart.ts). Accounts are user data, not catalogue:
// re-seeding the catalogue (npm run seed) keeps them, and a database from before accounts
// existed gets them on its next start. The demo person is linked to the stand-in providers'
// demo identity of LINE, Facebook, Google and Apple, so it can also sign in each of those ways.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  SOCIAL_PROVIDERS,
  socialIdentities,
  userAddresses,
  userBusinessTypes,
  users,
  userTargetTypes,
} from '../db/schema.ts';
import { affiliateApplications } from '../db/schema-affiliates.ts';
import { hashPassword } from '../features/accounts/passwords.ts';
import { demoIdentity } from '../features/accounts/social/stand-in.ts';
import { seedDemoCart } from './cart.ts';
import {
  userBusinessTypes as businessTypes,
  DEMO_PASSWORD,
  demoAffiliate,
  demoAffiliateApplication,
  demoCompany,
  demoPerson,
  demoPersonAddress,
  demoSellerStore,
  type SeedChoice,
  userTargetTypes as targetTypes,
} from './data/accounts.ts';

const choiceRows = (choices: SeedChoice[]) =>
  choices.map((choice, sortOrder) => ({
    id: choice.id,
    nameTh: choice.name.th,
    nameEn: choice.name.en,
    sortOrder,
  }));

/** `demo`: the demo accounts, their stand-in links and cart (prepare.ts says when not). */
export async function seedAccounts(db: Db, { demo }: { demo: boolean }): Promise<void> {
  await db.insert(userTargetTypes).values(choiceRows(targetTypes)).onConflictDoNothing();
  await db.insert(userBusinessTypes).values(choiceRows(businessTypes)).onConflictDoNothing();
  if (!demo) return;

  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (!existing) await seedDemoAccounts(db);
  await seedSocialLinks(db);
  await seedDemoCart(db);
  await seedDemoSeller(db);
}

/** The demo company answers its store's chats (a database from before chat gets it too). */
async function seedDemoSeller(db: Db): Promise<void> {
  await db.execute(
    sql`insert into store_members (store_id, user_id)
      select s.id, u.id from stores s, users u
      where s.url_key = ${demoSellerStore} and u.email = ${demoCompany.email}
      on conflict do nothing`,
  );
}

/** A person's account as the demo person and the demo affiliate have it: approved, consenting. */
const APPROVED_PERSON = {
  memberTypeId: 1,
  roleId: 4,
  approvalStatus: 'approved',
  isVerifyEmail: true,
  isConsent: true,
  acceptedPolicy: true,
} as const;

async function seedDemoAccounts(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [person] = await db
    .insert(users)
    .values({
      ...demoPerson,
      passwordHash,
      ...APPROVED_PERSON,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  await db
    .insert(users)
    .values({
      ...demoCompany,
      passwordHash,
      memberTypeId: 2,
      roleId: 1,
      approvalStatus: 'approved',
      acceptedPolicy: true,
    })
    .onConflictDoNothing();
  await seedDemoAffiliate(db, passwordHash);
  if (person) {
    const { provinceName, districtName, subdistrictName, ...address } = demoPersonAddress;
    await db.insert(userAddresses).values({
      ...address,
      userId: person.id,
      provinceNameTh: provinceName.th,
      provinceNameEn: provinceName.en,
      districtNameTh: districtName.th,
      districtNameEn: districtName.en,
      subdistrictNameTh: subdistrictName.th,
      subdistrictNameEn: subdistrictName.en,
    });
  }
}

/** The demo affiliate and their application, verified as staff would. */
async function seedDemoAffiliate(db: Db, passwordHash: string): Promise<void> {
  const [affiliate] = await db
    .insert(users)
    .values({
      ...demoAffiliate,
      passwordHash,
      ...APPROVED_PERSON,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!affiliate) return;
  const now = new Date();
  await db.insert(affiliateApplications).values({
    userId: affiliate.id,
    status: 'verified',
    firstname: demoAffiliate.firstname,
    lastname: demoAffiliate.lastname,
    ...demoAffiliateApplication,
    createdAt: now,
    submittedAt: now,
    decidedAt: now,
  });
}

/**
 * The demo person's stand-in identities, into a database that has no social links yet (one
 * from before social sign-in gets them on its next start; links made since are left alone).
 */
async function seedSocialLinks(db: Db): Promise<void> {
  const [anyLink] = await db.select({ id: socialIdentities.id }).from(socialIdentities).limit(1);
  if (anyLink) return;
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.crmMemberId, demoPerson.crmMemberId));
  if (!person) return;
  await db
    .insert(socialIdentities)
    .values(
      SOCIAL_PROVIDERS.map((provider) => ({
        userId: person.id,
        provider,
        ...demoIdentity(provider),
        createdAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}
