// `npm run staff -- <command>`: what staff do to orders, through the API with ADMIN_TOKEN (the
// server must run with the same token).
//   orders [--status N]                 orders, newest first (N: 1 waiting for payment,
//                                       2 waiting for confirmation, 3 ready to ship,
//                                       4 shipped, 5 complete, 6 expired)
//   payment <referenceCode> [--out F]   the payment: amount due, the slip's typed amount and
//                                       transfer time, its file saved (to F, or
//                                       ./slip-<referenceCode>.<png|jpg|pdf>)
//   confirm-payment <orderId>           the checkout's payment confirmed (a slip, or by hand)
//   reject-slip <referenceCode> <reason...>   the slip refused; the shopper sees the reason
//   ship <orderId>                      a ready order shipped
//   deliver <orderId>                   a shipped order delivered (its lines may be reviewed)
//   complete <orderId>                  a shipped order complete (as the shopper's confirmation)
//   affiliates [--status S]             applications to become an affiliate (S: submitted, the
//                                       default, verified or refused)
//   affiliate <applicationId>           one application, its documents saved beside
//                                       (affiliate-<id>-<kind>.<png|jpg|pdf>)
//   verify-affiliate <applicationId>    the member becomes an affiliate, with a code
//   refuse-affiliate <applicationId> <reason...>   refused; the member sees the reason
//   confirm-cashback [--as-of WHEN]     the waiting cashback of orders complete 7 days before
//                                       now (or WHEN, an ISO date or time, Bangkok's unless it
//                                       names its zone: decided as then) confirmed, as the
//                                       server's sweep does
//   withdrawals [--status S]            affiliates' withdrawals (S: requested, the default,
//                                       review, approved, transferred or refused)
//   review-withdrawal <id>              a requested withdrawal taken under review
//   approve-withdrawal <id>             one under review approved for transfer
//   transfer-withdrawal <id> <reference...>   an approved one transferred, with the bank's
//                                       reference
//   refuse-withdrawal <id> <reason...>  refused before its transfer; the amount goes back to
//                                       the affiliate's balance, who sees the reason
//   returns [--status S]                return requests (S: waiting, the default, in-progress,
//                                       completed or refused)
//   return <id>                         one return request, its photos saved beside
//                                       (return-<id>-<n>.webp)
//   accept-return <id>                  a waiting return accepted: the buyer sends the goods
//   refuse-return <id> <reason...>      refused (waiting or accepted); the buyer sees the reason
//   receive-return <id> [reference...]  the goods arrived: stock back and the refund made (to a
//                                       bank account: the reference of the transfer made)
//   reviews <productUrlKey>             the product's published reviews, newest first
//   hide-review <id> <reason...>        a review hidden (no longer in the rating); its buyer
//                                       sees the reason
//   adjust <affiliateCode> <amount> <reason...> [--key K]   credits (or, below zero, debits)
//                                       the affiliate's balance in baht, with the reason they
//                                       see; run again with the key it printed, it makes
//                                       nothing more
// --url http://localhost:3000 by default.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DateTime } from 'luxon';
import { startCommand } from '../cli.ts';
import {
  MOVES,
  RETURN_COMMANDS,
  type ReturnCommand,
  runStaff,
  type StaffCommand,
  type StaffMove,
  WITHDRAWAL_COMMANDS,
  type WithdrawalCommand,
} from './staff-calls.ts';

const { values, positionals, refuse } = startCommand({
  name: 'staff',
  usage:
    'npm run staff -- orders [--status 1-6] | payment <referenceCode> [--out file] | confirm-payment <orderId> | reject-slip <referenceCode> <reason> | ship <orderId> | deliver <orderId> | complete <orderId> | affiliates [--status submitted|verified|refused] | affiliate <applicationId> | verify-affiliate <applicationId> | refuse-affiliate <applicationId> <reason> | confirm-cashback [--as-of 2026-12-31] | withdrawals [--status requested|review|approved|transferred|refused] | review-withdrawal <id> | approve-withdrawal <id> | transfer-withdrawal <id> <reference> | refuse-withdrawal <id> <reason> | adjust <affiliateCode> <amount> <reason> [--key uuid] | returns [--status waiting|in-progress|completed|refused] | return <id> | accept-return <id> | refuse-return <id> <reason> | receive-return <id> [reference] | reviews <productUrlKey> | hide-review <id> <reason> [--url http://localhost:3000]',
  options: {
    status: { type: 'string' },
    url: { type: 'string' },
    out: { type: 'string' },
    'as-of': { type: 'string' },
    key: { type: 'string' },
  },
});

const token = process.env.ADMIN_TOKEN;
if (!token) refuse('ADMIN_TOKEN must be set to the server’s staff token');

const [verb, ...rest] = positionals;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const id = (text: string | undefined) =>
  /^[1-9]\d{0,8}$/.test(text ?? '') ? Number(text) : refuse(`not an id: ${text ?? ''}`);
const reference = (text: string | undefined) =>
  /^[A-Z0-9]{12}$/.test(text ?? '')
    ? (text as string)
    : refuse(`not a reference code: ${text ?? ''}`);

function commandOf(): StaffCommand {
  if (verb === 'orders') {
    const status = values.status ?? '0';
    if (!/^[0-6]$/.test(status)) return refuse(`--status must be 0-6: ${status}`);
    return { kind: 'orders', statusId: Number(status) };
  }
  if (verb === 'payment')
    return { kind: 'payment', referenceCode: reference(rest[0]), out: values.out };
  if (verb === 'reject-slip') {
    const [referenceCode, ...reason] = rest;
    if (!reason.length) return refuse('reject-slip needs a reason');
    return {
      kind: 'reject-slip',
      referenceCode: reference(referenceCode),
      reason: reason.join(' '),
    };
  }
  if (verb === 'affiliates') {
    const status = values.status ?? 'submitted';
    if (status !== 'submitted' && status !== 'verified' && status !== 'refused')
      return refuse(`--status must be submitted, verified or refused: ${status}`);
    return { kind: 'affiliates', status };
  }
  if (verb === 'affiliate' || verb === 'verify-affiliate')
    return { kind: verb, applicationId: id(rest[0]) };
  if (verb === 'refuse-affiliate') {
    const [applicationId, ...reason] = rest;
    if (!reason.length) return refuse('refuse-affiliate needs a reason');
    return { kind: verb, applicationId: id(applicationId), reason: reason.join(' ') };
  }
  if (verb === 'confirm-cashback') {
    const asOf = values['as-of'];
    if (asOf === undefined) return { kind: verb, asOf };
    // Read as Bangkok's wall clock unless it names its zone.
    const at = DateTime.fromISO(asOf, { zone: 'Asia/Bangkok' });
    if (!at.isValid) return refuse(`--as-of is not an ISO date or time: ${asOf}`);
    return { kind: verb, asOf: at.toUTC().toISO() ?? '' };
  }
  if (verb === 'withdrawals') {
    const status = values.status ?? 'requested';
    const statuses = ['requested', 'review', 'approved', 'transferred', 'refused'] as const;
    if (!(statuses as readonly string[]).includes(status))
      return refuse(`--status must be one of ${statuses.join(', ')}: ${status}`);
    return { kind: 'withdrawals', status: status as (typeof statuses)[number] };
  }
  if (verb === 'adjust') {
    const [affiliateCode = '', amount = '', ...reason] = rest;
    if (!/^[A-HJ-NP-Z2-9]{8}$/.test(affiliateCode))
      return refuse(`not an affiliate code: ${affiliateCode}`);
    if (!/^-?\d+(\.\d{1,2})?$/.test(amount) || Number(amount) === 0)
      return refuse(`not an amount in baht: ${amount}`);
    if (!reason.length) return refuse('adjust needs a reason');
    if (values.key !== undefined && !UUID.test(values.key))
      return refuse(`--key is not a UUID: ${values.key}`);
    return {
      kind: 'adjust',
      affiliateCode,
      amount: Number(amount),
      reason: reason.join(' '),
      key: values.key ?? randomUUID(),
    };
  }
  if (verb === 'reviews') {
    const [urlKey] = rest;
    if (!urlKey) return refuse('reviews needs a product url key');
    return { kind: 'reviews', urlKey };
  }
  if (verb === 'hide-review') {
    const [reviewId, ...words] = rest;
    if (!words.length) return refuse('hide-review needs a reason');
    return { kind: 'hide-review', reviewId: id(reviewId), reason: words.join(' ') };
  }
  if (verb === 'returns') {
    const status = values.status ?? 'waiting';
    const statuses = ['waiting', 'in-progress', 'completed', 'refused'] as const;
    if (!(statuses as readonly string[]).includes(status))
      return refuse(`--status must be one of ${statuses.join(', ')}: ${status}`);
    return { kind: 'returns', status: status as (typeof statuses)[number] };
  }
  if (verb === 'return') return { kind: 'return', returnId: id(rest[0]) };
  if (verb && Object.hasOwn(RETURN_COMMANDS, verb)) {
    const [returnId, ...words] = rest;
    if (verb === 'refuse-return' && !words.length) return refuse('refuse-return needs a reason');
    return {
      kind: 'move-return',
      command: verb as ReturnCommand,
      returnId: id(returnId),
      text: words.join(' '),
    };
  }
  if (verb && Object.hasOwn(WITHDRAWAL_COMMANDS, verb)) {
    const [withdrawalId, ...words] = rest;
    const command = verb as WithdrawalCommand;
    const needs = {
      'transfer-withdrawal': 'the bank’s reference',
      'refuse-withdrawal': 'a reason',
    };
    const needed = needs[command as keyof typeof needs];
    if (needed && !words.length) return refuse(`${verb} needs ${needed}`);
    return {
      kind: 'move-withdrawal',
      command,
      withdrawalId: id(withdrawalId),
      text: words.join(' '),
    };
  }
  if ((MOVES as readonly string[]).includes(verb ?? '')) {
    return { kind: 'move', move: verb as StaffMove, orderId: id(rest[0]) };
  }
  return refuse(`no command ${verb ?? ''}`);
}

const done = await runStaff(commandOf(), {
  url: values.url ?? 'http://localhost:3000',
  token: token ?? '',
  fetch,
  line: (text) => console.log(text),
  save: async (path, bytes) => {
    // Never over a file that is there: a second look at a slip gets a name of its own.
    for (let copy = 1; ; copy++) {
      const name = copy === 1 ? path : path.replace(/(\.\w+)?$/, `-${copy}$1`);
      try {
        await writeFile(name, bytes, { flag: 'wx' });
        return resolve(name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  },
});
process.exitCode = done ? 0 : 1;
