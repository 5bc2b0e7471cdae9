import { insufficientCreditsMessage } from '@hirelane/domain/billing/credit-ledger-rules';
import { HttpError } from '../../http/http-error';

/** A spend the balance cannot cover: a 422 that says the balance, the cost and how to get more. */
export class InsufficientCreditsError extends HttpError {
  constructor(
    readonly cost: number,
    readonly balance: number,
  ) {
    super(422, insufficientCreditsMessage(cost, balance));
    this.name = 'InsufficientCreditsError';
  }
}
