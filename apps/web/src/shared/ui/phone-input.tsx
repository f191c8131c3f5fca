import { PHONE_PLACEHOLDER, PHONE_PREFIX, phoneValueToDisplay, toPhoneValue } from '../forms/mask'
import { MaskedField, type MaskedFieldProps } from './masked-field'

export type PhoneInputProps = Omit<MaskedFieldProps, 'format' | 'parse'>

/**
 * A Turkish mobile number (spec §5): `+90` fixed in front, ten digits masked as `(532) 123 45 67`.
 * The value is the digits with the prefix (`905321234567`), what the API takes.
 */
export function PhoneInput(props: PhoneInputProps) {
  return (
    <MaskedField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={PHONE_PLACEHOLDER}
      prefix={`+${PHONE_PREFIX}`}
      icon="phone"
      {...props}
      format={phoneValueToDisplay}
      parse={toPhoneValue}
    />
  )
}
