/**
 * Test fixtures shared by the server suites (apps/server/src) and the browser journeys
 * (apps/web/e2e): the mail and SMS catchers, reading what they caught, and the test player's
^ * registration details, a picture to upload (docs/testing.md). Test code only: nothing the site runs imports it.
 */
export { codeIn, decodeQuotedPrintable, readableMail, subjectOf } from './mail.js'
export { startSmsCatcher, startSmtpCatcher, type CaughtMail, type CaughtSms } from './catchers.js'
export { registrationBody, TEST_PASSWORD, type PlayerIdentity } from './players.js'
export { startS3StandIn, type S3Object, type S3StandIn } from './s3.js'
export { jpegHead, tinyPng } from './images.js'
// The providers' side of the seamless wallet (docs/providers.md "Adapters"): signed callbacks and
// operator-API stand-ins, for the contract suites and the provider simulator.
export {
  Hub88Client,
  fetchTransport as hub88FetchTransport,
  signHub88Body,
  startHub88OperatorApi,
  verifyHub88Body,
  HUB88_SIGNATURE,
  type Hub88Answer,
  type Hub88OperatorApi,
  type Hub88Path,
  type Hub88Reply,
  type Hub88Transport,
  type Hub88Tx,
} from './providers/hub88.js'
export {
  EgtClient,
  egtXml,
  fetchTransport as egtFetchTransport,
  readEgtXml,
  startEgtGameServer,
  type EgtAction,
  type EgtAnswer,
  type EgtClientOptions,
  type EgtGame,
  type EgtGameServer,
  type EgtReply,
  type EgtTransfer,
  type EgtTransport,
} from './providers/egt.js'
export {
  SoftGamingsClient,
  fetchTransport as softGamingsFetchTransport,
  fundistGameHtml,
  softGamingsHmac,
  startFundistApi,
  type FundistApi,
  type FundistApiCredentials,
  type SoftGamingsAnswer,
  type SoftGamingsReply,
  type SoftGamingsTransport,
  type SoftGamingsTx,
} from './providers/softgamings.js'
// The aggregator simulator (docs/providers.md "Simulator"): its games, and the server for in-process use.
export { SIM_GAMES, drawRound, exactRtpBp, type SimGame } from './simulator/games.js'
export { startSimulator, type Simulator } from './simulator/server.js'
export { REPORT_FORMATS, ReportBook, type ReportLine } from './simulator/reports.js'
export { SIM_FAULTS, type SimDialect, type SimFault } from './simulator/dialect.js'
// Chatwoot's website widget with identity validation (docs/live-chat.md "Testing").
export {
  chatwootHashValid,
  startChatwootStandIn,
  type ChatwootCall,
  type ChatwootMethod,
  type ChatwootStandIn,
} from './chatwoot.js'
export {
  DigitainClient,
  digitainTimestampOf,
  signDigitainMessage,
  startDigitainApi,
  type DigitainAnswer,
  type DigitainApi,
  type DigitainPath,
  type DigitainReply,
  type DigitainTransport,
} from './providers/digitain.js'
export {
  EveryMatrixClient,
  type EveryMatrixAnswer,
  type EveryMatrixReply,
  type EveryMatrixTransport,
  type EveryMatrixTx,
} from './providers/everymatrix.js'
