/** The password of every test player: strong enough for the rules, and off the common-password list. */
export const TEST_PASSWORD = 'Tulip-1453'

export interface PlayerIdentity {
  name: string
  surname: string
  username: string
  email: string
  phone: string
}

/**
 * The registration form's fields for a test player of age (born 15 June 1990) with the test
 * password; each suite picks its own names and keeps user name, e-mail and phone unique.
 */
export function registrationBody(player: PlayerIdentity) {
  return {
    ...player,
    birthDateDay: '15',
    birthDateMonth: '06',
    birthDateYear: '1990',
    password: TEST_PASSWORD,
    password2: TEST_PASSWORD,
    // The sign-up declarations (docs/content.md); marketing consent stays off, as on the form.
    ageConfirmed: true as const,
    termsAccepted: true as const,
  }
}
