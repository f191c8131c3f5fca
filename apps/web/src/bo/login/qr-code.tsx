import { QrCode as SharedQrCode } from '../../shared/ui/qr-code'

/** The TOTP enrolment QR (the otpauth:// URL never leaves the page), in the console's frame. */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  return <SharedQrCode text={text} label={label} size={size} className="bo-qr" />
}
