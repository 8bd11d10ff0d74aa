// The orders bench's database steps, run while no server holds the database (PGlite is one
// process's): `prepare` gives every product and option the same stock and makes the buyers
// (accounts with an address and a session), printing them as JSON; `check` reads back what the
// run left: stock below zero, and per product and option the stock taken against the units the
// buyers' orders hold. `node --import tsx bench/orders-db.ts prepare|check <buyers>`, with the
// store's DATABASE_URL or DATA_DIR as the server takes them.
import { sql } from 'drizzle-orm';
import { readConfig } from '../server/config.ts';
import { openDatabase, rowsOf } from '../server/db/client.ts';
import { createSession } from '../server/features/accounts/sessions.ts';

/** Every product's and option's stock before a run: some sell out within 30 s, most do not. */
export const BENCH_STOCK = 400;
const EMAIL = 'bench-buyer-%@example.com';

export interface Buyer {
  token: string;
  addressId: number;
}

export interface OrdersCheck {
  /** Products and options whose stock went below zero. */
  belowZero: number;
  /** Products and options whose stock taken is not the units their orders hold. */
  mismatched: number;
  /** Units the buyers' orders hold. */
  unitsSold: number;
  /** Payments (placed checkouts) the buyers have. */
  payments: number;
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
const { db } = database;
const [step = '', count = '50'] = process.argv.slice(2);

async function prepare(buyers: number): Promise<Buyer[]> {
  // Last run's buyers go with their carts, sessions, payments and orders (cascade).
  await db.execute(sql`delete from users where email like ${EMAIL}`);
  await db.execute(sql`update products set stock = ${BENCH_STOCK}`);
  await db.execute(sql`update product_attribute_options set stock = ${BENCH_STOCK}`);
  const made: Buyer[] = [];
  for (let n = 1; n <= buyers; n++) {
    const [user] = await rowsOf<{ id: number }>(
      db,
      sql`insert into users (email, telephone, member_type_id, role_id, approval_status,
          crm_member_id, url_key)
        values (${`bench-buyer-${n}@example.com`}, ${`09${String(n).padStart(8, '0')}`}, 1, 4,
          'approved', ${`BENCH${n}`}, ${`bench-buyer-${n}`})
        returning id`,
    );
    if (!user) throw new Error('a buyer was not inserted');
    const [address] = await rowsOf<{ id: number }>(
      db,
      sql`insert into user_addresses (user_id, type_address, user_address_type_id, name,
          firstname, lastname, telephone, address, road, province_id, province_name_th,
          province_name_en, district_id, district_name_th, district_name_en, subdistrict_id,
          subdistrict_name_th, subdistrict_name_en, zipcode_id, zip_code, default_shipping,
          default_billing)
        values (${user.id}, 1, 1, 'home', 'ผู้ซื้อ', ${`ทดสอบ ${n}`}, '0812345678', '1 หมู่ 1',
          '', 1, 'กรุงเทพมหานคร', 'Bangkok', 1007, 'ปทุมวัน', 'Pathum Wan', 100704,
          'ลุมพินี', 'Lumphini', 10330, '10330', true, true)
        returning id`,
    );
    if (!address) throw new Error('an address was not inserted');
    const session = await createSession(db, user.id, true, new Date());
    made.push({ token: session.token, addressId: address.id });
  }
  return made;
}

async function check(): Promise<OrdersCheck> {
  const sold = sql`select l.product_id as id, l.option_ids, l.quantity
    from order_lines l join orders o on o.id = l.order_id join users u on u.id = o.user_id
    where u.email like ${EMAIL} and o.status_id <> 6`;
  const [row] = await rowsOf<OrdersCheck>(
    db,
    sql`with sold as (${sold}),
      product_units as (select id, sum(quantity) as units from sold group by id),
      option_units as (
        select option_id as id, sum(quantity) as units from sold, unnest(option_ids) as option_id
        group by option_id)
      select
        (select count(*) from products where stock < 0)::integer
          + (select count(*) from product_attribute_options where stock < 0)::integer
          as "belowZero",
        (select count(*) from products p left join product_units u using (id)
          where ${BENCH_STOCK} - p.stock <> coalesce(u.units, 0))::integer
          + (select count(*) from product_attribute_options t left join option_units u using (id)
          where ${BENCH_STOCK} - t.stock <> coalesce(u.units, 0))::integer as mismatched,
        coalesce((select sum(units) from product_units), 0)::integer as "unitsSold",
        (select count(*) from payments p join users u on u.id = p.user_id
          where u.email like ${EMAIL})::integer as payments`,
  );
  if (!row) throw new Error('the check answered nothing');
  return row;
}

try {
  if (step === 'prepare') console.log(JSON.stringify(await prepare(Number(count))));
  else if (step === 'check') console.log(JSON.stringify(await check()));
  else throw new Error('usage: orders-db.ts prepare|check <buyers>');
} finally {
  await database.close();
}
