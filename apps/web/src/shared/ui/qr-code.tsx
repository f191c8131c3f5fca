import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * A QR code drawn in the browser as SVG (nothing leaves the page for an image service): one path of
 * unit squares, dark on a light quiet zone, so any phone camera reads it on the site's dark pages.
 */
export function QrCode({
  text,
  label,
  size = 200,
  className,
}: {
  text: string
  label: string
  size?: number
  className?: string
}) {
  const { path, modules } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 2 })
    let d = ''
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      }),
    )
    return { path: d, modules: qr.size }
  }, [text])
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="qr-code"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
