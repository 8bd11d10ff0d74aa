// `npm run staff -- <command>`: what staff do to orders, through the API with ADMIN_TOKEN (the
// server must run with the same token).
//   orders [--status N]                 orders, newest first (N: 1 waiting for payment,
//                                       2 waiting for confirmation, 3 ready to ship,
//                                       4 shipped, 5 complete, 6 expired)
//   confirm-payment <orderId>           the checkout's payment confirmed (a slip, or by hand)
//   reject-slip <referenceCode> <reason...>   the slip refused; the shopper sees the reason
//   ship <orderId>                      a ready order shipped
//   complete <orderId>                  a shipped order complete (as the shopper's confirmation)
// --url http://localhost:3000 by default.
import { startCommand } from '../cli.ts';
import { MOVES, runStaff, type StaffCommand, type StaffMove } from './staff-calls.ts';

const { values, positionals, refuse } = startCommand({
  name: 'staff',
  usage:
    'npm run staff -- orders [--status 1-6] | confirm-payment <orderId> | reject-slip <referenceCode> <reason> | ship <orderId> | complete <orderId> [--url http://localhost:3000]',
  options: { status: { type: 'string' }, url: { type: 'string' } },
});

const token = process.env.ADMIN_TOKEN;
if (!token) refuse('ADMIN_TOKEN must be set to the server’s staff token');

const [verb, ...rest] = positionals;
const id = (text: string | undefined) =>
  /^[1-9]\d{0,8}$/.test(text ?? '') ? Number(text) : refuse(`not an order id: ${text ?? ''}`);

function commandOf(): StaffCommand {
  if (verb === 'orders') {
    const status = values.status ?? '0';
    if (!/^[0-6]$/.test(status)) return refuse(`--status must be 0-6: ${status}`);
    return { kind: 'orders', statusId: Number(status) };
  }
  if (verb === 'reject-slip') {
    const [referenceCode = '', ...reason] = rest;
    if (!/^[A-Z0-9]{12}$/.test(referenceCode))
      return refuse(`not a reference code: ${referenceCode}`);
    if (!reason.length) return refuse('reject-slip needs a reason');
    return { kind: 'reject-slip', referenceCode, reason: reason.join(' ') };
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
});
process.exitCode = done ? 0 : 1;
