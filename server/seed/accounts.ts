// Seeds the register form's choices and, into a database without accounts, the demo
// accounts. Accounts are user data, not catalogue: re-seeding the catalogue (npm run seed)
// keeps them, and a database from before accounts existed gets them on its next start.
import { hashPassword } from '../accounts/passwords.ts';
import type { Db } from '../db/client.ts';
import { userAddresses, userBusinessTypes, users, userTargetTypes } from '../db/schema.ts';
import {
  userBusinessTypes as businessTypes,
  DEMO_PASSWORD,
  demoCompany,
  demoPerson,
  demoPersonAddress,
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

export async function seedAccounts(db: Db): Promise<void> {
  await db.insert(userTargetTypes).values(choiceRows(targetTypes)).onConflictDoNothing();
  await db.insert(userBusinessTypes).values(choiceRows(businessTypes)).onConflictDoNothing();

  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [person] = await db
    .insert(users)
    .values({
      ...demoPerson,
      passwordHash,
      memberTypeId: 1,
      roleId: 4,
      approvalStatus: 'approved',
      isVerifyEmail: true,
      isConsent: true,
      acceptedPolicy: true,
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
