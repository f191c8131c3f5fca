import { randomUUID } from 'node:crypto'

/*
 * EveryMatrix CasinoEngine as the operator sees it (docs/providers.md "EveryMatrix"), for the
 * contract suite and the provider simulator: a client that sends the `ApiRequest` wallet calls as
 * EveryMatrix does, with its LoginName and Password in the body. EveryMatrix's launch is a url the
 * operator builds, so there is no launch stand-in. It depends on nothing of the server.
 */

export interface EveryMatrixAnswer {
  ApiVersion: string
  Request: string
  ReturnCode: number
  SessionId: string
  Message: string
  Balance?: number
  RealMoney?: number
  BonusMoney?: number
  Currency?: string
  AccountTransactionId?: string
  ExternalUserId?: string
  [extra: string]: unknown
}

export type EveryMatrixTransport = (
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number; body: string }>

export interface EveryMatrixReply {
  status: number
  raw: string
  body: EveryMatrixAnswer
}

export interface EveryMatrixClientOptions {
  login: string
  password: string
  transport: EveryMatrixTransport
}

export interface EveryMatrixTx {
  SessionId: string
  ExternalUserId?: string
  TransactionId?: string
  RoundId?: string
  EMGameId?: string
  Amount?: number | string
  RollbackTransactionId?: string
  [extra: string]: unknown
}

/** Sends EveryMatrix's ApiRequest calls; `raw` sends bytes as given. */
export class EveryMatrixClient {
  constructor(private readonly o: EveryMatrixClientOptions) {}

  async send(body: Record<string, unknown> | null, opts: { raw?: string } = {}): Promise<EveryMatrixReply> {
    const raw =
      opts.raw ??
      JSON.stringify({ ApiVersion: '1.0', LoginName: this.o.login, Password: this.o.password, ...body })
    const res = await this.o.transport({ 'content-type': 'application/json' }, raw)
    let parsed: EveryMatrixAnswer
    try {
      parsed = JSON.parse(res.body) as EveryMatrixAnswer
    } catch {
      parsed = {} as EveryMatrixAnswer
    }
    return { status: res.status, raw: res.body, body: parsed }
  }

  getAccount(sessionId: string) {
    return this.send({ Request: 'GetAccount', SessionId: sessionId, ValidateSession: true })
  }

  getBalance(sessionId: string, externalUserId?: string) {
    return this.send({ Request: 'GetBalance', SessionId: sessionId, ExternalUserId: externalUserId })
  }

  private wallet(request: 'WalletDebit' | 'WalletCredit', type: string, tx: EveryMatrixTx) {
    return this.send({
      Request: request,
      TransactionType: type,
      TransactionId: randomUUID(),
      TransactionTimestamp: new Date().toISOString(),
      RoundStatus: 'open',
      ...tx,
    })
  }

  wager(tx: EveryMatrixTx) {
    return this.wallet('WalletDebit', 'wager', tx)
  }

  result(tx: EveryMatrixTx) {
    return this.wallet('WalletCredit', 'result', { RoundStatus: 'close', ...tx })
  }

  /** A refund of a wager (WalletCredit rollback); `debit` sends the reversal of a win instead. */
  rollback(tx: EveryMatrixTx, debit = false) {
    return this.wallet(debit ? 'WalletDebit' : 'WalletCredit', 'rollback', tx)
  }
}
