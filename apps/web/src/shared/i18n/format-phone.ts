/**
 * A phone number as Turks write it: +90 530 111 22 33. Numbers of other countries keep their digits
 * after a plus, ungrouped, rather than being grouped the Turkish way by mistake.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '')
  if (!digits) return ''
  const m = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits)
  return m ? `+90 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : `+${digits}`
}
