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
