// A return request wired to the API: the order (`GET /Order/{orderId}`) and the reasons
// (`GET /returns/reasons`), a photo (`POST /returns/photos`, its bytes as they are), the request
// (`POST /Order/{orderId}/return`, a 409's request under `returnRequest`) and the request
// followed (`GET /returns/{returnId}`). The calls are src/api/queries/returns.ts's, which the
// return requests menu uses too.
import {
  createReturnRequestActors,
  type ReturnRequestApi,
} from '../../machines/return-request/return-request.actors.ts';
import { returnRequestMachine } from '../../machines/return-request/return-request.machine.ts';
import { api } from '../api/client.ts';
import {
  createReturn,
  loadReturn,
  loadReturnReasons,
  uploadReturnPhoto,
} from '../api/queries/returns.ts';
import { unwrap } from '../api/unwrap.ts';

const returnRequestApi: ReturnRequestApi = {
  async loadOrder(orderId, signal) {
    return unwrap(await api.GET('/Order/{orderId}', { params: { path: { orderId } }, signal }));
  },
  loadReasons: (signal) => loadReturnReasons(signal),
  uploadPhoto: (file, signal) => uploadReturnPhoto(file, signal),
  createReturn: (orderId, body, signal) => createReturn(orderId, body, signal),
  loadReturn: (returnId, signal) => loadReturn(returnId, signal),
};

export const wiredReturnRequestMachine = returnRequestMachine.provide({
  actors: createReturnRequestActors(returnRequestApi),
});
