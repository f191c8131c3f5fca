import { startCatchers } from './catchers'

/**
 * Starts the SMS and SMTP catchers of the account journeys (support/catchers.ts) for the whole run;
 * the returned function stops them when the run ends.
 */
export default async function globalSetup() {
  return startCatchers()
}
