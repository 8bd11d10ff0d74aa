// The chat bench's database steps, run while no server holds the database (PGlite is one
// process's): `prepare <pairs>` makes that many conversations, each between a shopper of its own
// and a store of its own answered by one seller (a store_members row), every account with a
// session, printing them as JSON; `check` reads back every message of those conversations, in
// each conversation's order (seq), then removes the bench's accounts and stores (their sessions,
// conversations and messages go with them), so no other part of the bench sees them.
// `node --import tsx bench/chat-db.ts prepare|check <pairs>`, with the store's DATABASE_URL or
// DATA_DIR as the server takes them.
import { sql } from 'drizzle-orm';
import { readConfig } from '../server/config.ts';
import { type Db, openDatabase, rowsOf } from '../server/db/client.ts';
import { createSession } from '../server/features/accounts/sessions.ts';

const EMAIL = 'bench-chat-%@example.com';
const STORE_KEY = 'bench-chat-store-%';

export interface ChatPair {
  conversationId: number;
  shopperToken: string;
  sellerToken: string;
}

export interface StoredChatMessage {
  conversationId: number;
  seq: number;
  clientId: string;
  fromStore: boolean;
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
const { db } = database;
const [step = '', count = '500'] = process.argv.slice(2);

async function clean(on: Db) {
  // Users first: their conversations, messages, reads, sessions and memberships cascade.
  await on.execute(sql`delete from users where email like ${EMAIL}`);
  await on.execute(sql`delete from stores where url_key like ${STORE_KEY}`);
}

async function account(on: Db, n: number) {
  const [user] = await rowsOf<{ id: number }>(
    on,
    sql`insert into users (email, telephone, member_type_id, role_id, approval_status,
        crm_member_id, url_key, firstname, lastname)
      values (${`bench-chat-${n}@example.com`}, ${`06${String(n).padStart(8, '0')}`}, 1, 4,
        'approved', ${`BENCHCHAT${n}`}, ${`bench-chat-${n}`}, 'แชท', ${`ทดสอบ ${n}`})
      returning id`,
  );
  if (!user) throw new Error('a chat account was not inserted');
  const session = await createSession(on, user.id, true, new Date());
  return { userId: user.id, token: session.token };
}

async function prepare(pairs: number): Promise<ChatPair[]> {
  await clean(db);
  const image = { url: '/images/placeholder.png', width: 1, height: 1, altTh: '', altEn: '' };
  const made: ChatPair[] = [];
  for (let n = 1; n <= pairs; n++) {
    const shopper = await account(db, 2 * n - 1);
    const seller = await account(db, 2 * n);
    const [store] = await rowsOf<{ id: number }>(
      db,
      sql`insert into stores (url_key, name_th, name_en, description_th, description_en,
          province_th, province_en, rating_tenths, logo, banner)
        values (${`bench-chat-store-${n}`}, ${`ร้านแชท ${n}`}, ${`Chat store ${n}`}, '', '',
          'กรุงเทพมหานคร', 'Bangkok', 40, ${JSON.stringify(image)}::jsonb,
          ${JSON.stringify(image)}::jsonb)
        returning id`,
    );
    if (!store) throw new Error('a chat store was not inserted');
    await db.execute(
      sql`insert into store_members (store_id, user_id) values (${store.id}, ${seller.userId})`,
    );
    const [conversation] = await rowsOf<{ id: number }>(
      db,
      sql`insert into chat_conversations (shopper_user_id, store_id, created_at, updated_at)
        values (${shopper.userId}, ${store.id}, now(), now()) returning id`,
    );
    if (!conversation) throw new Error('a chat conversation was not inserted');
    made.push({
      conversationId: conversation.id,
      shopperToken: shopper.token,
      sellerToken: seller.token,
    });
  }
  return made;
}

async function check(): Promise<StoredChatMessage[]> {
  const rows = await rowsOf<StoredChatMessage>(
    db,
    sql`select m.conversation_id as "conversationId", m.seq, m.client_id as "clientId",
        m.from_store as "fromStore"
      from chat_messages m join chat_conversations c on c.id = m.conversation_id
        join users u on u.id = c.shopper_user_id
      where u.email like ${EMAIL}
      order by m.conversation_id, m.seq`,
  );
  await clean(db);
  return rows;
}

try {
  if (step === 'prepare') console.log(JSON.stringify(await prepare(Number(count))));
  else if (step === 'check') console.log(JSON.stringify(await check()));
  else throw new Error('usage: chat-db.ts prepare|check <pairs>');
} finally {
  await database.close();
}
