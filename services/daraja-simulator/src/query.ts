// STK Query: POST /mpesa/stkpushquery/v1/query. While the prompt is on the phone Daraja answers
// HTTP 500 "The transaction is being processed"; once settled, its result (ResultCode a string,
// no receipt number).
import type { ServerResponse } from 'node:http';
import { checkStkCredentials } from './password';
import type { Simulator } from './state';
import { type JsonObject, sendDarajaError, sendInvalidField, sendJson } from './wire';

export function handleStkQuery(sim: Simulator, res: ServerResponse, body: JsonObject): void {
  if (!checkStkCredentials(sim, body, res)) return;
  const id = body.CheckoutRequestID;
  const prompt = typeof id === 'string' ? sim.state.prompt(id) : undefined;
  if (!prompt) return sendInvalidField(res, 'CheckoutRequestID');
  if (prompt.state === 'sent') return sendDarajaError(res, 500, '500.001.1001', 'The transaction is being processed');
  sendJson(res, 200, {
    ResponseCode: '0',
    ResponseDescription: 'The service request has been accepted successsfully',
    MerchantRequestID: prompt.merchantRequestId,
    CheckoutRequestID: prompt.checkoutRequestId,
    ResultCode: String(prompt.resultCode),
    ResultDesc: prompt.resultDesc,
  });
}
