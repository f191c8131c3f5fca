/** Why the sign-in screen is shown: the route state a sign-out or a 401 leaves. */
export interface LoginNotice {
  notice: 'ended' | 'signedOut'
}
