import { svg } from '../sdk/art'

/*
 * Symbol artwork of the later slots (docs/casino.md; the first three themes: sdk/slot-art.ts). Our own
 * drawings, from a small set of motifs coloured per theme, in the order of each theme's symbols
 * (packages/game-math/src/slots/themes.ts and mechanic-themes.ts): four card ranks (or the theme's
 * low symbols), four to six pictures, the wild, then the scatter or coin.
 */

const FONT = "Georgia, 'DejaVu Serif', 'Times New Roman', serif"
const SANS = "'Trebuchet MS', 'DejaVu Sans', sans-serif"

const rank = (label: string, fill: string, edge: string) =>
  svg(
    `<text x="50" y="71" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${label.length > 1 ? 50 : 60}" fill="${fill}" stroke="${edge}" stroke-width="3" paint-order="stroke">${label}</text>`,
  )
const ranks = (colours: [string, string, string, string], edge: string) =>
  (['10', 'J', 'Q', 'K'] as const).map((l, i) => rank(l, colours[i]!, edge))

const plate = (fill: string, ink: string, word: string) =>
  `<rect x="8" y="60" width="84" height="28" rx="9" fill="${fill}" stroke="${ink}" stroke-width="3"/>` +
  `<text x="50" y="81" text-anchor="middle" font-family="${SANS}" font-weight="800" font-size="${word.length > 5 ? 17 : 22}" fill="${ink}" letter-spacing="2">${word}</text>`
const wild = (motif: string, fill: string, ink: string) => svg(motif + plate(fill, ink, 'WILD'))
const scatter = (motif: string, fill: string, ink: string) => svg(motif + plate(fill, ink, 'BONUS'))

// ---- motifs (100 × 100, drawn in the upper part when a plate follows)

const M = {
  gem: (c: string, edge = '#1b1b2f') =>
    `<path d="M28 22h44l16 20-38 44-38-44z" fill="${c}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M12 42h76M28 22l10 20 12-20 12 20 10-20M38 42l12 44 12-44" fill="none" stroke="${edge}" stroke-width="2" opacity=".6"/><path d="M30 26l-8 12h12z" fill="#fff" opacity=".6"/>`,
  round: (c: string, edge = '#1b1b2f') =>
    `<circle cx="50" cy="52" r="32" fill="${c}" stroke="${edge}" stroke-width="3"/><circle cx="40" cy="40" r="9" fill="#fff" opacity=".55"/>`,
  cube: (c: string, top: string) =>
    `<path d="M20 38l30-14 30 14v32L50 84 20 70z" fill="${c}" stroke="#4a2a1a" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M20 38l30 14 30-14M50 52v32" fill="none" stroke="#4a2a1a" stroke-width="2"/><path d="M22 38l28-13 28 13-28 13z" fill="${top}"/>` +
    `<circle cx="36" cy="34" r="2" fill="#fff"/><circle cx="58" cy="30" r="2" fill="#fff"/><circle cx="64" cy="40" r="2" fill="#fff"/>`,
  tile: (c: string, inner: string) =>
    `<rect x="16" y="16" width="68" height="68" rx="6" fill="${c}" stroke="#2a2118" stroke-width="3"/>` +
    `<path d="M50 22l24 28-24 28-24-28z" fill="${inner}"/><circle cx="50" cy="50" r="8" fill="${c}"/>`,
  balloon: (c: string, band: string) =>
    `<path d="M50 8c-22 0-32 16-32 30 0 18 18 30 26 40h12c8-10 26-22 26-40 0-14-10-30-32-30z" fill="${c}" stroke="#4a1d0e" stroke-width="2.5"/>` +
    `<path d="M30 30h40M26 46h48" stroke="${band}" stroke-width="6"/><path d="M44 78l-2 8h16l-2-8" stroke="#5a3a1a" stroke-width="2"/><rect x="40" y="86" width="20" height="10" rx="2" fill="#8a5a2b"/>`,
  chimney: (c: string) =>
    `<path d="M30 92L40 30h20l10 62z" fill="${c}" stroke="#6b4a2a" stroke-width="2.5"/><path d="M32 34c4-16 32-16 36 0z" fill="#8a5a3a"/><rect x="46" y="52" width="8" height="12" rx="4" fill="#3a2414"/>` +
    `<path d="M8 92L16 56h10l6 36zM70 92l8-30h10l6 30z" fill="${c}" opacity=".7"/>`,
  horse: (c: string) =>
    `<path d="M30 88V60c0-20 10-36 28-44l4-8 6 10c10 6 16 16 16 24l-10 4-10-6-6 10v48z" fill="${c}" stroke="#3b2312" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M56 18c-12 4-18 14-22 26" fill="none" stroke="#2a160a" stroke-width="5"/><circle cx="66" cy="26" r="2.5" fill="#111"/>`,
  jug: (c: string, band: string) =>
    `<path d="M36 14h28v8c0 4 14 12 14 34 0 20-12 30-28 30S22 76 22 56c0-22 14-30 14-34z" fill="${c}" stroke="#4a220e" stroke-width="2.5"/>` +
    `<path d="M76 34c12 0 14 22 0 26" fill="none" stroke="#4a220e" stroke-width="4"/><path d="M24 52h52" stroke="${band}" stroke-width="6"/>`,
  sun: (c: string) =>
    `<circle cx="50" cy="50" r="20" fill="${c}" stroke="#8a4a00" stroke-width="2.5"/>` +
    '<path d="M50 8v14M50 78v14M8 50h14M78 50h14M20 20l10 10M70 70l10 10M80 20L70 30M30 70L20 80" stroke="#ffb020" stroke-width="5" stroke-linecap="round"/>',
  basket: (c: string) =>
    `<path d="M16 46h68l-8 40H24z" fill="${c}" stroke="#5a3412" stroke-width="2.5"/><path d="M24 58h52M26 70h48M40 46v40M60 46v40" stroke="#5a3412" stroke-width="2"/>` +
    '<path d="M26 46c0-26 48-26 48 0" fill="none" stroke="#8a5a2b" stroke-width="5"/>',
  amphora: (c: string, band: string) =>
    `<path d="M40 10h20v8c0 6 18 14 18 36 0 18-12 30-28 34-16-4-28-16-28-34 0-22 18-30 18-36z" fill="${c}" stroke="#3b1d0e" stroke-width="2.5"/>` +
    `<path d="M40 22c-14-2-18 14-8 20M60 22c14-2 18 14 8 20" fill="none" stroke="#3b1d0e" stroke-width="3.5"/><path d="M26 54h48" stroke="${band}" stroke-width="6"/>`,
  helmet: (c: string, crest: string) =>
    `<path d="M22 84V50c0-22 12-34 28-34s28 12 28 34v34H62V62H38v22z" fill="${c}" stroke="#3a2a0a" stroke-width="2.5"/>` +
    `<path d="M26 20c8-14 40-14 48 0-8-4-40-4-48 0z" fill="${crest}"/><path d="M20 18c10-16 50-16 60 0" fill="none" stroke="${crest}" stroke-width="8"/>`,
  column: (c: string) =>
    `<rect x="30" y="24" width="40" height="60" fill="${c}" stroke="#5a5040" stroke-width="2.5"/><path d="M38 26v56M46 26v56M54 26v56M62 26v56" stroke="#a99f8a" stroke-width="2"/>` +
    `<path d="M20 14h60l-6 10H26zM22 84h56v8H22z" fill="${c}" stroke="#5a5040" stroke-width="2.5"/><circle cx="26" cy="14" r="5" fill="${c}"/><circle cx="74" cy="14" r="5" fill="${c}"/>`,
  temple: (c: string, roof: string) =>
    `<path d="M10 36L50 12l40 24z" fill="${roof}" stroke="#4a3a20" stroke-width="2.5"/><rect x="14" y="36" width="72" height="8" fill="${c}"/>` +
    `<path d="M20 46h8v34h-8zM36 46h8v34h-8zM56 46h8v34h-8zM72 46h8v34h-8z" fill="${c}"/><rect x="10" y="80" width="80" height="10" fill="${roof}"/>`,
  theatre: (c: string) =>
    `<path d="M8 80a42 42 0 0 1 84 0z" fill="${c}" stroke="#5a4020" stroke-width="2.5"/><path d="M18 80a32 32 0 0 1 64 0M28 80a22 22 0 0 1 44 0M38 80a12 12 0 0 1 24 0" fill="none" stroke="#7a5a30" stroke-width="2.5"/>`,
  laurel: (c: string) =>
    `<path d="M50 88C20 80 12 50 22 20M50 88c30-8 38-38 28-68" fill="none" stroke="${c}" stroke-width="4"/>` +
    [20, 32, 44, 56]
      .map(
        (y) =>
          `<ellipse cx="${22 + (y - 20) / 6}" cy="${y}" rx="5" ry="9" fill="${c}" transform="rotate(-30 ${22 + (y - 20) / 6} ${y})"/><ellipse cx="${78 - (y - 20) / 6}" cy="${y}" rx="5" ry="9" fill="${c}" transform="rotate(30 ${78 - (y - 20) / 6} ${y})"/>`,
      )
      .join(''),
  fish: (c: string, fin: string) =>
    `<path d="M14 50c14-18 40-22 58-4l16-12v32L72 54c-18 18-44 14-58-4z" fill="${c}" stroke="#0e2a3a" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<circle cx="30" cy="46" r="4" fill="#0e1a22"/><path d="M44 36c4 10 4 18 0 28" fill="none" stroke="${fin}" stroke-width="3"/>`,
  glass: (c: string) =>
    `<path d="M34 20h32c0 14-8 18-8 30s10 16 10 30H32c0-14 10-18 10-30s-8-16-8-30z" fill="${c}" stroke="#5a1a0a" stroke-width="2.5"/>` +
    '<rect x="24" y="80" width="52" height="8" rx="4" fill="#c9a24a"/><path d="M36 30h28" stroke="#fff" stroke-width="2" opacity=".6"/>',
  fiddle: (c: string) =>
    `<path d="M50 8v20" stroke="#3a200a" stroke-width="6"/><path d="M36 30h28c6 8 6 16 0 20 8 6 10 22 0 32H36c-10-10-8-26 0-32-6-4-6-12 0-20z" fill="${c}" stroke="#3a200a" stroke-width="2.5"/>` +
    '<path d="M46 34v46M54 34v46" stroke="#f0e0c0" stroke-width="1.5"/><path d="M20 70L84 40" stroke="#8a6a3a" stroke-width="3"/>',
  boat: (hull: string, sail: string) =>
    `<path d="M48 10v60" stroke="#e8dcc2" stroke-width="3"/><path d="M50 12l30 52H50z" fill="${sail}"/><path d="M46 22L22 62h24z" fill="${sail}" opacity=".8"/>` +
    `<path d="M14 70h72l-10 16H26z" fill="${hull}" stroke="#2a1a0e" stroke-width="2.5"/>`,
  storm: (c: string) =>
    `<path d="M22 44c-10 0-14-14-4-18 0-12 16-18 24-8 6-10 26-8 26 6 12 0 14 20 0 20z" fill="${c}" stroke="#2a3550" stroke-width="2.5"/>` +
    '<path d="M50 44l-10 20h10l-6 20 20-28H52l8-12z" fill="#ffd23f" stroke="#8a6a00" stroke-width="1.5"/>',
  wave: (c: string) =>
    `<path d="M6 70c14-30 40-40 60-26-12 0-18 8-14 16 6 10 24 6 30-4 6 16-6 34-30 34H6z" fill="${c}" stroke="#0a2a4a" stroke-width="2.5"/>`,
  tulip: (c: string) =>
    `<path d="M50 50v40" stroke="#2f7d3a" stroke-width="5"/><path d="M50 80c-10-14-26-12-30-22 12-2 24 6 30 22zM50 74c8-12 22-12 28-20-12-2-22 4-28 20" fill="#3f9d4a"/>` +
    `<path d="M30 20c6 8 10 10 20 4 10 6 14 4 20-4 4 20-4 34-20 34S26 40 30 20z" fill="${c}" stroke="#5a0a1a" stroke-width="2.5"/><path d="M50 24v30" stroke="#5a0a1a" stroke-width="1.5" opacity=".5"/>`,
  fountain: (c: string) =>
    `<path d="M14 60h72l-8 26H22z" fill="${c}" stroke="#2a3a5a" stroke-width="2.5"/><path d="M40 60V34h20v26" fill="${c}" stroke="#2a3a5a" stroke-width="2.5"/>` +
    '<path d="M50 30c-10-14-24-4-26 10M50 30c10-14 24-4 26 10" fill="none" stroke="#7fd3ff" stroke-width="3"/><path d="M28 20c0-10 44-10 44 0z" fill="#c9a24a"/>',
  robe: (c: string, trim: string) =>
    `<path d="M36 12h28l18 20-8 8v50H26V40l-8-8z" fill="${c}" stroke="#2a0a1a" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M50 14v76M36 12l14 20 14-20" fill="none" stroke="${trim}" stroke-width="3"/><circle cx="50" cy="48" r="3" fill="${trim}"/><circle cx="50" cy="62" r="3" fill="${trim}"/>`,
  lantern: (c: string) =>
    `<path d="M50 6v8M40 14h20l4 8H36z" stroke="#caa24a" stroke-width="3" fill="#caa24a"/>` +
    `<path d="M34 24h32l-4 50H38z" fill="${c}" stroke="#8a6a1c" stroke-width="3"/><path d="M50 30c-8 10-8 22 0 36 8-14 8-26 0-36z" fill="#fff6c8"/><path d="M36 74h28l-4 10H40z" fill="#caa24a"/>`,
  shell: (c: string) =>
    `<path d="M50 86L14 40c8-20 64-20 72 0z" fill="${c}" stroke="#7a4a3a" stroke-width="2.5" stroke-linejoin="round"/>` +
    '<path d="M50 86L26 30M50 86L40 24M50 86V22M50 86l10-62M50 86l24-56" stroke="#7a4a3a" stroke-width="2"/>',
  terraces: (c: string, water: string) =>
    `<path d="M8 30h84v14H8zM14 44h72v14H14zM20 58h60v14H20zM26 72h48v14H26z" fill="${c}" stroke="#9ab0b8" stroke-width="2"/>` +
    `<path d="M12 34h76M18 48h64M24 62h52M30 76h40" stroke="${water}" stroke-width="5"/>`,
  pool: (c: string) =>
    `<ellipse cx="50" cy="60" rx="40" ry="22" fill="${c}" stroke="#e8f4f8" stroke-width="5"/><path d="M24 58c8-4 14 4 22 0s14 4 22 0 8 2 10 0" fill="none" stroke="#fff" stroke-width="2.5"/>`,
  dove: (c: string) =>
    `<path d="M14 60c10-4 22-4 30 2 4-14 18-30 40-34-8 10-10 20-14 28 10 0 16 6 16 6-14 2-24 14-42 14-14 0-24-8-30-16z" fill="${c}" stroke="#5a6a7a" stroke-width="2.5" stroke-linejoin="round"/><circle cx="24" cy="58" r="2.5" fill="#222"/>`,
  silk: (c: string, stripe: string) =>
    `<path d="M14 24c20-10 52-10 72 0v50c-20-10-52-10-72 0z" fill="${c}" stroke="#3a1a3a" stroke-width="2.5"/><path d="M14 40c20-10 52-10 72 0M14 56c20-10 52-10 72 0" fill="none" stroke="${stripe}" stroke-width="5"/>`,
  compass: (c: string) =>
    `<circle cx="50" cy="50" r="36" fill="${c}" stroke="#5a3a0a" stroke-width="4"/><path d="M50 18l8 32-8 32-8-32z" fill="#c0392b"/><path d="M18 50l32-8 32 8-32 8z" fill="#2a3a5a"/><circle cx="50" cy="50" r="5" fill="#f0d080"/>`,
  camel: (c: string) =>
    `<path d="M12 88V62c0-8 6-14 14-14 4-14 12-14 16 0 4-10 12-10 16 2 4 0 8-2 10-8 2-10 8-14 16-12l6 4-6 4c-2 10-4 18-10 22v28h-6V66H28v22z" fill="${c}" stroke="#5a3a12" stroke-width="2.5" stroke-linejoin="round"/>`,
  arch: (c: string, inner: string) =>
    `<path d="M14 90V40c0-24 72-24 72 0v50z" fill="${c}" stroke="#3a2a10" stroke-width="2.5"/><path d="M30 90V48c0-14 40-14 40 0v42z" fill="${inner}"/>` +
    '<path d="M14 40h72" stroke="#f0c04a" stroke-width="3"/>',
  dome: (c: string) =>
    `<path d="M14 62c0-28 72-28 72 0z" fill="${c}" stroke="#4a5a6a" stroke-width="2.5"/><rect x="10" y="62" width="80" height="24" fill="#e8e0d0" stroke="#4a5a6a" stroke-width="2.5"/>` +
    '<circle cx="34" cy="48" r="3" fill="#fff"/><circle cx="50" cy="44" r="3" fill="#fff"/><circle cx="66" cy="48" r="3" fill="#fff"/><path d="M50 34V20" stroke="#c9a24a" stroke-width="3"/>',
  bowl: (c: string) =>
    `<path d="M12 44h76c0 24-18 38-38 38S12 68 12 44z" fill="${c}" stroke="#5a4a2a" stroke-width="2.5"/><path d="M22 54c8 4 48 4 56 0" stroke="#fff" stroke-width="3" opacity=".6"/>` +
    '<path d="M28 44c0-6 8-10 12-4M52 44c0-6 8-10 12-4" fill="none" stroke="#fff" stroke-width="3"/>',
  towel: (c: string, stripe: string) =>
    `<rect x="20" y="18" width="60" height="66" rx="4" fill="${c}" stroke="#4a3a3a" stroke-width="2.5"/><path d="M20 34h60M20 68h60" stroke="${stripe}" stroke-width="6"/>`,
  soap: (c: string) =>
    `<rect x="16" y="40" width="68" height="36" rx="14" fill="${c}" stroke="#5a4a3a" stroke-width="2.5"/><circle cx="30" cy="30" r="8" fill="#fff" opacity=".7"/><circle cx="48" cy="22" r="6" fill="#fff" opacity=".7"/><circle cx="66" cy="30" r="5" fill="#fff" opacity=".7"/>`,
  clogs: (c: string) =>
    `<path d="M10 70h40c6 0 8-8 4-12L40 48H20c-8 0-10 8-10 12z" fill="${c}" stroke="#3a200a" stroke-width="2.5"/><path d="M48 82h40c6 0 8-8 4-12L78 60H58c-8 0-10 8-10 12z" fill="${c}" stroke="#3a200a" stroke-width="2.5"/>`,
  steam: (c: string) =>
    `<path d="M30 56c-8-10 8-16 0-26s8-16 0-24M50 56c-8-10 8-16 0-26s8-16 0-24M70 56c-8-10 8-16 0-26s8-16 0-24" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  arrow: (c: string) =>
    `<path d="M14 86L80 20" stroke="#6a4a2a" stroke-width="6"/><path d="M88 12L66 18l16 16z" fill="${c}"/><path d="M14 86l4-14M14 86l14-4M22 78l4-14M22 78l14-4" stroke="#c0392b" stroke-width="4"/>`,
  lion: (c: string) =>
    `<circle cx="50" cy="50" r="36" fill="#b5651d" stroke="#5a2a0a" stroke-width="2.5"/><circle cx="50" cy="54" r="22" fill="${c}"/>` +
    '<circle cx="42" cy="48" r="3" fill="#222"/><circle cx="58" cy="48" r="3" fill="#222"/><path d="M44 62c4 4 8 4 12 0M50 54v6" stroke="#3a1a0a" stroke-width="2.5" fill="none"/>',
  star8: (c: string, edge: string) =>
    `<path d="M50 8l10 24 24-10-10 24 24 10-24 10 10 24-24-10-10 24-10-24-24 10 10-24L2 56l24-10-10-24 24 10z" fill="${c}" stroke="${edge}" stroke-width="2.5" stroke-linejoin="round" transform="translate(50 50) scale(.8) translate(-50 -50)"/>`,
  caravan: (c: string) =>
    `<path d="M8 80h84" stroke="#c9a24a" stroke-width="4"/><circle cx="76" cy="22" r="8" fill="#ffd23f"/>` +
    `<path d="M14 78V64c0-6 4-10 10-10 2-8 8-8 10 0 2-6 8-6 10 2 4-2 6-10 12-8l-2 6v24h-4V66H20v12zM52 78V64c0-6 4-10 10-10 2-8 8-8 10 0 2-6 8-6 10 2 4-2 6-10 12-8l-2 6v24h-4V66H58v12z" fill="${c}"/>`,
  gull: (c: string) =>
    `<path d="M8 44c14-14 28-10 42 6 14-16 28-20 42-6-14-4-28 4-38 18h-8C36 48 22 40 8 44z" fill="${c}" stroke="#4a5a6a" stroke-width="2.5" stroke-linejoin="round"/><path d="M46 62l4 6 4-6" fill="#f0a020"/>`,
  tower: (c: string) =>
    `<path d="M6 84c12-4 22 4 34 0s22 4 34 0 14 2 20 0v10H6z" fill="#2a6a9a"/><rect x="30" y="58" width="40" height="26" fill="${c}" stroke="#4a3a2a" stroke-width="2.5"/>` +
    `<rect x="40" y="24" width="20" height="34" fill="${c}" stroke="#4a3a2a" stroke-width="2.5"/><path d="M38 24l12-16 12 16z" fill="#8a3a2a"/><rect x="46" y="34" width="8" height="10" fill="#ffd23f"/>`,
  beam: (c: string) =>
    `<path d="M50 40L6 14v30zM50 40l44-26v30z" fill="${c}" opacity=".55"/><circle cx="50" cy="40" r="12" fill="#fff6c8" stroke="#caa24a" stroke-width="3"/>`,
  simit: (c: string) =>
    `<circle cx="50" cy="50" r="32" fill="none" stroke="${c}" stroke-width="18"/><circle cx="50" cy="50" r="32" fill="none" stroke="#5a2a0a" stroke-width="1.5" stroke-dasharray="4 6"/>` +
    '<circle cx="40" cy="24" r="1.8" fill="#fff"/><circle cx="70" cy="34" r="1.8" fill="#fff"/><circle cx="26" cy="60" r="1.8" fill="#fff"/><circle cx="62" cy="78" r="1.8" fill="#fff"/>',
  checker: (c: string, ring: string) =>
    `<ellipse cx="50" cy="60" rx="34" ry="14" fill="${ring}"/><ellipse cx="50" cy="52" rx="34" ry="14" fill="${c}" stroke="${ring}" stroke-width="3"/><ellipse cx="50" cy="52" rx="20" ry="8" fill="none" stroke="${ring}" stroke-width="2"/>`,
  board: (c: string, point: string) =>
    `<rect x="8" y="18" width="84" height="64" rx="4" fill="${c}" stroke="#3a200a" stroke-width="3"/><path d="M50 18v64" stroke="#3a200a" stroke-width="3"/>` +
    [12, 24, 56, 68]
      .map((x) => `<path d="M${x} 20l6 24 6-24zM${x} 80l6-24 6 24z" fill="${point}"/>`)
      .join(''),
  dice: (c: string) =>
    `<rect x="14" y="30" width="40" height="40" rx="7" fill="${c}" stroke="#3a3a3a" stroke-width="2.5" transform="rotate(-12 34 50)"/><rect x="48" y="36" width="40" height="40" rx="7" fill="${c}" stroke="#3a3a3a" stroke-width="2.5" transform="rotate(10 68 56)"/>` +
    '<circle cx="26" cy="42" r="3.5" fill="#c0392b"/><circle cx="42" cy="58" r="3.5" fill="#c0392b"/><circle cx="60" cy="48" r="3.5" fill="#222"/><circle cx="68" cy="56" r="3.5" fill="#222"/><circle cx="76" cy="64" r="3.5" fill="#222"/>',
  olive: (c: string) =>
    `<path d="M20 80C40 60 60 40 84 16" stroke="#5a4a1a" stroke-width="4" fill="none"/><ellipse cx="38" cy="52" rx="12" ry="18" fill="${c}" transform="rotate(-30 38 52)"/><ellipse cx="62" cy="66" rx="12" ry="18" fill="${c}" transform="rotate(-30 62 66)"/>` +
    '<ellipse cx="64" cy="30" rx="6" ry="16" fill="#7a9a3a" transform="rotate(50 64 30)"/><ellipse cx="30" cy="30" rx="6" ry="16" fill="#7a9a3a" transform="rotate(-50 30 30)"/>',
  bottle: (c: string) =>
    `<path d="M42 8h16v16c10 6 16 14 16 26v36c0 4-4 6-8 6H34c-4 0-8-2-8-6V50c0-12 6-20 16-26z" fill="${c}" stroke="#3a3a0a" stroke-width="2.5"/><rect x="32" y="52" width="36" height="22" rx="3" fill="#f0e6c0"/><ellipse cx="50" cy="63" rx="6" ry="8" fill="#6a8a2a"/>`,
  press: (c: string) =>
    `<rect x="16" y="60" width="68" height="26" rx="4" fill="${c}" stroke="#3a200a" stroke-width="2.5"/><path d="M50 10v50M30 20h40" stroke="#5a3a1a" stroke-width="7"/><circle cx="50" cy="10" r="6" fill="#8a6a3a"/>`,
  branch: (c: string) =>
    `<path d="M14 86C34 56 56 34 88 14" stroke="#6a5a2a" stroke-width="4" fill="none"/>` +
    [
      [30, 66],
      [44, 50],
      [58, 38],
      [72, 26],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x! - 8}" cy="${y! - 8}" rx="5" ry="13" fill="${c}" transform="rotate(-40 ${x! - 8} ${y! - 8})"/><ellipse cx="${x! + 8}" cy="${y! + 6}" rx="5" ry="13" fill="${c}" transform="rotate(60 ${x! + 8} ${y! + 6})"/>`,
      )
      .join(''),
  dagger: (c: string) =>
    `<path d="M50 6l8 40H42z" fill="#d8dde6" stroke="#4a5060" stroke-width="2"/><rect x="30" y="44" width="40" height="8" rx="4" fill="${c}"/><rect x="45" y="52" width="10" height="6" fill="#c9a24a"/>` +
    '<circle cx="38" cy="48" r="3" fill="#2ecc71"/><circle cx="62" cy="48" r="3" fill="#2ecc71"/><circle cx="50" cy="48" r="3.5" fill="#2ecc71"/>',
  giftbox: (c: string, ribbon: string) =>
    `<rect x="16" y="26" width="68" height="34" rx="4" fill="${c}" stroke="#5a1a2a" stroke-width="2.5"/><path d="M50 26v34M16 42h68" stroke="${ribbon}" stroke-width="6"/><path d="M50 26c-10-14-24-10-14 0zM50 26c10-14 24-10 14 0z" fill="${ribbon}"/>`,
  dolphin: (c: string) =>
    `<path d="M12 62c10-26 44-38 64-20l12-6-4 14c4 8 2 16-4 20 0-8-6-12-12-10-14 6-36 14-56 2z" fill="${c}" stroke="#10304a" stroke-width="2.5" stroke-linejoin="round"/><circle cx="70" cy="44" r="2.5" fill="#111"/><path d="M42 40l4-12 8 10" fill="${c}" stroke="#10304a" stroke-width="2"/>`,
  vine: (c: string) =>
    `<path d="M50 10c-6 10 6 16 0 26" stroke="#5a4a1a" stroke-width="4" fill="none"/>` +
    [
      [40, 40],
      [56, 40],
      [32, 54],
      [48, 54],
      [64, 54],
      [40, 68],
      [56, 68],
      [48, 82],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${c}" stroke="#2a0a2a" stroke-width="1.5"/>`)
      .join(''),
  peacock: (c: string) =>
    `<path d="M50 86C20 80 8 50 18 20c14 10 24 30 32 50 8-20 18-40 32-50 10 30-2 60-32 66z" fill="${c}" stroke="#0a3a3a" stroke-width="2"/>` +
    '<circle cx="24" cy="32" r="5" fill="#ffd23f"/><circle cx="76" cy="32" r="5" fill="#ffd23f"/><circle cx="50" cy="50" r="7" fill="#1f4fb5"/><circle cx="50" cy="50" r="3" fill="#ffd23f"/>',
  trident: (c: string) =>
    `<path d="M50 94V30M30 16v20c0 8 40 8 40 0V16M50 8v22" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/><path d="M24 18l6-10 6 10zM64 18l6-10 6 10zM44 10l6-10 6 10z" fill="${c}"/>`,
  face: (c: string, hair: string) =>
    `<path d="M22 56c0-30 12-44 28-44s28 14 28 44c0 10-6 26-28 30-22-4-28-20-28-30z" fill="${hair}"/><ellipse cx="50" cy="52" rx="18" ry="24" fill="${c}"/>` +
    '<ellipse cx="43" cy="48" rx="3" ry="4" fill="#2a1a0a"/><ellipse cx="57" cy="48" rx="3" ry="4" fill="#2a1a0a"/><path d="M44 64c4 3 8 3 12 0" stroke="#8a3a2a" stroke-width="2.5" fill="none"/>',
  medallion: (c: string) =>
    `<circle cx="50" cy="34" r="28" fill="${c}" stroke="#5a3a0a" stroke-width="3"/><circle cx="50" cy="34" r="20" fill="none" stroke="#fff6c8" stroke-width="2" stroke-dasharray="3 4"/><path d="M50 20l5 10h11l-9 7 4 11-11-7-11 7 4-11-9-7h11z" fill="#fff6c8"/>`,
  seal: (c: string) =>
    `<circle cx="50" cy="50" r="32" fill="${c}" stroke="#4a0a0a" stroke-width="3"/><path d="M30 40c8-8 32-8 40 0M28 56c10 10 34 10 44 0M40 48h20" stroke="#f0c04a" stroke-width="3" fill="none"/>`,
  sword: (c: string) =>
    `<path d="M22 86c10-30 30-56 62-74-10 26-30 52-56 72z" fill="#dfe4ec" stroke="#4a5060" stroke-width="2"/><path d="M18 70l14 14M14 88l10-10" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`,
  turban: (c: string, jewel: string) =>
    `<path d="M14 62c0-30 16-44 36-44s36 14 36 44c-10 8-62 8-72 0z" fill="${c}" stroke="#5a4a3a" stroke-width="2.5"/><path d="M18 48c20-8 44-8 64 0M20 36c18-6 42-6 60 0" stroke="#d8c8a8" stroke-width="3" fill="none"/>` +
    `<circle cx="50" cy="42" r="7" fill="${jewel}" stroke="#f0c04a" stroke-width="2.5"/><path d="M50 34c-4-10 8-18 14-24-2 10-6 16-14 24z" fill="#f4f1ea"/>`,
  palace: (c: string) =>
    `<path d="M14 86V52h72v34z" fill="${c}" stroke="#4a3a2a" stroke-width="2.5"/><path d="M26 52c0-20 48-20 48 0z" fill="${c}" stroke="#4a3a2a" stroke-width="2.5"/>` +
    '<path d="M10 86V40M90 86V40" stroke="#e8e0d0" stroke-width="5"/><path d="M7 40l3-12 3 12zM87 40l3-12 3 12z" fill="#c9a24a"/><path d="M42 86V68c0-8 16-8 16 0v18z" fill="#3a2a1a"/>',
  coin: (c: string, edge: string, mark: string) =>
    `<circle cx="50" cy="50" r="38" fill="${edge}"/><circle cx="50" cy="50" r="32" fill="${c}" stroke="${edge}" stroke-width="2"/>` +
    `<circle cx="50" cy="50" r="24" fill="none" stroke="${mark}" stroke-width="2" stroke-dasharray="2 4"/><path d="M50 32l5 12h13l-10 8 4 13-12-8-12 8 4-13-10-8h13z" fill="${mark}"/>`,
  cannon: (c: string) =>
    `<path d="M14 40l60-14 6 22-62 10z" fill="${c}" stroke="#111" stroke-width="2.5"/><circle cx="36" cy="68" r="16" fill="#6a4a2a" stroke="#2a1a0a" stroke-width="3"/><circle cx="36" cy="68" r="4" fill="#2a1a0a"/><circle cx="86" cy="34" r="6" fill="#333"/>`,
  chest: (c: string) =>
    `<path d="M12 46h76v38H12z" fill="${c}" stroke="#3a200a" stroke-width="2.5"/><path d="M12 46c0-24 76-24 76 0z" fill="${c}" stroke="#3a200a" stroke-width="2.5"/>` +
    '<path d="M12 52h76M30 26v58M70 26v58" stroke="#c9a24a" stroke-width="4"/><rect x="44" y="48" width="12" height="14" rx="2" fill="#f0c04a"/><circle cx="50" cy="38" r="4" fill="#ffd23f"/>',
  galley: (c: string) =>
    `<path d="M8 62h84l-12 20H20z" fill="${c}" stroke="#2a1a0a" stroke-width="2.5"/><path d="M50 14v48M30 24v38" stroke="#5a3a1a" stroke-width="3"/>` +
    '<path d="M52 16c16 8 16 30 0 38zM32 26c12 6 12 22 0 28z" fill="#f0e6d0"/><path d="M24 82l-6 10M40 82l-4 10M56 82l-2 10M72 82v10" stroke="#5a3a1a" stroke-width="2.5"/>',
  hat: (c: string) =>
    `<path d="M6 64c10-30 24-36 44-24 20-12 34-6 44 24-30-8-58-8-88 0z" fill="${c}" stroke="#000" stroke-width="2.5"/><circle cx="50" cy="46" r="8" fill="#fff"/><path d="M44 42l12 8M56 42l-12 8" stroke="#222" stroke-width="2.5"/>`,
  flag: (c: string) =>
    `<path d="M22 8v52" stroke="#6a4a2a" stroke-width="5"/><path d="M24 10c20-6 32 10 56 2v30c-24 8-36-8-56-2z" fill="${c}" stroke="#111" stroke-width="2"/><circle cx="52" cy="26" r="7" fill="#f4f1ea"/>`,
  scales: (c: string) =>
    `<path d="M50 12v70M26 84h48M18 30h64" stroke="${c}" stroke-width="5" stroke-linecap="round"/><path d="M18 30L8 56h20zM82 30L72 56h20z" fill="none" stroke="${c}" stroke-width="3"/><path d="M6 56c2 10 22 10 24 0zM70 56c2 10 22 10 24 0z" fill="${c}"/>`,
  hammer: (c: string) =>
    `<path d="M30 88L66 40" stroke="#7a5a2a" stroke-width="8" stroke-linecap="round"/><path d="M48 30l20-18 22 22-18 20z" fill="${c}" stroke="#2a2a3a" stroke-width="2.5"/>`,
  stamp: (c: string) =>
    `<rect x="36" y="10" width="28" height="46" rx="4" fill="#7a5a2a" stroke="#3a200a" stroke-width="2.5"/><path d="M22 56h56l-6 14H28z" fill="${c}" stroke="#3a3a4a" stroke-width="2.5"/><circle cx="50" cy="82" r="12" fill="#f0c04a" stroke="#8a6a00" stroke-width="2"/>`,
  ingot: (c: string) =>
    `<path d="M18 50h64l10 26H8z" fill="${c}" stroke="#7a5a00" stroke-width="2.5"/><path d="M28 50l6-16h32l6 16z" fill="#fff2b0" stroke="#7a5a00" stroke-width="2.5"/>`,
  tughra: (c: string) =>
    `<path d="M20 56c0-20 20-24 30-8 0-22 6-36 10-40 0 20-2 34 0 48 6-12 20-12 24 0 4 12-14 16-30 10-10 10-34 6-34-10z" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`,
}

const COIN_MARK = '#7a4b00'
const coinSym = (c: string, edge: string) => svg(M.coin(c, edge, COIN_MARK))

const SYMBOLS: Record<string, readonly string[]> = {
  'galata-cappadocia': [
    ...ranks(['#c0612f', '#2a5a9b', '#8b2f6b', '#2f7d5b'], '#fff3de'),
    svg(M.jug('#c0612f', '#f0c04a')),
    svg(M.horse('#a06a3a')),
    svg(M.chimney('#e2c6a0')),
    svg(M.balloon('#e84a5f', '#ffd23f')),
    wild(M.sun('#ffd23f').replace(/50" cy="50/g, '50" cy="32'), '#ffd23f', '#5a2a00'),
    scatter(M.basket('#c98a3a'), '#e84a5f', '#fff'),
  ],
  'galata-ephesus': [
    ...ranks(['#9a8a6a', '#5a6a8a', '#8a4a3a', '#3a6a5a'], '#fff7e6'),
    svg(M.amphora('#b5652d', '#1a1a1a')),
    svg(M.helmet('#c9a24a', '#b5202a')),
    svg(M.column('#efe6d2')),
    svg(M.temple('#efe6d2', '#c9a24a')),
    wild(M.laurel('#3f8a3a'), '#f2c14e', '#3a2a00'),
    scatter(M.theatre('#d9c39a'), '#b5202a', '#fff'),
  ],
  'galata-blacksea': [
    ...ranks(['#4fa3c5', '#2f7d5b', '#c5a04f', '#e8ecf8'], '#0b1a2a'),
    svg(M.fish('#9ab8c8', '#3a5a6a')),
    svg(M.glass('#b5202a')),
    svg(M.fiddle('#8a4a1a')),
    svg(M.boat('#2a6a3a', '#f4f1ea')),
    wild(M.storm('#5a6a8a'), '#ffd23f', '#1a2a3a'),
    scatter(M.wave('#2a7ac5'), '#1e90ff', '#fff'),
  ],
  'galata-tulip': [
    ...ranks(['#c0392b', '#2a5a9b', '#8b2f6b', '#2f7d5b'], '#fff7e6'),
    svg(M.tile('#1f5c8a', '#f4f1ea')),
    svg(M.fountain('#9ac8e8')),
    svg(M.robe('#8b1a3a', '#f0c04a')),
    svg(M.tulip('#e8304a')),
    wild(M.tulip('#ffd23f').replace('d="M50 50v40"', 'd="M50 50v10"'), '#f2c14e', '#4a1a2a'),
    scatter(M.lantern('#ffcf4d'), '#8b2f6b', '#fff'),
  ],
  'galata-pamukkale': [
    ...ranks(['#4fc3d5', '#7ab8e8', '#c8a8e8', '#e8c87a'], '#0b2a3a'),
    svg(M.shell('#f4d6c6')),
    svg(M.pool('#4fc3e8')),
    svg(M.terraces('#f4f6f8', '#4fc3e8')),
    svg(M.sun('#ffe27a')),
    wild(M.steam('#e8f8ff'), '#4fc3e8', '#0b2a3a'),
    scatter(M.dove('#f4f6f8'), '#2a9ac5', '#fff'),
  ],
  'galata-silkroad': [
    ...ranks(['#c98a3a', '#8a3a2a', '#3a6a8a', '#6a3a8a'], '#fff3de'),
    svg(M.silk('#8b2f8b', '#f0c04a')),
    svg(M.compass('#e8d8a8')),
    svg(M.camel('#c9a06a')),
    svg(M.arch('#c9a06a', '#3a2a5a')),
    wild(
      M.compass('#f0c04a')
        .replace(/cy="50"/g, 'cy="32"')
        .replace('r="36"', 'r="26"'),
      '#f2c14e',
      '#3a1a00',
    ),
    scatter(M.star8('#ffd23f', '#8a5a00'), '#c0392b', '#fff'),
  ],
  'galata-hammam': [
    ...ranks(['#4a8ab5', '#6aa5c5', '#8ac0d5', '#b58a6a'], '#fffaf0'),
    svg(M.soap('#f0d8a8')),
    svg(M.towel('#e8eef4', '#c0392b')),
    svg(M.bowl('#c9a24a')),
    svg(M.dome('#9ab8c8')),
    wild(M.steam('#ffffff'), '#9ad8f0', '#0b2a3a'),
    scatter(M.clogs('#8a5a2a'), '#2a7ac5', '#fff'),
  ],
  'galata-seljuk': [
    ...ranks(['#1f6f8b', '#8b4513', '#c9a24a', '#6b2d5b'], '#fff3de'),
    svg(M.arrow('#c9d0da')),
    svg(M.tile('#1f6f8b', '#f0c04a')),
    svg(M.lion('#d9a04a')),
    svg(M.arch('#c98a4a', '#1f3f6b')),
    wild(
      M.star8('#1f8bb5', '#f0c04a')
        .replace('scale(.8)', 'scale(.6)')
        .replace('translate(50 50)', 'translate(50 34)'),
      '#f2c14e',
      '#1a2a3a',
    ),
    scatter(M.caravan('#8a5a2a'), '#b5202a', '#fff'),
  ],
  'galata-maiden': [
    ...ranks(['#4fd1c5', '#7fb2ff', '#ff7eb6', '#ffd166'], '#0b1440'),
    svg(M.simit('#c98a3a')),
    svg(M.gull('#f4f6f8')),
    svg(M.boat('#f4f1ea', '#c0392b')),
    svg(M.tower('#efe6d2')),
    wild(M.beam('#fff2a0'), '#ffd166', '#2a1b00'),
    scatter(M.lantern('#ffcf4d'), '#ff4fa3', '#fff'),
  ],
  'galata-tavla': [
    ...ranks(['#8b4513', '#2f2f2f', '#b5202a', '#c98a3a'], '#fff7e6'),
    svg(M.checker('#f4f1ea', '#8a6a4a')),
    svg(M.glass('#b5202a')),
    svg(M.dice('#f8f4ea')),
    svg(M.board('#a0683a', '#f4f1ea')),
    wild(
      M.dice('#ffd23f').replace(/transform="rotate/g, 'transform="translate(0 -16) rotate'),
      '#f2c14e',
      '#3a1a00',
    ),
    scatter(M.bowl('#5a3a1a'), '#8b4513', '#fff'),
  ],
  'galata-olive': [
    ...ranks(['#6b8e23', '#556b2f', '#8a7a3a', '#3a5a2a'], '#fff7e6'),
    svg(M.olive('#4a5a1a')),
    svg(M.bottle('#c8c86a')),
    svg(M.press('#8a5a2a')),
    svg(M.amphora('#c06a3a', '#3a2a1a')),
    wild(M.sun('#ffd23f').replace(/50" cy="50/g, '50" cy="32'), '#f2c14e', '#3a2a00'),
    scatter(M.branch('#6b8e23'), '#3a5a2a', '#fff'),
  ],
  'galata-topkapi': [
    ...ranks(['#c9a24a', '#8a9ab0', '#b06aa0', '#6a9ab0'], '#1a0f2a'),
    svg(M.round('#f4f1ea')),
    svg(M.gem('#9a5ad0')),
    svg(M.gem('#2a5ad0')),
    svg(M.gem('#2ecc71')),
    svg(M.gem('#e0203a')),
    svg(M.gem('#e8f8ff')),
    wild(M.dagger('#c9a24a'), '#f2c14e', '#1a2a1a'),
  ],
  'galata-lokum': [
    svg(M.cube('#f4a6c0', '#fff0f6')),
    svg(M.cube('#f8e07a', '#fffbe6')),
    svg(M.cube('#9ae0b0', '#f0fff6')),
    svg(M.cube('#ffb066', '#fff4e6')),
    svg(M.cube('#b8d88a', '#f6ffe6')),
    svg(M.cube('#d8b08a', '#fff6ea')),
    svg(M.cube('#f4f1ea', '#ffffff')),
    svg(M.cube('#a0784a', '#f6eadc')),
    svg(M.cube('#d0304a', '#ffe6ea')),
    svg(M.cube('#fff6e0', '#ffffff') + '<circle cx="50" cy="38" r="6" fill="#e8304a"/>'),
    wild(M.giftbox('#d0304a', '#f0c04a'), '#f2c14e', '#4a0a1a'),
  ],
  'galata-zeugma': [
    svg(M.tile('#1f5c8a', '#7fb2ff')),
    svg(M.tile('#2f7d3a', '#9ae0b0')),
    svg(M.tile('#a8322d', '#f4a68a')),
    svg(M.tile('#c9a24a', '#fff2b0')),
    svg(M.fish('#4fa3c5', '#1a3a5a')),
    svg(M.dolphin('#4a7ab5')),
    svg(M.vine('#6a2a6a')),
    svg(M.peacock('#1f8b7a')),
    svg(M.trident('#c9a24a')),
    svg(M.face('#e8c0a0', '#5a2a1a')),
    wild(M.medallion('#c9a24a'), '#f2c14e', '#3a2a00'),
  ],
  'galata-ottoman-gold': [
    ...ranks(['#b5202a', '#1f5f8b', '#2f7d5b', '#8b2f6b'], '#fff3de'),
    svg(M.seal('#8b1a1a')),
    svg(M.sword('#c9a24a')),
    svg(M.turban('#f4f1ea', '#2ecc71')),
    svg(M.palace('#efe6d2')),
    wild(M.tughra('#c9a24a'), '#f2c14e', '#3a1a00'),
    coinSym('#f2c14e', '#b5842a'),
  ],
  'galata-barbaros': [
    ...ranks(['#e8ecf8', '#c9a24a', '#b5202a', '#4fa3c5'], '#0b1a2a'),
    svg(M.cannon('#3a3a4a')),
    svg(M.chest('#8a5a2a')),
    svg(M.galley('#6a3a1a')),
    svg(M.hat('#1a1a2a')),
    wild(M.flag('#b5202a'), '#f2c14e', '#1a1a1a'),
    coinSym('#f2c14e', '#a8742a'),
  ],
  'galata-mint': [
    ...ranks(['#8a9ab0', '#c9a24a', '#b06a3a', '#6a8ab0'], '#1a1a2a'),
    svg(M.scales('#c9a24a')),
    svg(M.hammer('#8a9ab0')),
    svg(M.stamp('#8a9ab0')),
    svg(M.ingot('#f2c14e')),
    wild(M.tughra('#f2c14e'), '#e8ecf8', '#1a1a2a'),
    coinSym('#e8ecf8', '#8a9ab0'),
  ],
}

/**
 * The markup of symbol `index` of a later slot (docs/casino.md), or null for the first three
 * (sdk/slot-art.ts).
 */
export const moreSymbolArt = (game: string, index: number): string | null => SYMBOLS[game]?.[index] ?? null
